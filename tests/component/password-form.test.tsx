// @vitest-environment jsdom
// The profile's password page: a code-only account sets its first password with a code to its own
// number; an account with one changes it with the current password or a code. SPEC §5's password
// and `confirmed` messages, the server's 422 on the current password's field, and after saving a
// toast, a notice, an empty form and the heading that fits.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";

const identity = (hasPassword: boolean) => ({
  id: 7,
  username: "09121234567",
  mobile: "09121234567",
  full_name: null,
  has_password: hasPassword,
  is_complete: false,
});
const calls: Array<{ url: string; body: unknown; channel: string }> = [];
let wrongCurrent = false;
function channel(name: string) {
  return {
    post: vi.fn(async (url: string, body: unknown) => {
      calls.push({ url, body, channel: name });
      if (url === "/v1/security/send-password-code") return { remind_valid_time: 120, code_length: 6 };
      if (url === "/v1/security/change-password" && wrongCurrent) {
        throw new ApiError({
          kind: "validation",
          status: 422,
          fields: [{ field: "current_password", message: "رمز عبور فعلی نادرست است." }],
          message: "رمز عبور فعلی نادرست است.",
        });
      }
      return { identity: identity(true) };
    }),
  };
}
const signedInChannel = channel("auth");
const anonymousChannel = channel("public");
vi.mock("@/lib/api/browser", () => ({ authApi: () => signedInChannel, publicApi: () => anonymousChannel }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { PasswordForm } = await import("@/components/account/password-form");

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  wrongCurrent = false;
});

const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;

describe("password page", () => {
  it("a code-only account: sets its first password with a code to its own number", async () => {
    const user = userEvent.setup();
    render(<PasswordForm hasPassword={false} mobile="09121234567" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تعیین رمز عبور");
    // No current password to offer.
    expect(screen.queryByLabelText("رمز عبور فعلی")).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();

    await user.click(screen.getByRole("button", { name: "ارسال کد تایید" }));
    expect(calls).toEqual([
      { url: "/v1/security/send-password-code", body: { number: "09121234567" }, channel: "public" },
    ]);
    expect(await screen.findByText(/ارسال دوباره کد تا/)).toBeTruthy();
    expect(field("کد تایید").maxLength).toBe(6);

    await user.type(field("کد تایید"), "۱۲۳۴۵۶");
    await user.type(field("رمز عبور تازه"), "abc");
    await user.type(field("تکرار رمز عبور تازه"), "abd");
    await user.click(screen.getByRole("button", { name: "تعیین رمز عبور" }));
    expect(
      await screen.findByText("رمز عبور تازه باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد"),
    ).toBeTruthy();
    await user.clear(field("رمز عبور تازه"));
    await user.type(field("رمز عبور تازه"), "First@123");
    await user.clear(field("تکرار رمز عبور تازه"));
    await user.type(field("تکرار رمز عبور تازه"), "First@124");
    await user.click(screen.getByRole("button", { name: "تعیین رمز عبور" }));
    expect(await screen.findByText("رمز عبور تازه با تکرار آن مطابقت ندارد")).toBeTruthy();
    expect(calls).toHaveLength(1);

    await user.clear(field("تکرار رمز عبور تازه"));
    await user.type(field("تکرار رمز عبور تازه"), "First@123");
    await user.click(screen.getByRole("button", { name: "تعیین رمز عبور" }));
    await waitFor(() => expect(toasts).toEqual(["رمز عبور شما تعیین شد"]));
    expect(calls.at(-1)).toEqual({
      url: "/v1/security/validate-code-password",
      body: { code: "123456", password: "First@123", password_confirmation: "First@123" },
      channel: "auth",
    });
    expect(screen.getByRole("status").textContent).toContain("نشست‌های دیگر حساب شما پایان یافت");
    // The account has a password now: the page offers to change it, with an empty form.
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تغییر رمز عبور");
    expect(field("رمز عبور فعلی").value).toBe("");
    expect(field("رمز عبور تازه").value).toBe("");
  });

  it("an account with a password: the wrong current one is refused on its field, the right one changes it and the form clears", async () => {
    const user = userEvent.setup();
    render(<PasswordForm hasPassword mobile="09121234567" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("تغییر رمز عبور");
    expect((screen.getByRole("radio", { name: "با رمز عبور فعلی" }) as HTMLInputElement).checked).toBe(true);

    wrongCurrent = true;
    await user.type(field("رمز عبور فعلی"), "Wrong@123");
    await user.type(field("رمز عبور تازه"), "New@1234");
    await user.type(field("تکرار رمز عبور تازه"), "New@1234");
    await user.click(screen.getByRole("button", { name: "تغییر رمز عبور" }));
    expect(await screen.findByText("رمز عبور فعلی نادرست است.")).toBeTruthy();
    expect(field("رمز عبور فعلی").getAttribute("aria-invalid")).toBe("true");
    expect(field("رمز عبور تازه").value).toBe("New@1234");
    expect(toasts).toEqual([]);

    wrongCurrent = false;
    await user.clear(field("رمز عبور فعلی"));
    await user.type(field("رمز عبور فعلی"), "Old@1234");
    await user.click(screen.getByRole("button", { name: "تغییر رمز عبور" }));
    await waitFor(() => expect(toasts).toEqual(["رمز عبور شما تغییر کرد"]));
    expect(calls.at(-1)).toEqual({
      url: "/v1/security/change-password",
      body: { current_password: "Old@1234", password: "New@1234", password_confirmation: "New@1234" },
      channel: "auth",
    });
    await waitFor(() => expect(field("رمز عبور فعلی").value).toBe(""));
    expect(field("رمز عبور تازه").value).toBe("");
    expect(field("تکرار رمز عبور تازه").value).toBe("");
  });

  it("an account with a password may use a code instead", async () => {
    const user = userEvent.setup();
    render(<PasswordForm hasPassword mobile="09121234567" />);
    await user.click(screen.getByRole("radio", { name: "با کد پیامکی" }));
    expect(screen.queryByLabelText("رمز عبور فعلی")).toBeNull();
    await user.click(screen.getByRole("button", { name: "ارسال کد تایید" }));
    await user.type(field("کد تایید"), "654321");
    await user.type(field("رمز عبور تازه"), "New@1234");
    await user.type(field("تکرار رمز عبور تازه"), "New@1234");
    await user.click(screen.getByRole("button", { name: "تغییر رمز عبور" }));
    await waitFor(() => expect(toasts).toEqual(["رمز عبور شما تغییر کرد"]));
    expect(calls.map((c) => c.url)).toEqual(["/v1/security/send-password-code", "/v1/security/validate-code-password"]);
  });
});
