// @vitest-environment jsdom
// The content desk's smaller forms (present, hi-tech project, discount code, branch) and every new
// item's empty form. Saved empty, each form says in Persian what its kind needs and sends nothing.
// A new present goes out as typed (prices in Persian digits read as numbers, what it includes one a
// line as a list, the Jalali last day as an instant, no slug or image when none was given), a price
// before the discount below the price refused in Persian; a new project too (the months and the
// budget as numbers, the roles one a line as a list, no cover when none was given); a new code too
// (the percent and limit as numbers, the chosen services by slug, the end a Jalali date and time on
// Tehran's clock sent as an instant, an empty start as null); the desk opens each new item's page.
// An edit carries the version shown, clears an emptied field and lands the API's 422 on its field.
// The branch form shows the week from Saturday, refuses a point outside Iran in Persian and sends
// coordinates and phone typed in Persian digits as numbers and Latin digits, the days off as weekday
// numbers. (The business form, with its figures, path and team: desk-content-business-form.test.tsx.)
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminCoupon } from "@/shared/types/coupons";
import type { AdminHitechProject } from "@/shared/types/hitech";
import type { AdminPresent } from "@/shared/types/presents";
import type { AdminBranch } from "@/shared/types/workspaces";
import * as form from "../support/desk-form";
import { api, expectEmptyFormRefused, fieldRefusal, resetDeskFormMocks } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);
vi.mock(
  "@/components/forms/rich-text-editor",
  async () => (await import("../support/desk-form-harness")).richTextEditorMock,
);

const { BusinessForm } = await import("@/components/desk/content/business-form");
const { PresentForm } = await import("@/components/desk/content/present-form");
const { ProjectForm } = await import("@/components/desk/content/project-form");
const { CouponForm } = await import("@/components/desk/content/coupon-form");
const { BranchForm } = await import("@/components/desk/content/branch-form");

const nextYear = jalaliParts(new Date()).year + 1;
const SLUG_TAKEN = "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.";
const SERVICES = [
  { slug: "hot-desk", title: "میز آزاد" },
  { slug: "meeting-room", title: "سالن جلسه" },
];

resetDeskFormMocks();

describe("an empty new item's form says in Persian what the kind needs, and nothing is sent", () => {
  it.each<[kind: string, form: ReactElement, messages: [string, ...string[]]]>([
    [
      "business",
      <BusinessForm key="business" />,
      ["نام کسب‌وکار الزامی است", "معرفی کوتاه الزامی است", "درباره کسب‌وکار الزامی است", "مرحله رشد الزامی است"],
    ],
    [
      "present",
      <PresentForm key="present" />,
      ["عنوان پیشنهاد الزامی است", "خلاصه پیشنهاد الزامی است", "درباره پیشنهاد الزامی است", "نوع پیشنهاد الزامی است"],
    ],
    [
      "project",
      <ProjectForm key="project" />,
      ["عنوان پروژه الزامی است", "خلاصه پروژه الزامی است", "درباره پروژه الزامی است", "شریک صنعتی الزامی است"],
    ],
    [
      "discount code",
      <CouponForm key="coupon" services={SERVICES} />,
      ["کد تخفیف الزامی است", "عنوان کد تخفیف الزامی است", "درصد تخفیف الزامی است"],
    ],
    [
      "branch",
      <BranchForm key="branch" />,
      ["نام شعبه الزامی است", "نشانی الزامی است", "تلفن الزامی است", "عرض جغرافیایی الزامی است"],
    ],
  ])("a %s", async (_kind, emptyForm, messages) => {
    await expectEmptyFormRefused(emptyForm, messages);
  });
});

describe("the present form", () => {
  const DESCRIPTION = "یک ماه میز اشتراکی با **تخفیف نوروزی**.";
  const LAST_DAY = new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:59:59+03:30`);

  /** A draft present at version 2, as the API answers it. */
  const savedPresent = (overrides: Partial<AdminPresent> = {}): AdminPresent => ({
    id: 7,
    title: "بسته نوروزی",
    slug: "بسته-نوروزی",
    summary: "یک ماه میز اشتراکی با تخفیف ویژه نوروز.",
    description: DESCRIPTION,
    kind: "discount",
    kind_label: "تخفیف",
    image: "/media/art/present/nowruz.svg",
    image_alt: null,
    price_toman: 1_500_000,
    original_price_toman: 2_000_000,
    includes: ["یک ماه میز اشتراکی"],
    conditions: [],
    valid_until: null,
    is_expired: false,
    ...form.savedState(2, "/presents/بسته-نوروزی"),
    ...overrides,
  });

  it("refuses a price before the discount below the price, then sends what was typed and opens the new present's page", async () => {
    const user = form.openNew(<PresentForm />, savedPresent({ id: 33 }));
    await form.fillIn(user, [
      [/^عنوان پیشنهاد/, "بسته نوروزی"],
      [/^خلاصه پیشنهاد/, "یک ماه میز اشتراکی با تخفیف ویژه نوروز."],
      ["درباره پیشنهاد", DESCRIPTION],
      [/^نوع پیشنهاد/, { option: "discount" }],
      [/^قیمت \(تومان\)/, "۱٬۵۰۰٬۰۰۰"],
      [/^قیمت پیش از تخفیف/, "۱٬۰۰۰٬۰۰۰"],
      [/^آنچه دریافت می‌کنید/, "یک ماه میز اشتراکی{enter}اینترنت پرسرعت"],
      [/^آخرین روز استفاده/, toPersianDigits(`${nextYear}/01/20`)],
    ]);
    await form.saveDraft(user);
    expect(await screen.findByText("قیمت پیش از تخفیف باید از قیمت پیشنهاد بیشتر باشد.")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await form.retype(user, screen.getByLabelText(/^قیمت پیش از تخفیف/), "۲٬۰۰۰٬۰۰۰");
    await form.saveDraft(user);
    const body = {
      title: "بسته نوروزی",
      summary: "یک ماه میز اشتراکی با تخفیف ویژه نوروز.",
      description: DESCRIPTION,
      kind: "discount",
      price_toman: 1_500_000,
      original_price_toman: 2_000_000,
      includes: ["یک ماه میز اشتراکی", "اینترنت پرسرعت"],
      conditions: [],
      valid_until: LAST_DAY.toISOString(),
      image_alt: null,
    };
    await form.expectCreated("/v1/admin/content/presents", body, "/admin/content/presents/33");
  });

  it("an edit goes with the version shown; the API's slug 422 lands on its field", async () => {
    const user = form.openRefusedEdit(<PresentForm item={savedPresent()} />, fieldRefusal("slug", SLUG_TAKEN));
    expect(form.shownValue(/^قیمت \(تومان\)/)).toBe("۱,۵۰۰,۰۰۰");
    await form.retype(user, screen.getByLabelText(/^نامک/), "welcome-pack");
    await form.saveChanges(user);
    const sent = {
      slug: "welcome-pack",
      price_toman: 1_500_000,
      valid_until: null,
      version: 2,
      image: "/media/art/present/nowruz.svg",
    };
    await form.expectEditRefused("/v1/admin/content/presents/7", sent, SLUG_TAKEN);
  });
});

describe("the hi-tech project form", () => {
  const DESCRIPTION = "## هدف\nپایش **ارتعاش** سنگ‌شکن‌ها برای پیش‌بینی خرابی.";

  /** A draft project at version 3, as the API answers it. */
  const savedProject = (overrides: Partial<AdminHitechProject> = {}): AdminHitechProject => ({
    id: 12,
    title: "پایش ارتعاش سنگ‌شکن‌ها",
    summary: "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش.",
    description: DESCRIPTION,
    field: "mining",
    field_label: "معدن و صنایع معدنی",
    stage: "recruiting",
    stage_label: "در حال جذب همکار",
    partner: "شرکت ملی صنایع مس ایران",
    cover: "/media/art/project/vibration.svg",
    cover_alt: null,
    needs: ["مهندس ارتعاشات"],
    technologies: ["IoT"],
    budget_toman: 120_000_000,
    duration_months: 8,
    ...form.savedState(3, "/projects/12"),
    ...overrides,
  });

  it("sends what was typed, Persian digits as numbers and the roles as a list, and opens the new project's page", async () => {
    const user = form.openNew(<ProjectForm />, savedProject({ id: 41 }));
    await form.fillIn(user, [
      [/^عنوان پروژه/, "پایش ارتعاش سنگ‌شکن‌ها"],
      [/^خلاصه پروژه/, "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش."],
      ["درباره پروژه", DESCRIPTION],
      [/^حوزه پروژه/, { option: "mining" }],
      [/^شریک صنعتی/, "شرکت ملی صنایع مس ایران"],
      [/^مدت اجرا/, "۸"],
      [/^بودجه/, "۱۲۰٬۰۰۰٬۰۰۰"],
      [/^نقش‌های مورد نیاز/, "مهندس ارتعاشات{enter}توسعه‌دهنده داشبورد"],
    ]);
    await form.saveDraft(user);
    const body = {
      title: "پایش ارتعاش سنگ‌شکن‌ها",
      summary: "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش.",
      description: DESCRIPTION,
      field: "mining",
      stage: "recruiting",
      partner: "شرکت ملی صنایع مس ایران",
      needs: ["مهندس ارتعاشات", "توسعه‌دهنده داشبورد"],
      technologies: [],
      budget_toman: 120_000_000,
      duration_months: 8,
      cover_alt: null,
    };
    await form.expectCreated("/v1/admin/content/projects", body, "/admin/content/projects/41");
  });

  it("an edit goes with the version shown and clears an emptied budget; the API's 422 lands on its field", async () => {
    const noAlt = "برای تصویر بارگذاری‌شده، متن جایگزین تصویر پروژه را بنویسید (آنچه تصویر نشان می‌دهد).";
    const user = form.openRefusedEdit(<ProjectForm item={savedProject()} />, fieldRefusal("cover_alt", noAlt));
    expect(form.shownValue(/^بودجه/)).toBe("۱۲۰,۰۰۰,۰۰۰");
    await user.clear(screen.getByLabelText(/^بودجه/));
    await form.saveChanges(user);
    const sent = { budget_toman: null, duration_months: 8, version: 3, cover: "/media/art/project/vibration.svg" };
    await form.expectEditRefused("/v1/admin/content/projects/12", sent, noAlt);
  });
});

describe("the discount code form", () => {
  const END = new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:30:00+03:30`);

  /** The code the new-code test types, as the desk sends it. */
  const SPRING_CODE = {
    code: "SPRING-1405",
    title: "جشنواره بهار",
    percent: 15,
    services: ["hot-desk"],
    starts_at: null,
    valid_until: END.toISOString(),
    max_uses: 50,
  };
  /** That code saved: a draft at version 2, as the API answers it. */
  const savedCoupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
    id: 7,
    ...SPRING_CODE,
    uses: 3,
    ...form.savedState(2, "/reservation"),
    ...overrides,
  });
  const endGroup = () => within(screen.getByRole("group", { name: "پایان اعتبار" }));

  it("sends what was typed and opens the new code's page", async () => {
    const user = form.openNew(<CouponForm services={SERVICES} />, savedCoupon({ id: 33 }));
    await user.type(screen.getByRole("textbox", { name: "کد" }), "spring-۱۴۰۵");
    await form.fillIn(user, [
      [/^درصد تخفیف/, "۱۵"],
      [/^عنوان کد تخفیف/, "جشنواره بهار"],
    ]);
    await user.click(screen.getByRole("checkbox", { name: "میز آزاد" }));
    await user.type(endGroup().getByLabelText("تاریخ"), toPersianDigits(`${nextYear}/01/20`));
    await user.type(endGroup().getByLabelText("ساعت"), "۲۳:۳۰");
    await user.type(screen.getByLabelText(/^حداکثر دفعات استفاده/), "۵۰");
    await form.saveDraft(user);
    await form.expectCreated("/v1/admin/content/coupons", SPRING_CODE, "/admin/content/coupons/33");
  });

  it("an edit goes with the version shown, clears an emptied end, and lands the API's code 422 on its field", async () => {
    const taken = "این کد پیش‌تر ساخته شده است؛ کد دیگری بنویسید.";
    const edit = <CouponForm services={SERVICES} item={savedCoupon()} />;
    const user = form.openRefusedEdit(edit, fieldRefusal("code", taken));
    expect(form.shownValue(/^درصد تخفیف/)).toBe("۱۵");
    expect((screen.getByRole("checkbox", { name: "میز آزاد" }) as HTMLInputElement).checked).toBe(true);
    await user.clear(endGroup().getByLabelText("تاریخ"));
    await user.clear(endGroup().getByLabelText("ساعت"));
    await form.retype(user, screen.getByRole("textbox", { name: "کد" }), "avinox10");
    await form.saveChanges(user);
    const sent = { code: "AVINOX10", percent: 15, services: ["hot-desk"], valid_until: null, max_uses: 50, version: 2 };
    await form.expectEditRefused("/v1/admin/content/coupons/7", sent, taken);
  });
});

describe("the branch form", () => {
  /** A published branch at version 2, as the API answers it. */
  const savedBranch = (overrides: Partial<AdminBranch> = {}): AdminBranch => ({
    id: 3,
    slug: "science-park",
    name: "شعبه مرکزی پارک علم و فناوری",
    description: "شعبه اصلی آوینوکس در پارک علم و فناوری کرمان.",
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری",
    city: "کرمان",
    phone: "034-31234567",
    hours: "شنبه تا چهارشنبه ۸ تا ۲۰",
    lat: 30.2839,
    lng: 57.0834,
    image: "/media/art/branch/science-park.svg",
    image_alt: "نمای ساختمان شعبه",
    closed_weekdays: [5],
    sort_order: 0,
    spaces_count: 3,
    ...form.savedState(2, "/workspaces?branch=science-park", "published"),
    ...overrides,
  });

  it("shows the week from Saturday and sends an edit as typed, with the version shown; a point outside Iran is refused", async () => {
    const user = form.openEdit(
      <BranchForm item={savedBranch()} />,
      savedBranch({ version: 3, closed_weekdays: [4, 5] }),
    );
    expect(screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "شنبه",
      "یکشنبه",
      "دوشنبه",
      "سه‌شنبه",
      "چهارشنبه",
      "پنجشنبه",
      "جمعه",
    ]);
    expect(form.shownValue(/^تلفن/)).toBe("۰۳۴-۳۱۲۳۴۵۶۷");

    await form.retype(user, screen.getByLabelText(/^عرض جغرافیایی/), "۵۱٫۵");
    await form.saveChanges(user);
    expect(await screen.findByText(/^مقدار عرض جغرافیایی باید/)).toBeTruthy();
    expect(api.patch).not.toHaveBeenCalled();

    await form.retype(user, screen.getByLabelText(/^عرض جغرافیایی/), "۳۰٫۲۹");
    await form.retype(user, screen.getByLabelText(/^تلفن/), "۰۳۴ ۳۲۲۲ ۱۱۰۰");
    await user.click(screen.getByRole("checkbox", { name: "پنجشنبه" }));
    await form.saveChanges(user);
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch.mock.calls[0]![0]).toBe("/v1/admin/content/branches/3");
    expect(api.patch.mock.calls[0]![1]).toMatchObject({
      lat: 30.29,
      lng: 57.0834,
      phone: "034-3222-1100",
      closed_weekdays: [4, 5],
      sort_order: 0,
      version: 2,
    });
  });

  it("lands the API's 422 on its field", async () => {
    const message = "ساعات کاری باید بین ۵ و ۱۵۰ نویسه باشد";
    const user = form.openRefusedEdit(<BranchForm item={savedBranch()} />, fieldRefusal("hours", message));
    await form.retype(user, screen.getByLabelText(/^ساعات کاری/), "همه روزه ۹ تا ۱۸");
    await form.saveChanges(user);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^ساعات کاری/).getAttribute("aria-invalid")).toBe("true");
  });
});
