// @vitest-environment jsdom
// The groups content is filed under, in the desk (the FAQ's categories and the career units share
// one editor): each listed group's form holds its values in Persian digits and saves what was
// changed; a new group goes out without a slug when none was typed (the API makes one) and is named
// in the toast; an empty name is refused in Persian before anything is sent; the API's 422 lands on
// its field with the typed text kept; only an empty group offers removal, behind a confirmation.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { AdminFaqCategory, AdminJobUnit } from "@/shared/types/content";
import { allowModalDialogs } from "../support/dialog";

const { router, api, toasts } = vi.hoisted(() => ({
  router: { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() },
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  toasts: [] as string[],
}));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/admin/content/faq/categories" }));
vi.mock("@/lib/api/browser", () => ({ authApi: () => api }));
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => toasts.push(text) }));

const { JobUnits } = await import("@/components/desk/content/job-units");
const { FaqCategories } = await import("@/components/desk/content/faq-categories");

const unit = (overrides: Partial<AdminJobUnit> = {}): AdminJobUnit => ({
  id: 3,
  name: "تیم فنی",
  slug: "tech",
  description: "برنامه‌نویسی و زیرساخت آوینوکس.",
  sort_order: 12,
  positions_count: 4,
  open_positions_count: 2,
  ...overrides,
});

const category = (overrides: Partial<AdminFaqCategory> = {}): AdminFaqCategory => ({
  id: 5,
  title: "رزرو و فضای کار",
  slug: "reservation",
  description: "پرسش‌های رزرو میز و اتاق.",
  sort_order: 1,
  items_count: 0,
  public_items_count: 0,
  ...overrides,
});

beforeAll(allowModalDialogs);
beforeEach(() => void toasts.splice(0));
afterEach(() => vi.clearAllMocks());

describe("the career units", () => {
  it("shows each unit's values and counts in Persian digits and saves an edit", async () => {
    const user = userEvent.setup();
    api.patch.mockResolvedValue(unit({ name: "تیم فنی و داده" }));
    render(<JobUnits units={[unit()]} />);
    const form = screen.getByRole("form", { name: "ویرایش واحد تیم فنی" });
    expect((within(form).getByLabelText("ترتیب نمایش") as HTMLInputElement).value).toBe("۱۲");
    expect(screen.getByText("۴ موقعیت")).toBeTruthy();
    expect(screen.getByText("۲ موقعیت باز در سایت")).toBeTruthy();
    // A unit with positions cannot be removed.
    expect(screen.queryByRole("button", { name: /حذف واحد/ })).toBeNull();

    await user.clear(within(form).getByLabelText("نام واحد"));
    await user.type(within(form).getByLabelText("نام واحد"), "تیم فنی و داده");
    await user.click(within(form).getByRole("button", { name: "ذخیره واحد" }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch.mock.calls[0]![0]).toBe("/v1/admin/content/jobs/units/3");
    expect(api.patch.mock.calls[0]![1]).toMatchObject({ name: "تیم فنی و داده", slug: "tech", sort_order: 12 });
    expect(toasts).toEqual(["واحد «تیم فنی و داده» ذخیره شد."]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("makes a new unit without a slug when none was typed, and refuses an empty name in Persian first", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(unit({ id: 9, name: "بازاریابی", slug: "marketing" }));
    render(<JobUnits units={[]} />);
    const form = screen.getByRole("form", { name: "واحد تازه" });
    await user.click(within(form).getByRole("button", { name: "ساختن واحد" }));
    await waitFor(() => expect(form.textContent).toContain("نام واحد"));
    expect(within(form).getByLabelText("نام واحد").getAttribute("aria-invalid")).toBe("true");
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText("نام واحد"), "بازاریابی");
    await user.type(within(form).getByLabelText("توضیح واحد"), "فروش و ارتباط با مشتری.");
    await user.type(within(form).getByLabelText("ترتیب نمایش"), "۳");
    await user.click(within(form).getByRole("button", { name: "ساختن واحد" }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const body = api.post.mock.calls[0]![1] as Record<string, unknown>;
    expect(body).toMatchObject({ name: "بازاریابی", description: "فروش و ارتباط با مشتری.", sort_order: 3 });
    expect(body).not.toHaveProperty("slug");
    expect(toasts).toEqual(["واحد «بازاریابی» ساخته شد."]);
    // The form is empty again for the next one.
    expect((within(form).getByLabelText("نام واحد") as HTMLInputElement).value).toBe("");
  });

  it("puts the API's 422 on its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const taken = "این نامک پیش‌تر برای واحد دیگری به کار رفته است.";
    api.patch.mockRejectedValue(new ApiError({ kind: "validation", status: 422, message: taken, fields: [{ field: "slug", message: taken }], toast: undefined } as never));
    render(<JobUnits units={[unit()]} />);
    const form = screen.getByRole("form", { name: "ویرایش واحد تیم فنی" });
    await user.clear(within(form).getByLabelText("نامک"));
    await user.type(within(form).getByLabelText("نامک"), "design");
    await user.click(within(form).getByRole("button", { name: "ذخیره واحد" }));
    await waitFor(() => expect(form.textContent).toContain(taken));
    expect((within(form).getByLabelText("نامک") as HTMLInputElement).value).toBe("design");
    expect(toasts).toEqual([]);
  });
});

describe("the FAQ's categories", () => {
  it("links a category's questions, and removes an empty one after asking", async () => {
    const user = userEvent.setup();
    api.delete.mockResolvedValue(null);
    render(<FaqCategories categories={[category(), category({ id: 6, title: "پرداخت", slug: "payment", items_count: 3, public_items_count: 1 })]} />);
    expect(screen.getByRole("link", { name: /^۳ پرسش\s*در پرداخت$/ }).getAttribute("href")).toBe("/admin/content/faq?category_id=6");
    expect(screen.getAllByRole("button", { name: /حذف دسته/ })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: /^حذف دسته\s*رزرو و فضای کار$/ }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("دسته «رزرو و فضای کار» حذف شود؟ این دسته پرسشی ندارد.");
    await user.click(within(dialog).getByRole("button", { name: "حذف دسته" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/v1/admin/content/faq/categories/5"));
    expect(toasts).toEqual(["دسته «رزرو و فضای کار» حذف شد."]);
  });

  it("names a new category in the toast with where it will show", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(category({ id: 8, title: "عضویت", slug: "membership" }));
    render(<FaqCategories categories={[]} />);
    const form = screen.getByRole("form", { name: "دسته تازه" });
    await user.type(within(form).getByLabelText("عنوان دسته"), "عضویت");
    await user.type(within(form).getByLabelText("توضیح دسته"), "پرسش‌های عضویت در فضای کار.");
    await user.click(within(form).getByRole("button", { name: "ساختن دسته" }));
    await waitFor(() => expect(toasts).toEqual(["دسته «عضویت» ساخته شد؛ با نخستین پرسش منتشرشده‌اش در سایت دیده می‌شود."]));
    expect(api.post.mock.calls[0]![1]).toMatchObject({ title: "عضویت" });
  });
});
