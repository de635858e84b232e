// The audit log in Persian: what each action means, and a record's before/after as labelled values.
import type { ReactNode } from "react";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { kindLabel, statusLabel } from "@/shared/request-labels";
import { isStaffRole, STAFF_ROLES } from "@/shared/staff";
import { CONTENT_STATUSES, isContentStatus } from "@/shared/content";
import { BUSINESS_STAGES } from "@/shared/types/businesses";
import { CALL_OUTCOMES, type CallOutcome } from "@/shared/types/desk";
import { plainValue } from "./payload-fields";

export const AUDIT_ACTIONS: Record<string, string> = {
  "request.view": "مشاهده درخواست",
  "request.status": "تغییر وضعیت درخواست",
  "request.note": "یادداشت روی درخواست",
  "request.call": "ثبت تماس",
  "request.assign": "سپردن درخواست",
  "request.profile_publish": "ساختن نمایه عمومی از درخواست",
  "request.export": "دریافت فهرست درخواست‌ها (CSV)",
  "request.file": "دریافت فایل پیوست درخواست",
  "event.attendees_view": "مشاهده فهرست شرکت‌کنندگان",
  "event.check_in": "ثبت ورود شرکت‌کننده",
  "event.check_in_undo": "لغو ثبت ورود",
  "event.cancel": "لغو ثبت‌نام رویداد",
  "event.cancel_own": "لغو ثبت‌نام رویداد توسط خود شرکت‌کننده",
  "event.offer_accept": "پذیرش صندلی پیشنهادی",
  "event.offer_decline": "رد صندلی پیشنهادی",
  "user.login_as": "ورود پشتیبانی به حساب کاربر",
  "user.login_as_call": "کار در حساب کاربر (ورود پشتیبانی)",
  "user.login_as_end": "پایان ورود پشتیبانی",
  "user.update": "ویرایش مشخصات کاربر",
  "sms-template.update": "تغییر متن پیامک",
  "staff.create": "افزودن همکار",
  "staff.update": "تغییر دسترسی همکار",
  "staff.remove": "حذف همکار",
  "content.event.create": "ساخت رویداد (پیش‌نویس)",
  "content.event.update": "ویرایش رویداد",
  "content.event.publish": "انتشار رویداد",
  "content.event.unpublish": "برداشتن رویداد از سایت",
  "content.event.archive": "بایگانی رویداد",
  "content.event.restore": "بازگرداندن نسخه پیشین رویداد",
  "content.page.create": "ساخت صفحه (پیش‌نویس)",
  "content.page.update": "ویرایش صفحه",
  "content.page.publish": "انتشار صفحه",
  "content.page.unpublish": "برداشتن صفحه از سایت",
  "content.page.archive": "بایگانی صفحه",
  "content.page.restore": "بازگرداندن نسخه پیشین صفحه",
  "content.faq.create": "ساخت پرسش متداول (پیش‌نویس)",
  "content.faq.update": "ویرایش پرسش متداول",
  "content.faq.publish": "انتشار پرسش متداول",
  "content.faq.unpublish": "برداشتن پرسش متداول از سایت",
  "content.faq.archive": "بایگانی پرسش متداول",
  "content.faq.restore": "بازگرداندن نسخه پیشین پرسش متداول",
  "content.faq_category.create": "ساخت دسته پرسش‌ها",
  "content.faq_category.update": "ویرایش دسته پرسش‌ها",
  "content.faq_category.delete": "حذف دسته پرسش‌ها",
  "content.business.create": "ساخت کسب‌وکار (پیش‌نویس)",
  "content.business.update": "ویرایش کسب‌وکار",
  "content.business.publish": "انتشار کسب‌وکار",
  "content.business.unpublish": "برداشتن کسب‌وکار از سایت",
  "content.business.archive": "بایگانی کسب‌وکار",
  "content.business.restore": "بازگرداندن نسخه پیشین کسب‌وکار",
  "content.job.create": "ساخت موقعیت شغلی (پیش‌نویس)",
  "content.job.update": "ویرایش موقعیت شغلی",
  "content.job.publish": "انتشار موقعیت شغلی",
  "content.job.unpublish": "برداشتن موقعیت شغلی از سایت",
  "content.job.archive": "بایگانی موقعیت شغلی",
  "content.job.restore": "بازگرداندن نسخه پیشین موقعیت شغلی",
  "content.hitech.create": "ساخت پروژه های‌تک (پیش‌نویس)",
  "content.hitech.update": "ویرایش پروژه های‌تک",
  "content.hitech.publish": "انتشار پروژه های‌تک",
  "content.hitech.unpublish": "برداشتن پروژه های‌تک از سایت",
  "content.hitech.archive": "بایگانی پروژه های‌تک",
  "content.hitech.restore": "بازگرداندن نسخه پیشین پروژه های‌تک",
  "content.present.create": "ساخت پیشنهاد (پیش‌نویس)",
  "content.present.update": "ویرایش پیشنهاد",
  "content.present.publish": "انتشار پیشنهاد",
  "content.present.unpublish": "برداشتن پیشنهاد از سایت",
  "content.present.archive": "بایگانی پیشنهاد",
  "content.present.restore": "بازگرداندن نسخه پیشین پیشنهاد",
  "content.plan.create": "ساخت پلن (پیش‌نویس)",
  "content.plan.update": "ویرایش پلن",
  "content.plan.publish": "انتشار پلن",
  "content.plan.unpublish": "برداشتن پلن از سایت",
  "content.plan.archive": "بایگانی پلن",
  "content.plan.restore": "بازگرداندن نسخه پیشین پلن",
  "content.space.create": "ساخت فضای کار (پیش‌نویس)",
  "content.space.update": "ویرایش فضای کار",
  "content.space.publish": "انتشار فضای کار",
  "content.space.unpublish": "برداشتن فضای کار از سایت",
  "content.space.archive": "بایگانی فضای کار",
  "content.space.restore": "بازگرداندن نسخه پیشین فضای کار",
  "content.branch.create": "ساخت شعبه (پیش‌نویس)",
  "content.branch.update": "ویرایش شعبه",
  "content.branch.publish": "انتشار شعبه",
  "content.branch.unpublish": "برداشتن شعبه از سایت",
  "content.branch.archive": "بایگانی شعبه",
  "content.branch.restore": "بازگرداندن نسخه پیشین شعبه",
  "content.coupon.create": "ساخت کد تخفیف (پیش‌نویس)",
  "content.coupon.update": "ویرایش کد تخفیف",
  "content.coupon.publish": "انتشار کد تخفیف",
  "content.coupon.unpublish": "برداشتن کد تخفیف از دسترس",
  "content.coupon.archive": "بایگانی کد تخفیف",
  "content.coupon.restore": "بازگرداندن نسخه پیشین کد تخفیف",
  "content.job_unit.create": "ساخت واحد فرصت‌های شغلی (پیش‌نویس)",
  "content.job_unit.update": "ویرایش واحد فرصت‌های شغلی",
  "content.job_unit.publish": "انتشار واحد فرصت‌های شغلی",
  "content.job_unit.unpublish": "برداشتن واحد فرصت‌های شغلی از سایت",
  "content.job_unit.archive": "بایگانی واحد فرصت‌های شغلی",
  "content.job_unit.restore": "بازگرداندن نسخه پیشین واحد فرصت‌های شغلی",
  // Units were removed before they had a lifecycle; the entries stay readable.
  "content.job_unit.delete": "حذف واحد فرصت‌های شغلی",
  "content.mentor.create": "ساخت نمایه منتور (پیش‌نویس)",
  "content.mentor.update": "ویرایش نمایه منتور",
  "content.mentor.publish": "انتشار نمایه منتور",
  "content.mentor.unpublish": "برداشتن نمایه منتور از سایت",
  "content.mentor.archive": "بایگانی نمایه منتور",
  "content.mentor.restore": "بازگرداندن نسخه پیشین نمایه منتور",
  "content.freelancer.create": "ساخت نمایه فریلنسر (پیش‌نویس)",
  "content.freelancer.update": "ویرایش نمایه فریلنسر",
  "content.freelancer.publish": "انتشار نمایه فریلنسر",
  "content.freelancer.unpublish": "برداشتن نمایه فریلنسر از سایت",
  "content.freelancer.archive": "بایگانی نمایه فریلنسر",
  "content.freelancer.restore": "بازگرداندن نسخه پیشین نمایه فریلنسر",
  "content.image.upload": "بارگذاری تصویر",
  "content.tag.create": "ساخت برچسب رویداد",
  "content.organizer.create": "ساخت برگزارکننده رویداد",
  "content.presenter.create": "ساخت ارائه‌دهنده رویداد",
  "content.branch.calendar": "تقویم رزرو شعبه",
  "content.plan.capacity": "ظرفیت روزانه پلن",
  "content.site.contact": "ویرایش راه‌های تماس سایت",
  "content.site.social": "ویرایش شبکه‌های اجتماعی سایت",
  "content.site.stats": "ویرایش آمار آوینوکس",
  "content.site.home": "ویرایش بخش‌های صفحه اصلی",
  "content.site.contact.draft": "ذخیره پیش‌نویس راه‌های تماس سایت",
  "content.site.social.draft": "ذخیره پیش‌نویس شبکه‌های اجتماعی سایت",
  "content.site.stats.draft": "ذخیره پیش‌نویس آمار آوینوکس",
  "content.site.home.draft": "ذخیره پیش‌نویس بخش‌های صفحه اصلی",
  "content.site.contact.publish": "انتشار راه‌های تماس سایت",
  "content.site.social.publish": "انتشار شبکه‌های اجتماعی سایت",
  "content.site.stats.publish": "انتشار آمار آوینوکس",
  "content.site.home.publish": "انتشار بخش‌های صفحه اصلی",
  "content.site.contact.discard": "کنار گذاشتن پیش‌نویس راه‌های تماس سایت",
  "content.site.social.discard": "کنار گذاشتن پیش‌نویس شبکه‌های اجتماعی سایت",
  "content.site.stats.discard": "کنار گذاشتن پیش‌نویس آمار آوینوکس",
  "content.site.home.discard": "کنار گذاشتن پیش‌نویس بخش‌های صفحه اصلی",
};

export const AUDIT_ENTITIES: Record<string, string> = {
  request: "درخواست",
  staff: "همکار",
  "sms-template": "متن پیامک",
  event: "رویداد",
  page: "صفحه",
  faq: "پرسش متداول",
  faq_category: "دسته پرسش‌ها",
  business: "کسب‌وکار",
  job: "موقعیت شغلی",
  mentor: "منتور",
  freelancer: "فریلنسر",
  job_unit: "واحد فرصت‌های شغلی",
  hitech: "پروژه های‌تک",
  present: "پیشنهاد",
  user: "حساب کاربر",
  image: "تصویر",
  branch: "شعبه",
  plan: "پلن",
  site: "تنظیمات سایت",
  space: "فضای کار",
  coupon: "کد تخفیف",
  tag: "برچسب",
  organizer: "برگزارکننده",
  presenter: "ارائه‌دهنده",
};

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

const FIELD_LABELS: Record<string, string> = {
  status: "وضعیت",
  version: "نسخه",
  note: "توضیح",
  notify: "پیامک به درخواست‌دهنده",
  text: "متن",
  note_id: "شماره یادداشت",
  call_id: "شماره تماس",
  outcome: "نتیجه تماس",
  call_back_at: "تماس دوباره",
  assignee_id: "کارشناس",
  role: "نقش",
  kinds: "انواع درخواست",
  file_id: "شماره فایل",
  name: "نام فایل",
  event_id: "شماره رویداد",
  checked_in_at: "زمان ورود",
  seat_freed: "صندلی آزاد شد",
  waitlist: "در فهرست انتظار",
  offer_id: "شماره پیشنهاد صندلی",
  q: "جستجو",
  shown: "تعداد نمایش‌داده‌شده",
  session_id: "شماره نشست",
  expires_at: "پایان اعتبار",
  method: "روش",
  path: "نشانی",
  first_name: "نام",
  last_name: "نام خانوادگی",
  national_code: "کد ملی",
  birthday: "تاریخ تولد",
  email: "ایمیل",
  title: "عنوان",
  slug: "نامک",
  summary: "خلاصه",
  description: "توضیحات",
  category: "دسته",
  cover: "تصویر",
  cover_alt: "متن جایگزین تصویر",
  alt: "متن جایگزین",
  purpose: "کاربرد",
  url: "نشانی",
  width: "پهنا (پیکسل)",
  height: "بلندی (پیکسل)",
  bytes: "حجم (بایت)",
  capacity: "ظرفیت",
  price: "هزینه (ریال)",
  location_title: "محل برگزاری",
  address: "نشانی",
  lat: "عرض جغرافیایی",
  lng: "طول جغرافیایی",
  online_url: "نشانی آنلاین",
  starts_at: "شروع",
  ends_at: "پایان",
  sessions: "برنامه",
  tags: "برچسب‌ها",
  body: "متن",
  question: "پرسش",
  answer: "پاسخ",
  category_id: "شماره دسته",
  sort_order: "ترتیب نمایش",
  publish_at: "زمان انتشار",
  unit_id: "شماره واحد",
  unit: "واحد",
  type: "نوع همکاری",
  city: "شهر",
  requirements: "شرایط احراز",
  benefits: "مزایا",
  salary_min_toman: "کمترین حقوق (تومان)",
  salary_max_toman: "بیشترین حقوق (تومان)",
  experience_years: "سال‌های سابقه",
  location_id: "شماره فضا",
  location: "فضا",
  service_id: "شماره نوع خدمت",
  service: "نوع خدمت",
  period: "دوره قیمت",
  price_toman: "قیمت (تومان)",
  amenities: "امکانات",
  branch_id: "شماره شعبه",
  branch: "شعبه",
  floor: "طبقه",
  image: "تصویر",
  image_alt: "متن جایگزین تصویر",
  gallery: "گالری تصاویر",
};

/** Where a kind names a field otherwise (a business's `name` is not a file's). */
const ENTITY_FIELD_LABELS: Record<string, Record<string, string>> = {
  site: { value: "مقدار" },
  coupon: {
    code: "کد",
    title: "عنوان کد تخفیف",
    percent: "درصد تخفیف",
    services: "نوع‌های خدمت",
    starts_at: "شروع اعتبار",
    valid_until: "پایان اعتبار",
    max_uses: "حداکثر دفعات استفاده",
  },
  organizer: { name: "نام برگزارکننده", logo: "نشان برگزارکننده" },
  presenter: { name: "نام ارائه‌دهنده", title: "عنوان ارائه‌دهنده", avatar: "چهره ارائه‌دهنده" },
  tag: { name: "نام برچسب" },
  business: {
    name: "نام کسب‌وکار",
    tagline: "معرفی کوتاه",
    description: "درباره کسب‌وکار",
    category: "حوزه فعالیت",
    stage: "مرحله رشد",
    logo: "نشان",
    logo_alt: "متن جایگزین نشان",
    cover: "تصویر",
    cover_alt: "متن جایگزین تصویر",
    website: "وب‌سایت",
    founded_year: "سال شروع",
    city: "شهر",
  },
  mentor: {
    name: "نام منتور",
    title: "عنوان شغلی",
    category_id: "شماره حوزه",
    category: "حوزه",
    company: "شرکت یا سازمان",
    bio: "معرفی منتور",
    topics: "موضوع‌های مشاوره",
    avatar: "تصویر منتور",
    avatar_alt: "متن جایگزین تصویر منتور",
    years_of_experience: "سال‌های سابقه",
    session_price_toman: "هزینه هر جلسه (تومان)",
    linkedin: "لینکدین",
    sessions_count: "جلسه‌های برگزارشده",
  },
  freelancer: {
    name: "نام فریلنسر",
    title: "عنوان تخصص",
    category_id: "شماره حوزه",
    category: "حوزه",
    bio: "درباره فریلنسر",
    skills: "مهارت‌ها",
    avatar: "تصویر فریلنسر",
    avatar_alt: "متن جایگزین تصویر فریلنسر",
    years_of_experience: "سال‌های سابقه",
    hourly_rate_toman: "نرخ ساعتی (تومان)",
    available: "آماده پذیرش پروژه",
    instagram: "اینستاگرام",
    linkedin: "لینکدین",
    twitter: "ایکس (توییتر)",
    telegram: "تلگرام",
  },
};

export const auditFieldLabel = (key: string, entity?: string) =>
  (entity && ENTITY_FIELD_LABELS[entity]?.[key]) ?? FIELD_LABELS[key] ?? key;

const TIME_FIELDS = new Set(["call_back_at", "checked_in_at", "expires_at", "starts_at", "ends_at", "publish_at"]);

/** One recorded value as a person reads it; `staffNames` names the assignee ids. */
function auditValue(key: string, value: unknown, staffNames: Record<string, string>): ReactNode {
  if (key === "status" && isContentStatus(value)) return CONTENT_STATUSES[value];
  if (key === "status" && typeof value === "string") return statusLabel(value);
  if (key === "stage" && typeof value === "string")
    return BUSINESS_STAGES.find((stage) => stage.value === value)?.label ?? value;
  if (key === "outcome" && typeof value === "string") return CALL_OUTCOMES[value as CallOutcome] ?? value;
  if (key === "role" && isStaffRole(value)) return STAFF_ROLES[value];
  if (key === "kinds" && Array.isArray(value))
    return value.length ? value.map((kind) => kindLabel(String(kind))).join("، ") : "همه انواع";
  if (TIME_FIELDS.has(key) && typeof value === "string") return formatJalaliDateTime(value) || value;
  if (key === "assignee_id")
    return value === null ? "هیچ‌کس" : (staffNames[String(value)] ?? `همکار شماره ${toPersianDigits(String(value))}`);
  if ((key === "version" || key.endsWith("_id")) && typeof value === "number") return toPersianDigits(value);
  return plainValue(value);
}

/** `entity`: the audited entity's kind, for the fields it names in its own way. */
export function AuditRecord({
  title,
  record,
  staffNames,
  entity,
}: {
  title: string;
  record: Record<string, unknown> | null;
  staffNames: Record<string, string>;
  entity?: string;
}) {
  if (!record) return null;
  // Only a reviewer's kinds mean anything (an admin or editor has none, which is not "every kind").
  const entries = Object.entries(record).filter(([key]) => key !== "kinds" || record.role === "reviewer");
  if (entries.length === 0) return null;
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold text-muted">{title}</p>
      <dl className="mt-1 grid gap-1 text-sm">
        {entries.map(([key, value]) => (
          <div key={key} className="flex flex-wrap gap-x-2">
            <dt className="text-muted">{auditFieldLabel(key, entity)}:</dt>
            <dd className="min-w-0 break-words">{auditValue(key, value, staffNames)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
