// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "@/components/errors/error-screen";
import { RouteError } from "@/components/errors/route-error";

const cases: Array<[number, string]> = [
  [400, "درخواست شما با مشکل مواجه شده است"],
  [401, "شما دسترسی برای انجام این عملیات ندارید"],
  [403, "شما دسترسی به این صفحه را ندارید"],
  [404, "صفحه‌ای که دنبال آن بودید، پیدا نشد"],
  [429, "شما درخواست‌های زیادی داشته‌اید"],
  [499, "درخواست شما نیمه‌کاره ماند"],
  [500, "مشکلی در سرور به وجود آمده است"],
  [503, "در حال حاضر سایت در دسترس نیست"],
  [504, "درخواست شما با مشکل مواجه شده است"],
  [418, "خطای غیرمنتظره‌ای رخ داده است"],
];

describe("error screen", () => {
  it.each(cases)("shows the Persian message of %i and a home button", (status, message) => {
    render(<ErrorScreen status={status} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(message);
    const home = screen.getByRole("link", { name: "صفحه اصلی" });
    expect(home.getAttribute("href")).toBe("/");
  });

  it("tells a signed-out visitor to sign in first on 401, and to wait on 429", () => {
    const { unmount } = render(<ErrorScreen status={401} />);
    expect(screen.getByText(/ابتدا وارد حساب کاربری خود شوید/)).toBeTruthy();
    unmount();
    render(<ErrorScreen status={429} />);
    expect(screen.getByText(/کمی صبر کنید/)).toBeTruthy();
  });

  it("marks unknown statuses as 'other'", () => {
    render(<ErrorScreen status={418} />);
    expect(screen.getByTestId("error-screen").getAttribute("data-status")).toBe("other");
  });
});

describe("a page whose API failed", () => {
  const failed = (digest: string) => Object.assign(new Error("hidden in production"), { digest });

  it("says the site is not available and that no answer came, when the API gave none (503)", () => {
    render(<RouteError error={failed("AVINOX_API_STATUS;503;no-response")} reset={() => {}} asMain />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("در حال حاضر سایت در دسترس نیست");
    expect(screen.getByText("پاسخی از سرور دریافت نشد.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeTruthy();
  });

  it("keeps the 503 description when the API itself answered 503", () => {
    render(<RouteError error={failed("AVINOX_API_STATUS;503")} reset={() => {}} asMain />);
    expect(screen.queryByText("پاسخی از سرور دریافت نشد.")).toBeNull();
    expect(screen.getByText(/لطفاً کمی بعد دوباره سر بزنید/)).toBeTruthy();
  });

  it("shows SPEC's 504 message (the 400 one) for a time-out, with a retry", () => {
    render(<RouteError error={failed("AVINOX_API_STATUS;504")} reset={() => {}} asMain />);
    expect(screen.getByTestId("error-screen").getAttribute("data-status")).toBe("504");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("درخواست شما با مشکل مواجه شده است");
    expect(screen.getByRole("button", { name: "تلاش دوباره" })).toBeTruthy();
  });
});
