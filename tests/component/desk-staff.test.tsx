// @vitest-environment jsdom
// The team page's pieces: a number is added with a role, a reviewer's kinds only asked for a
// reviewer, the mobile checked before sending; taking someone off the team asks first, and the
// API's "the team needs an admin" refusal (409) is shown as it says it.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { DeskStaffMember } from "@/shared/types/desk";
import { allowModalDialogs } from "../support/dialog";

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/admin/staff",
  useSearchParams: () => new URLSearchParams(),
}));
const api = { post: vi.fn(), patch: vi.fn(), delete: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { AddStaffForm, StaffManager } = await import("@/components/desk/staff-manager");

const LAST_ADMIN = "تیم باید دست‌کم یک مدیر داشته باشد؛ پیش از این کار مدیر دیگری تعیین کنید.";

beforeAll(allowModalDialogs);

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

describe("adding a colleague", () => {
  it("asks a reviewer's kinds only for a reviewer, checks the mobile, and sends the number with its access", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({
      id: 9,
      name: "09131234567",
      mobile: "09131234567",
      role: "reviewer",
      role_label: "کارشناس بررسی درخواست‌ها",
      kinds: ["reservation"],
    });
    render(<AddStaffForm />);
    expect(screen.getByRole("group", { name: "انواع درخواستی که بررسی می‌کند" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("نقش"), "editor");
    expect(screen.queryByRole("group", { name: "انواع درخواستی که بررسی می‌کند" })).toBeNull();
    await user.selectOptions(screen.getByLabelText("نقش"), "reviewer");

    await user.type(screen.getByLabelText("شماره موبایل"), "0913");
    await user.click(screen.getByRole("button", { name: "افزودن به کارکنان" }));
    expect(await screen.findByText("مقدار شماره موبایل معتبر نیست")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("شماره موبایل"));
    await user.type(screen.getByLabelText("شماره موبایل"), "۰۹۱۳۱۲۳۴۵۶۷");
    await user.click(screen.getByRole("checkbox", { name: "رزرو فضای کار" }));
    await user.click(screen.getByRole("button", { name: "افزودن به کارکنان" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/staff", {
      mobile: "09131234567",
      role: "reviewer",
      kinds: ["reservation"],
    });
    expect(toasts).toEqual(["۰۹۱۳۱۲۳۴۵۶۷ با نقش «کارشناس بررسی درخواست‌ها (رزرو فضای کار)» به کارکنان افزوده شد."]);
  });
});

describe("the team", () => {
  const admin: DeskStaffMember = {
    id: 1,
    name: "مریم کاظمی",
    mobile: "09120000001",
    role: "admin",
    role_label: "مدیر",
    kinds: [],
  };

  it("removing asks first; the last admin's 409 is shown as the API says it", async () => {
    const user = userEvent.setup();
    api.delete.mockRejectedValue(
      new ApiError({ kind: "toast", status: 409, message: LAST_ADMIN, toast: `409 ${LAST_ADMIN}`, report: false }),
    );
    render(<StaffManager members={[admin]} meId={1} />);
    await user.click(screen.getByRole("button", { name: /حذف از کارکنان/ }));
    const dialog = screen.getByRole("dialog", { name: "حذف از کارکنان" });
    expect(dialog.textContent).toContain("مریم کاظمی (۰۹۱۲۰۰۰۰۰۰۱) دیگر به میز کار دسترسی نخواهد داشت.");
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "حذف از کارکنان" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").some((alert) => alert.textContent === LAST_ADMIN)).toBe(true),
    );
    expect(api.delete).toHaveBeenCalledWith("/v1/admin/staff/1", { shownByCaller: [409] });
    expect(router.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole("list", { name: "کارکنان" }).textContent).toContain("مریم کاظمی");
  });

  it("a member's access changes to a reviewer of some kinds", async () => {
    const user = userEvent.setup();
    const editor: DeskStaffMember = {
      id: 2,
      name: "امید رضایی",
      mobile: "09120000002",
      role: "editor",
      role_label: "ویراستار محتوا",
      kinds: [],
    };
    api.patch.mockResolvedValue({ ...editor, role: "reviewer", kinds: ["idea", "internship"] });
    render(<StaffManager members={[admin, editor]} meId={1} />);
    await user.click(screen.getByRole("button", { name: "تغییر دسترسی امید رضایی" }));
    const form = screen.getByRole("form", { name: "دسترسی امید رضایی" });
    await user.selectOptions(within(form).getByLabelText("نقش"), "reviewer");
    await user.click(within(form).getByRole("checkbox", { name: "ثبت ایده" }));
    await user.click(within(form).getByRole("checkbox", { name: "درخواست کارآموزی" }));
    await user.click(within(form).getByRole("button", { name: "ذخیره دسترسی" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/staff/2",
      { role: "reviewer", kinds: ["idea", "internship"] },
      { shownByCaller: [409] },
    );
  });
});
