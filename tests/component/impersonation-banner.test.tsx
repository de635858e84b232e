// @vitest-environment jsdom
// The 'login as' banner: it shows whose account this is and which admin is in it only while the
// hint cookie says so (a malformed one shows nothing), in a labelled region a keyboard reaches; its
// button signs out of the support session, and says so when that fails.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/profile/orders" }));
const api = { post: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));

const { ImpersonationBanner } = await import("@/components/layout/impersonation-banner");

const setHint = (value: string) => (document.cookie = `avinox_login_as=${encodeURIComponent(value)}; path=/`);

beforeEach(() => vi.clearAllMocks());
afterEach(() => void (document.cookie = "avinox_login_as=; path=/; max-age=0"));

describe("the 'login as' banner", () => {
  it("names the account and the admin, in Persian digits, with a button the keyboard reaches", async () => {
    setHint(JSON.stringify({ user: "09121234567", by: "کاوه مدیری" }));
    render(<ImpersonationBanner />);
    const region = await screen.findByRole("region", { name: "ورود پشتیبانی" });
    expect(region.textContent).toContain("شما با حساب «۰۹۱۲۱۲۳۴۵۶۷» وارد شده‌اید (ورود پشتیبانی توسط «کاوه مدیری»)");
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "پایان و بازگشت به حساب خودم" }));
  });

  it("shows nothing without a hint, or with a malformed one", () => {
    const { container, unmount } = render(<ImpersonationBanner />);
    expect(container.innerHTML).toBe("");
    unmount();
    setHint('{"user": 5}');
    expect(render(<ImpersonationBanner />).container.innerHTML).toBe("");
  });

  it("ends the support session through sign-out, and says so when that fails", async () => {
    setHint(JSON.stringify({ user: "رها نوروزی", by: "کاوه مدیری" }));
    api.post.mockRejectedValueOnce(new Error("offline"));
    render(<ImpersonationBanner />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "پایان و بازگشت به حساب خودم" }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith("/v1/user/logout"));
    expect((await screen.findByRole("alert")).textContent).toContain("پایان ورود پشتیبانی انجام نشد");
  });
});
