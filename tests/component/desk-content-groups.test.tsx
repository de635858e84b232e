// @vitest-environment jsdom
// The groups content is filed under, in the desk (the FAQ's categories): each listed group's form
// holds its values in Persian digits and saves what was changed; a new group goes out without a
// slug when none was typed (the API makes one) and is named in the toast; an empty name is refused in Persian before anything is sent; the API's 422 lands on
// its field with the typed text kept; only an empty group offers removal, behind a confirmation.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminFaqCategory } from "@/shared/types/faq";
import { allowModalDialogs } from "../support/dialog";

const { router, api, toasts } = vi.hoisted(() => ({
  router: { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() },
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
  toasts: [] as string[],
}));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/admin/content/faq/categories" }));
vi.mock("@/lib/api/browser", () => ({ authApi: () => api }));
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => toasts.push(text) }));

const { FaqCategories } = await import("@/components/desk/content/faq-categories");

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

describe("the FAQ's categories", () => {
  it("links a category's questions, and removes an empty one after asking", async () => {
    const user = userEvent.setup();
    api.delete.mockResolvedValue(null);
    render(
      <FaqCategories
        categories={[
          category(),
          category({ id: 6, title: "پرداخت", slug: "payment", items_count: 3, public_items_count: 1 }),
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: /^۳ پرسش\s*در پرداخت$/ }).getAttribute("href")).toBe(
      "/admin/content/faq?category_id=6",
    );
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
    await waitFor(() =>
      expect(toasts).toEqual(["دسته «عضویت» ساخته شد؛ با نخستین پرسش منتشرشده‌اش در سایت دیده می‌شود."]),
    );
    expect(api.post.mock.calls[0]![1]).toMatchObject({ title: "عضویت" });
  });
});
