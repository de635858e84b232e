// @vitest-environment jsdom
// The content desk's discount code form: an empty form says in Persian what a code needs and sends
// nothing; a new code goes out as typed (the percent and limit in Persian digits read as numbers,
// the chosen services by slug, the end a Jalali date and time on Tehran's clock sent as an instant,
// an empty start as null) and the desk opens its page; an edit carries the version shown, clears an
// emptied bound, and lands the API's "code taken" 422 on the code.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminCoupon } from "@/shared/types/coupons";
import { api, expectEmptyFormRefused, fieldRefusal, resetDeskFormMocks, router } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);

const { CouponForm } = await import("@/components/desk/content/coupon-form");

const SERVICES = [
  { slug: "hot-desk", title: "میز آزاد" },
  { slug: "meeting-room", title: "سالن جلسه" },
];
const nextYear = jalaliParts(new Date()).year + 1;
const END = new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:30:00+03:30`);

/** A draft code at version 2, as the API answers it. */
function savedCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  const now = new Date().toISOString();
  return {
    id: 7,
    code: "SPRING-1405",
    title: "جشنواره بهار",
    percent: 15,
    services: ["hot-desk"],
    starts_at: null,
    valid_until: END.toISOString(),
    max_uses: 50,
    uses: 3,
    status: "draft",
    status_label: "پیش‌نویس",
    publish_at: null,
    is_public: false,
    version: 2,
    updated_at: now,
    created_at: now,
    url: "/reservation",
    former_slugs: [],
    ...overrides,
  };
}

resetDeskFormMocks();

describe("a new discount code", () => {
  it("an empty form says in Persian what a code needs, and nothing is sent", async () => {
    await expectEmptyFormRefused(<CouponForm services={SERVICES} />, [
      "کد تخفیف الزامی است",
      "عنوان کد تخفیف الزامی است",
      "درصد تخفیف الزامی است",
    ]);
  });

  it("sends what was typed and opens the new code's page", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(savedCoupon({ id: 33 }));
    render(<CouponForm services={SERVICES} />);
    await user.type(screen.getByRole("textbox", { name: "کد" }), "spring-۱۴۰۵");
    await user.type(screen.getByLabelText(/^درصد تخفیف/), "۱۵");
    await user.type(screen.getByLabelText(/^عنوان کد تخفیف/), "جشنواره بهار");
    await user.click(screen.getByRole("checkbox", { name: "میز آزاد" }));
    const end = screen.getByRole("group", { name: "پایان اعتبار" });
    await user.type(within(end).getByLabelText("تاریخ"), toPersianDigits(`${nextYear}/01/20`));
    await user.type(within(end).getByLabelText("ساعت"), "۲۳:۳۰");
    await user.type(screen.getByLabelText(/^حداکثر دفعات استفاده/), "۵۰");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/coupons/33"));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/content/coupons", {
      code: "SPRING-1405",
      title: "جشنواره بهار",
      percent: 15,
      services: ["hot-desk"],
      starts_at: null,
      valid_until: END.toISOString(),
      max_uses: 50,
    });
  });
});

describe("an edit", () => {
  it("goes with the version shown, clears an emptied end, and lands the API's code 422 on its field", async () => {
    const user = userEvent.setup();
    const taken = "این کد پیش‌تر ساخته شده است؛ کد دیگری بنویسید.";
    api.patch.mockRejectedValueOnce(fieldRefusal("code", taken));
    render(<CouponForm services={SERVICES} item={savedCoupon()} />);
    expect((screen.getByLabelText(/^درصد تخفیف/) as HTMLInputElement).value).toBe("۱۵");
    expect((screen.getByRole("checkbox", { name: "میز آزاد" }) as HTMLInputElement).checked).toBe(true);
    const end = screen.getByRole("group", { name: "پایان اعتبار" });
    await user.clear(within(end).getByLabelText("تاریخ"));
    await user.clear(within(end).getByLabelText("ساعت"));
    await user.clear(screen.getByRole("textbox", { name: "کد" }));
    await user.type(screen.getByRole("textbox", { name: "کد" }), "avinox10");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/coupons/7",
      expect.objectContaining({
        code: "AVINOX10",
        percent: 15,
        services: ["hot-desk"],
        valid_until: null,
        max_uses: 50,
        version: 2,
      }),
      expect.anything(),
    );
  });
});
