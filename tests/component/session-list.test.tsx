// @vitest-environment jsdom
// The sessions list: ending another device's session announces it and takes it off the list;
// ending this device's signs out and goes home.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/profile/sessions",
  useSearchParams: () => new URLSearchParams(),
}));
const api = { post: vi.fn(async (_url: string, body: { id: number }) => ({ id: body.id, current: body.id === 1 })) };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { SessionList } = await import("@/components/account/session-list");
const { sessionStore } = await import("@/lib/auth/session");

const rows = [
  {
    id: 1,
    device: "کروم روی اندروید",
    lastUsed: "۱ آذر ۱۴۰۵، ساعت ۱۰:۰۰",
    signedIn: "۱ مهر ۱۴۰۵، ساعت ۰۹:۰۰",
    current: true,
  },
  {
    id: 2,
    device: "فایرفاکس روی ویندوز",
    lastUsed: "۲۸ آبان ۱۴۰۵، ساعت ۲۲:۱۵",
    signedIn: "۱ آبان ۱۴۰۵، ساعت ۰۸:۰۰",
    current: false,
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

describe("session list", () => {
  it("marks this device and names every button", () => {
    render(<SessionList sessions={rows} />);
    const list = screen.getByRole("list", { name: "نشست‌های فعال" });
    const [mine, other] = within(list).getAllByRole("listitem");
    expect(within(mine!).getByText("همین دستگاه")).toBeTruthy();
    expect(within(mine!).getByRole("button", { name: "خروج از این دستگاه (کروم روی اندروید)" })).toBeTruthy();
    expect(
      within(other!).getByRole("button", {
        name: "پایان نشست فایرفاکس روی ویندوز، آخرین استفاده ۲۸ آبان ۱۴۰۵، ساعت ۲۲:۱۵",
      }),
    ).toBeTruthy();
  });

  it("ends another session: announced politely, taken off the list", async () => {
    render(<SessionList sessions={rows} />);
    await userEvent.click(screen.getByRole("button", { name: /^پایان نشست فایرفاکس/ }));
    expect(api.post).toHaveBeenCalledWith("/v1/user/sessions/revoke", { id: 2 });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("نشست «فایرفاکس روی ویندوز» پایان یافت."));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("ending this device's session signs out and goes home", async () => {
    sessionStore.set({ status: "signed-in", name: "سارا" });
    render(<SessionList sessions={rows} />);
    await userEvent.click(screen.getByRole("button", { name: /^خروج از این دستگاه/ }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/"));
    expect(sessionStore.get().status).toBe("anonymous");
    expect(toasts).toEqual(["از حساب کاربری خارج شدید"]);
  });
});
