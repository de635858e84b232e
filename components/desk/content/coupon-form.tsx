"use client";
// A discount code in the desk, new or edited: the code (Latin letters, digits of any script and
// dashes; saved upper-cased), its title, the percent off, the services it applies to (none chosen:
// every service), its window as Jalali dates and times on Tehran's clock (./moment-fields.tsx,
// as the event form's) and how many reservations may use it. Checked on blur and then on input by
// the API's own schema (validation/content/coupon.ts), the API's 422 on the same fields (a code
// another code has, on the code). Saved as every content form is (./content-form.tsx).
import { FormSection } from "@/components/forms/form-section";
import { contentCouponsApi, type CouponBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminCoupon } from "@/shared/types/coupons";
import { couponCreateSchema, type CouponContent } from "@/validation/content/coupon";
import { CheckboxChoices } from "./checkbox-choices";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { COUPON_DESK } from "./content-kinds";
import { DigitsField, PlainTextField } from "./content-fields";
import { MomentField, momentText } from "./moment-fields";

/** The form's values as typed: numbers and moments as their boxes' text, the services as their slugs. */
export type CouponFormValues = {
  code: string;
  title: string;
  percent: string;
  services: string[];
  starts_at: string;
  valid_until: string;
  max_uses: string;
};

const resolver = schemaResolver<CouponFormValues, CouponContent>(couponCreateSchema);

const couponFormValues = (coupon: AdminCoupon): CouponFormValues => ({
  code: coupon.code,
  title: coupon.title,
  percent: toPersianDigits(coupon.percent),
  services: [...coupon.services],
  starts_at: coupon.starts_at ? momentText(coupon.starts_at) : "",
  valid_until: coupon.valid_until ? momentText(coupon.valid_until) : "",
  max_uses: coupon.max_uses === null ? "" : toPersianDigits(coupon.max_uses),
});

const EMPTY: CouponFormValues = {
  code: "",
  title: "",
  percent: "",
  services: [],
  starts_at: "",
  valid_until: "",
  max_uses: "",
};

/** What the API is sent: moments as ISO 8601, an empty bound or limit as null (so an edit clears it). */
const couponBody = ({ starts_at, valid_until, ...rest }: CouponContent): CouponBody => ({
  ...rest,
  starts_at: starts_at?.toISOString() ?? null,
  valid_until: valid_until?.toISOString() ?? null,
});

export type CouponServiceChoice = { slug: string; title: string };

const COUPON_FORM = contentFormKind({
  desk: COUPON_DESK,
  api: contentCouponsApi,
  resolver,
  valuesOf: couponFormValues,
  empty: EMPTY,
  body: couponBody,
});

type Props = ContentFormProps<AdminCoupon> & {
  /** The site's services, in its order. */
  services: ReadonlyArray<CouponServiceChoice>;
};

export function CouponForm({ services, item, onSaved }: Props) {
  const { control, field, frame } = useContentForm(COUPON_FORM, { item, onSaved });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش کد تخفیف" : "کد تخفیف تازه"}>
      <FormSection title="کد تخفیف">
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField
            label="کد"
            required
            dir="ltr"
            autoCapitalize="characters"
            spellCheck={false}
            className="uppercase"
            hint="حروف انگلیسی، رقم و خط تیره؛ با حروف بزرگ ذخیره می‌شود و همین را بازدیدکننده در فرم رزرو می‌نویسد."
            {...field("code")}
          />
          <DigitsField label="درصد تخفیف" required hint="از ۱ تا ۱۰۰." {...field("percent")} />
        </div>
        <PlainTextField
          label="عنوان کد تخفیف"
          required
          hint="در پاسخ فرم رزرو دیده می‌شود: کد «عنوان» پذیرفته شد."
          {...field("title")}
        />
        <CheckboxChoices
          control={control}
          name="services"
          label="نوع‌های خدمت"
          hint="هیچ‌کدام انتخاب نشود یعنی کد برای همه نوع‌های خدمت پذیرفته می‌شود."
          choices={services.map((service) => ({ value: service.slug, label: service.title }))}
          look="chip"
        />
      </FormSection>
      <FormSection title="اعتبار و سقف استفاده">
        <div className="grid gap-4 md:grid-cols-2">
          <MomentField
            control={control}
            name="starts_at"
            label="شروع اعتبار"
            hint="خالی یعنی از زمان انتشار؛ به وقت تهران."
          />
          <MomentField
            control={control}
            name="valid_until"
            label="پایان اعتبار"
            hint="خالی یعنی بدون پایان؛ به وقت تهران."
          />
        </div>
        <DigitsField
          label="حداکثر دفعات استفاده"
          hint="هر درخواست رزروی که این کد را دارد یک بار حساب می‌شود؛ خالی یعنی بدون سقف."
          {...field("max_uses")}
        />
      </FormSection>
    </ContentFormFrame>
  );
}
