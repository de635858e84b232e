// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "@/components/errors/error-screen";

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
