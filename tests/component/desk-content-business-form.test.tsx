// @vitest-environment jsdom
// The content desk's business form: a new business goes out as typed (its founded year in Persian
// digits read as a number, no slug or picture when none was given) and the desk opens its page; an
// edit carries the version shown, clears an emptied website and lands the API's 422 on its field;
// an uploaded logo is saved with the text that describes it. (Its empty form's refusal:
// desk-content-forms.test.tsx.)
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminBusiness } from "@/shared/types/businesses";
import {
  expectCreated,
  expectEditRefused,
  fillIn,
  openEdit,
  openNew,
  openRefusedEdit,
  retype,
  saveChanges,
  saveDraft,
  savedState,
  shownValue,
} from "../support/desk-form";
import { api, fieldRefusal, resetDeskFormMocks, toasts } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);
vi.mock(
  "@/components/forms/rich-text-editor",
  async () => (await import("../support/desk-form-harness")).richTextEditorMock,
);

const { BusinessForm } = await import("@/components/desk/content/business-form");

const DESCRIPTION = "## آنچه می‌کنیم\nپسته رفسنجان را با **۳ درجه** کیفیت بسته‌بندی می‌کنیم.";
const LOGO = `/api/v1/media/images/img-${"b".repeat(32)}-296x296.webp`;

/** A draft business at version 4, as the API answers it. */
function savedBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return {
    id: 9,
    name: "پسته‌یار",
    slug: "pestehyar",
    tagline: "پسته رفسنجان، از باغ تا بازار",
    description: DESCRIPTION,
    category: "کشاورزی",
    stage: "mvp",
    stage_label: "نمونه اولیه",
    logo: "/media/art/logo/pestehyar.svg",
    logo_alt: null,
    cover: "/media/art/business/pestehyar.svg",
    cover_alt: null,
    website: "https://pestehyar.ir",
    founded_year: 1401,
    city: "کرمان",
    gallery: [],
    stats: [],
    timelines: [],
    members: [],
    ...savedState(4, "/businesses/pestehyar"),
    ...overrides,
  };
}

resetDeskFormMocks();

describe("a new business", () => {
  it("sends what was typed, the Persian year as a number, and opens the new business's page", async () => {
    const user = openNew(<BusinessForm />, savedBusiness({ id: 61 }));
    await fillIn(user, [
      [/^نام کسب‌وکار/, "پسته‌یار"],
      [/^معرفی کوتاه/, "پسته رفسنجان، از باغ تا بازار"],
      ["درباره کسب‌وکار", DESCRIPTION],
      [/^حوزه فعالیت/, "کشاورزی"],
      [/^مرحله رشد/, { option: "mvp" }],
      [/^سال شروع/, "۱۴۰۱"],
    ]);
    await saveDraft(user);

    const body = {
      name: "پسته‌یار",
      tagline: "پسته رفسنجان، از باغ تا بازار",
      description: DESCRIPTION,
      category: "کشاورزی",
      stage: "mvp",
      city: "کرمان",
      website: null,
      founded_year: 1401,
      logo_alt: null,
      cover_alt: null,
      gallery: [],
      stats: [],
      timelines: [],
      members: [],
    };
    await expectCreated("/v1/admin/content/businesses", body, "/admin/content/businesses/61");
    expect(toasts).toEqual(["پیش‌نویس «پسته‌یار» ساخته شد."]);
  });

  it("refuses a founded year still to come", async () => {
    const user = userEvent.setup();
    render(<BusinessForm />);
    const nextYear = jalaliParts(new Date()).year + 1;
    await user.type(screen.getByLabelText(/^سال شروع/), toPersianDigits(nextYear));
    await saveDraft(user);
    expect(
      await screen.findByText(`سال شروع باید سالی میان ۱۳۰۰ و ${toPersianDigits(nextYear - 1)} باشد (به تاریخ شمسی).`),
    ).toBeTruthy();
  });
});

describe("an edit", () => {
  it("goes with the version shown and clears an emptied website; the API's 422 lands on its field", async () => {
    const refusal = fieldRefusal("slug", "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.");
    const user = openRefusedEdit(<BusinessForm business={savedBusiness()} />, refusal);
    expect(shownValue(/^سال شروع/)).toBe("۱۴۰۱");
    await user.clear(screen.getByLabelText(/^وب‌سایت/));
    await retype(user, screen.getByLabelText(/^نامک/), "rules");
    await saveChanges(user);
    await expectEditRefused(
      "/v1/admin/content/businesses/9",
      { slug: "rules", website: null, founded_year: 1401, version: 4, logo: "/media/art/logo/pestehyar.svg" },
      "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.",
    );
  });

  it("an uploaded logo is saved with the text that describes it", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({
      id: 3,
      purpose: "logo",
      alt: "نشان سبز پسته‌یار",
      url: LOGO,
      width: 296,
      height: 296,
    });
    api.patch.mockResolvedValue(savedBusiness({ logo: LOGO, logo_alt: "نشان سبز پسته‌یار", version: 5 }));
    render(<BusinessForm business={savedBusiness()} />);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    const [logoFile] = screen.getAllByLabelText("فایل تصویر");
    await user.upload(logoFile!, file);
    const [logoAlt] = screen.getAllByLabelText(/^متن جایگزین تصویر/);
    await user.type(logoAlt!, "نشان سبز پسته‌یار");
    const [uploadLogo] = screen.getAllByRole("button", { name: "بارگذاری تصویر" });
    await user.click(uploadLogo!);
    await waitFor(() => expect(toasts).toContain("نشان بارگذاری شد؛ با ذخیره فرم روی کسب‌وکار می‌نشیند."));
    const sent = api.post.mock.calls[0]![1] as FormData;
    expect(sent.get("purpose")).toBe("logo");
    await saveChanges(user);
    await waitFor(() => expect(api.patch).toHaveBeenCalled());
    expect(api.patch.mock.calls[0]![1]).toMatchObject({ logo: LOGO, logo_alt: "نشان سبز پسته‌یار", version: 4 });
  });
});

describe("the figures, the path and the team", () => {
  it("are shown as typed on an edit, and go out in their order: numbers as numbers, days as Tehran's noon, a member without a photo for the drawn face", async () => {
    const business = savedBusiness({
      stats: [{ label: "کاربر فعال", value: 1200, unit: "نفر" }],
      timelines: [
        {
          title: "ساخت نمونه",
          year: 1401,
          items: [
            {
              title: "نخستین مشتری",
              description: "فروش نخستین بسته‌ها به بازار کرمان.",
              happened_at: "2022-08-03T08:30:00.000Z",
            },
          ],
        },
      ],
      members: [{ name: "سارا کریمی", role: "هم‌بنیان‌گذار", avatar: "/media/art/avatar/sara.svg" }],
    });
    const user = openEdit(<BusinessForm business={business} />, business);
    expect(shownValue(/^عدد\*?$/)).toBe("۱۲۰۰");
    expect(shownValue(/^سال فصل/)).toBe("۱۴۰۱");
    expect(shownValue(/^تاریخ رویداد مسیر/)).toBe("۱۴۰۱/۰۵/۱۲");

    // A second figure, typed in Persian digits, moved above the first.
    await user.click(screen.getByRole("button", { name: "افزودن عدد" }));
    expect(document.activeElement).toBe(screen.getAllByLabelText(/^عنوان عدد/)[1]);
    await user.type(screen.getAllByLabelText(/^عنوان عدد/)[1]!, "قرارداد");
    await user.type(screen.getAllByLabelText(/^عدد\*?$/)[1]!, "۳۵");
    await user.click(screen.getByRole("button", { name: /^بالاتر\s*عدد ۲$/ }));
    // A new member, without a photo.
    await user.click(screen.getByRole("button", { name: "افزودن عضو" }));
    await user.type(screen.getAllByLabelText(/^نام عضو/)[1]!, "رضا امینی");
    await user.type(screen.getAllByLabelText(/^نقش عضو/)[1]!, "مدیر فروش");
    await saveChanges(user);

    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    const body = api.patch.mock.calls[0]![1] as Record<string, unknown>;
    expect(body.stats).toEqual([
      { label: "قرارداد", value: 35, unit: null },
      { label: "کاربر فعال", value: 1200, unit: "نفر" },
    ]);
    // The path goes back as it came: ۱۴۰۱/۰۵/۱۲ is 3 August 2022; noon in Tehran (+03:30) is 08:30 UTC.
    expect(body.timelines).toEqual(business.timelines);
    expect(body.members).toEqual([
      { name: "سارا کریمی", role: "هم‌بنیان‌گذار", avatar: "/media/art/avatar/sara.svg" },
      { name: "رضا امینی", role: "مدیر فروش" },
    ]);
  });

  it("refuses a moment's day that is not a Jalali date, in Persian, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<BusinessForm business={savedBusiness()} />);
    await user.click(screen.getByRole("button", { name: "افزودن فصل" }));
    await fillIn(user, [
      [/^عنوان فصل/, "رشد"],
      [/^سال فصل/, "۱۴۰۲"],
    ]);
    await user.click(screen.getByRole("button", { name: "افزودن رویداد به فصل ۱" }));
    await fillIn(user, [
      [/^عنوان رویداد مسیر/, "جذب سرمایه"],
      [/^شرح رویداد مسیر/, "نخستین دور سرمایه بذری."],
      [/^تاریخ رویداد مسیر/, "۱۴۰۲/۱۳/۴۰"],
    ]);
    await saveChanges(user);
    expect(await screen.findByText("تاریخ رویداد مسیر معتبر نیست؛ آن را مانند ۱۴۰۳/۰۵/۱۲ بنویسید.")).toBeTruthy();
    expect(api.patch).not.toHaveBeenCalled();
  });
});
