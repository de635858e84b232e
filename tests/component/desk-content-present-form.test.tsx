// @vitest-environment jsdom
// The content desk's present form: an empty form says in Persian what a present needs and sends
// nothing; a new present goes out as typed (prices in Persian digits read as numbers, what it
// includes one a line as a list, the Jalali last day as an instant, no slug or image when none was
// given) and the desk opens its page; a price before the discount below the price is refused in
// Persian; an edit carries the version shown and lands the API's slug 422 on its field.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminPresent } from "@/shared/types/presents";
import { api, expectEmptyFormRefused, fieldRefusal, resetDeskFormMocks, router } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);
vi.mock(
  "@/components/forms/rich-text-editor",
  async () => (await import("../support/desk-form-harness")).richTextEditorMock,
);

const { PresentForm } = await import("@/components/desk/content/present-form");

const DESCRIPTION = "یک ماه میز اشتراکی با **تخفیف نوروزی**.";
const nextYear = jalaliParts(new Date()).year + 1;
const LAST_DAY = new Date(`${gregorianFromJalali(nextYear, 1, 20).toISOString().slice(0, 10)}T23:59:59+03:30`);

/** A draft present at version 2, as the API answers it. */
function savedPresent(overrides: Partial<AdminPresent> = {}): AdminPresent {
  const now = new Date().toISOString();
  return {
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
    status: "draft",
    status_label: "پیش‌نویس",
    publish_at: null,
    is_public: false,
    version: 2,
    updated_at: now,
    created_at: now,
    url: "/presents/بسته-نوروزی",
    former_slugs: [],
    ...overrides,
  };
}

resetDeskFormMocks();

describe("a new present", () => {
  it("an empty form says in Persian what a present needs, and nothing is sent", async () => {
    await expectEmptyFormRefused(<PresentForm />, [
      "عنوان پیشنهاد الزامی است",
      "خلاصه پیشنهاد الزامی است",
      "درباره پیشنهاد الزامی است",
      "نوع پیشنهاد الزامی است",
    ]);
  });

  it("refuses a price before the discount below the price, then sends what was typed and opens the new present's page", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(savedPresent({ id: 33 }));
    render(<PresentForm />);
    await user.type(screen.getByLabelText(/^عنوان پیشنهاد/), "بسته نوروزی");
    await user.type(screen.getByLabelText(/^خلاصه پیشنهاد/), "یک ماه میز اشتراکی با تخفیف ویژه نوروز.");
    await user.type(screen.getByLabelText("درباره پیشنهاد"), DESCRIPTION);
    await user.selectOptions(screen.getByLabelText(/^نوع پیشنهاد/), "discount");
    await user.type(screen.getByLabelText(/^قیمت \(تومان\)/), "۱٬۵۰۰٬۰۰۰");
    await user.type(screen.getByLabelText(/^قیمت پیش از تخفیف/), "۱٬۰۰۰٬۰۰۰");
    await user.type(screen.getByLabelText(/^آنچه دریافت می‌کنید/), "یک ماه میز اشتراکی{enter}اینترنت پرسرعت");
    await user.type(screen.getByLabelText(/^آخرین روز استفاده/), toPersianDigits(`${nextYear}/01/20`));
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    expect(await screen.findByText("قیمت پیش از تخفیف باید از قیمت پیشنهاد بیشتر باشد.")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^قیمت پیش از تخفیف/));
    await user.type(screen.getByLabelText(/^قیمت پیش از تخفیف/), "۲٬۰۰۰٬۰۰۰");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/presents/33"));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/content/presents", {
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
    });
  });
});

describe("an edit", () => {
  it("goes with the version shown; the API's slug 422 lands on its field", async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValueOnce(fieldRefusal("slug", "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید."));
    render(<PresentForm item={savedPresent()} />);
    expect((screen.getByLabelText(/^قیمت \(تومان\)/) as HTMLInputElement).value).toBe("۱,۵۰۰,۰۰۰");
    await user.clear(screen.getByLabelText(/^نامک/));
    await user.type(screen.getByLabelText(/^نامک/), "welcome-pack");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    expect(await screen.findByText("این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.")).toBeTruthy();
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/presents/7",
      expect.objectContaining({
        slug: "welcome-pack",
        price_toman: 1_500_000,
        valid_until: null,
        version: 2,
        image: "/media/art/present/nowruz.svg",
      }),
      expect.anything(),
    );
  });
});
