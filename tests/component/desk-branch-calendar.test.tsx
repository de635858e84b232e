// @vitest-environment jsdom
// A branch's reservation calendar at the content desk: days off as checkboxes from Saturday, closed
// days added with a Jalali day and a reason (both required) and removed, saved together with the
// week (JavaScript's weekday numbers, ISO days) and the version shown (the next save sends the one
// the answer gave); a 422 on a day lands beside it; a plan's capacity saved alone, empty meaning no
// limit, with its own version, its 422 on its field.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { DeskBranchCalendar } from "@/shared/types/workspaces";

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/admin/content/calendar",
  useSearchParams: () => new URLSearchParams(),
}));
const api = { request: vi.fn(), patch: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { BranchCalendar } = await import("@/components/desk/content/branch-calendar");

const BRANCH: DeskBranchCalendar = {
  id: 3,
  name: "شعبه شفا",
  closed_weekdays: [5],
  version: 4,
  closed_days: [{ date: "2026-12-01", reason: "نوسازی" }],
  plans: [
    {
      id: 9,
      title: "میز آزاد روزانه",
      location_name: "سالن کار اشتراکی",
      period: "day",
      daily_capacity: 40,
      version: 2,
    },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

describe("a branch's calendar at the desk", () => {
  it("saves the week and the closed days together, a new day added with its reason", async () => {
    const user = userEvent.setup();
    api.request.mockImplementation(async (_method: string, _url: string, body: { version: number }) => ({
      data: { ...body, version: body.version + 1 },
    }));
    render(<BranchCalendar branch={BRANCH} today="2026-11-25" />);
    const week = screen.getByRole("group", { name: "تعطیل هفتگی" });
    expect(
      within(week)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")!.textContent),
    ).toEqual(["شنبه", "یکشنبه", "دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه"]);
    expect((within(week).getByRole("checkbox", { name: "جمعه" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(week).getByRole("checkbox", { name: "پنجشنبه" }));

    // Both parts of a new day are needed.
    await user.click(screen.getByRole("button", { name: "افزودن به فهرست" }));
    expect(screen.getByText("روز تعطیل را انتخاب کنید.")).toBeTruthy();
    expect(screen.getByText("دلیل تعطیلی الزامی است")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "پنجشنبه ۱۲ آذر ۱۴۰۵" }));
    await user.type(screen.getByLabelText("دلیل تعطیلی"), "تعطیل رسمی");
    await user.click(screen.getByRole("button", { name: "افزودن به فهرست" }));
    await user.click(screen.getByRole("button", { name: "برداشتن سه‌شنبه ۱۰ آذر ۱۴۰۵" }));

    await user.click(screen.getByRole("button", { name: "ذخیره تقویم شعبه شفا" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.request).toHaveBeenCalledWith("PUT", "/v1/admin/content/calendar/branches/3", {
      closed_weekdays: [5, 4],
      closed_days: [{ date: "2026-12-03", reason: "تعطیل رسمی" }],
      version: 4,
    });
    expect(toasts).toEqual(["تقویم شعبه شفا ذخیره شد."]);
    // Saved again, it sends the version the first save made.
    await user.click(screen.getByRole("button", { name: "ذخیره تقویم شعبه شفا" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(2));
    expect(api.request).toHaveBeenLastCalledWith(
      "PUT",
      "/v1/admin/content/calendar/branches/3",
      expect.objectContaining({ version: 5 }),
    );
  });

  it("shows a refused day's message beside it and keeps the list", async () => {
    const user = userEvent.setup();
    api.request.mockRejectedValue(
      new ApiError({
        kind: "validation",
        status: 422,
        fields: [{ field: "closed_days.0.reason", message: "دلیل تعطیلی باید حداکثر ۸۰ کاراکتر باشد" }],
        message: "x",
      }),
    );
    render(<BranchCalendar branch={BRANCH} today="2026-11-25" />);
    await user.click(screen.getByRole("button", { name: "ذخیره تقویم شعبه شفا" }));
    const row = (await screen.findByText("دلیل تعطیلی باید حداکثر ۸۰ کاراکتر باشد")).closest("li")!;
    expect(row.textContent).toContain("نوسازی");
  });

  it("saves a plan's daily capacity alone, empty meaning no limit, and shows its refusal on the field", async () => {
    const user = userEvent.setup();
    render(<BranchCalendar branch={BRANCH} today="2026-11-25" />);
    const capacity = screen.getByLabelText("ظرفیت روزانه میز آزاد روزانه") as HTMLInputElement;
    expect(capacity.value).toBe("۴۰");
    api.patch.mockResolvedValueOnce({ id: 9, daily_capacity: null, version: 3 });
    await user.clear(capacity);
    await user.click(screen.getByRole("button", { name: "ذخیره ظرفیت" }));
    await waitFor(() => expect(toasts).toEqual(["ظرفیت روزانه «میز آزاد روزانه» برداشته شد."]));
    expect(api.patch).toHaveBeenCalledWith("/v1/admin/content/calendar/plans/9", { daily_capacity: "", version: 2 });

    api.patch.mockRejectedValueOnce(
      new ApiError({
        kind: "validation",
        status: 422,
        fields: [{ field: "daily_capacity", message: "ظرفیت روزانه باید حداقل ۱ باشد" }],
        message: "x",
      }),
    );
    await user.type(capacity, "0");
    await user.click(screen.getByRole("button", { name: "ذخیره ظرفیت" }));
    expect(await screen.findByText("ظرفیت روزانه باید حداقل ۱ باشد")).toBeTruthy();
    expect(capacity.getAttribute("aria-invalid")).toBe("true");
    expect(capacity.value).toBe("0");
    expect(api.patch).toHaveBeenLastCalledWith("/v1/admin/content/calendar/plans/9", {
      daily_capacity: "0",
      version: 3,
    });
  });
});
