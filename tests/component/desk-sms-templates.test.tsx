// @vitest-environment jsdom
// The status SMS editor (admins): each text counts its characters and SMS parts as it will be sent
// (placeholders filled), warns of a {name} the site does not fill, saves with PUT, puts the API's
// 422 under the field, and goes back to the default.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { DeskSmsTemplate } from "@/shared/types/desk";

const api = { request: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { SmsTemplateEditor, smsLength } = await import("@/components/desk/sms-template-editor");

const DEFAULT_APPROVED = "«{kind}» شما با کد پیگیری {code} در آوینوکس تایید شد. برای هماهنگی با شما تماس می‌گیریم.";
const templates: DeskSmsTemplate[] = [
  {
    kind: "reservation",
    kind_label: "رزرو فضای کار",
    status: "approved",
    status_label: "تایید شد",
    text: DEFAULT_APPROVED,
    custom: false,
  },
  {
    kind: "reservation",
    kind_label: "رزرو فضای کار",
    status: "rejected",
    status_label: "رد شد",
    text: "رد شد {code}",
    custom: true,
  },
  {
    kind: "contact",
    kind_label: "پیام تماس با ما",
    status: "contacted",
    status_label: "تماس گرفته شد",
    text: "{code}",
    custom: false,
  },
];

const approvedForm = () => screen.getByRole("form", { name: "پیامک رزرو فضای کار: تایید شد" });

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

describe("SMS length", () => {
  it("counts Persian as UCS-2 (70 in one SMS, 67 a part) and plain ASCII as 160/153", () => {
    expect(smsLength("")).toEqual({ characters: 0, parts: 0 });
    expect(smsLength("ب".repeat(70))).toEqual({ characters: 70, parts: 1 });
    expect(smsLength("ب".repeat(71))).toEqual({ characters: 71, parts: 2 });
    expect(smsLength("ب".repeat(135))).toEqual({ characters: 135, parts: 3 });
    expect(smsLength("a".repeat(160))).toEqual({ characters: 160, parts: 1 });
    expect(smsLength("a".repeat(161))).toEqual({ characters: 161, parts: 2 });
  });
});

describe("the SMS template editor", () => {
  it("groups the texts by kind and says which are the default", () => {
    render(<SmsTemplateEditor templates={templates} />);
    expect(screen.getByRole("heading", { level: 2, name: "رزرو فضای کار" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "پیام تماس با ما" })).toBeTruthy();
    expect(within(approvedForm()).getByText("متن پیش‌فرض")).toBeTruthy();
    expect(within(approvedForm()).queryByRole("button", { name: "بازگشت به متن پیش‌فرض" })).toBeNull();
    const rejected = screen.getByRole("form", { name: "پیامک رزرو فضای کار: رد شد" });
    expect(within(rejected).getByText("متن نوشته‌شده")).toBeTruthy();
    expect(within(rejected).getByRole("button", { name: "بازگشت به متن پیش‌فرض" })).toBeTruthy();
  });

  it("counts the SMS as sent (placeholders filled) in Persian digits, and warns of an unknown placeholder", async () => {
    const user = userEvent.setup();
    render(<SmsTemplateEditor templates={templates} />);
    const field = within(approvedForm()).getByLabelText("متن پیامک «تایید شد»");
    await user.clear(field);
    await user.type(field, "کد {{code}");
    // "کد " + AVX-7K3M-Q9TP (13): 16 characters, Persian: one SMS; the text itself has 9.
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(approvedForm().textContent).toContain("۹ از ۳۰۰ نویسه");
    expect(approvedForm().textContent).toContain("۱۶ نویسه، ۱ پیامک");
    expect(within(approvedForm()).getByText(/پیش‌نمایش/).parentElement?.textContent).toContain("کد AVX-7K3M-Q9TP");

    await user.type(field, " {{name}");
    expect(within(approvedForm()).getByText("{name}")).toBeTruthy();
    expect(approvedForm().textContent).toContain("را سامانه نمی‌شناسد");
  });

  it("saves with PUT and shows the saved text as written", async () => {
    const user = userEvent.setup();
    api.request.mockResolvedValue({ data: { ...templates[0], text: "تایید شد {code}", custom: true } });
    render(<SmsTemplateEditor templates={templates} />);
    const field = within(approvedForm()).getByLabelText("متن پیامک «تایید شد»");
    await user.clear(field);
    await user.type(field, "تایید شد {{code}");
    await user.click(within(approvedForm()).getByRole("button", { name: "ذخیره" }));
    await waitFor(() => expect(within(approvedForm()).getByText("متن نوشته‌شده")).toBeTruthy());
    expect(api.request).toHaveBeenCalledWith("PUT", "/v1/admin/sms-templates", {
      kind: "reservation",
      status: "approved",
      text: "تایید شد {code}",
    });
    expect(toasts).toEqual(["متن پیامک «رزرو فضای کار: تایید شد» ذخیره شد."]);
    expect(within(approvedForm()).getByRole("button", { name: "بازگشت به متن پیش‌فرض" })).toBeTruthy();
  });

  it("puts the API's 422 on the field, in Persian, and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = "متن پیامک نباید بیشتر از ۳۰۰ کاراکتر باشد";
    api.request.mockRejectedValue(
      new ApiError({ kind: "validation", status: 422, fields: [{ field: "text", message }], message }),
    );
    render(<SmsTemplateEditor templates={templates} />);
    const field = within(approvedForm()).getByLabelText("متن پیامک «تایید شد»");
    await user.clear(field);
    await user.type(field, "خیلی بلند");
    await user.click(within(approvedForm()).getByRole("button", { name: "ذخیره" }));
    expect(await within(approvedForm()).findByText(message)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    expect((field as HTMLTextAreaElement).value).toBe("خیلی بلند");
    expect(within(approvedForm()).getByText("متن پیش‌فرض")).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it("goes back to the default: sends an empty text and shows the default the API answers", async () => {
    const user = userEvent.setup();
    api.request.mockResolvedValue({
      data: { ...templates[1], text: "متأسفیم، «{kind}» شما پذیرفته نشد.", custom: false },
    });
    render(<SmsTemplateEditor templates={templates} />);
    const rejected = screen.getByRole("form", { name: "پیامک رزرو فضای کار: رد شد" });
    await user.click(within(rejected).getByRole("button", { name: "بازگشت به متن پیش‌فرض" }));
    await waitFor(() => expect(within(rejected).getByText("متن پیش‌فرض")).toBeTruthy());
    expect(api.request).toHaveBeenCalledWith("PUT", "/v1/admin/sms-templates", {
      kind: "reservation",
      status: "rejected",
      text: "",
    });
    expect((within(rejected).getByLabelText("متن پیامک «رد شد»") as HTMLTextAreaElement).value).toBe(
      "متأسفیم، «{kind}» شما پذیرفته نشد.",
    );
    expect(within(rejected).queryByRole("button", { name: "بازگشت به متن پیش‌فرض" })).toBeNull();
  });
});
