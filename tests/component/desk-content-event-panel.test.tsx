// @vitest-environment jsdom
// The content desk's event publishing panel and versions: the panel schedules a Jalali moment
// (not one already past) with the version shown and says a 409 in place; an earlier version is
// restored behind a confirmation, against the version shown.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EventStatePanel, PAST_PUBLISH_AT } from "@/components/desk/content/event-state-panel";
import { EventVersions } from "@/components/desk/content/event-versions";
import { ApiError } from "@/lib/api/api-error";
import type { ContentVersionItem } from "@/shared/types/content";
import { api, jalaliDay, savedEvent, STALE, tehran, toasts, resetEventFormMocks } from "../support/event-form";

vi.mock("next/navigation", async () => (await import("../support/event-form")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/event-form")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/event-form")).toastMock);

resetEventFormMocks();

describe("the publishing panel and the versions", () => {
  it("schedules at a Jalali moment ahead (not one already past), with the version shown; a 409 is said in the panel", async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const day = jalaliDay(5);
    api.post.mockResolvedValueOnce(
      savedEvent({ status: "published", status_label: "منتشرشده", publish_at: tehran(day.iso, "08:00"), version: 4 }),
    );
    render(<EventStatePanel event={savedEvent()} onChanged={onChanged} />);
    expect(screen.getByText("پیش‌نویس است و فقط در میز کار دیده می‌شود.")).toBeTruthy();
    const form = within(screen.getByRole("form", { name: "زمان‌بندی انتشار" }));
    const yesterday = jalaliDay(-1);
    await user.type(form.getByLabelText("تاریخ"), yesterday.text);
    await user.type(form.getByLabelText("ساعت"), "۰۸:۰۰");
    await user.click(form.getByRole("button", { name: "زمان‌بندی انتشار" }));
    expect(await screen.findByText(PAST_PUBLISH_AT)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText("تاریخ"));
    await user.type(form.getByLabelText("تاریخ"), day.text);
    await user.click(form.getByRole("button", { name: "زمان‌بندی انتشار" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith(
      "/v1/admin/content/events/41/publish",
      { publish_at: tehran(day.iso, "08:00"), version: 3 },
      { shownByCaller: [409] },
    );

    api.post.mockRejectedValueOnce(
      new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }),
    );
    await user.click(screen.getByRole("button", { name: "انتشار همین حالا" }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(api.post).toHaveBeenLastCalledWith(
      "/v1/admin/content/events/41/publish",
      { version: 3 },
      { shownByCaller: [409] },
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("restores an earlier version behind a confirmation, against the version shown", async () => {
    const user = userEvent.setup();
    const onRestored = vi.fn();
    const versions: ContentVersionItem[] = [
      {
        version: 3,
        created_at: new Date().toISOString(),
        actor: { id: 2, name: "سارا احمدی" },
        data: { title: "کارگاه طراحی محصول" },
      },
      {
        version: 2,
        created_at: new Date(Date.now() - 3_600_000).toISOString(),
        actor: { id: 2, name: "سارا احمدی" },
        data: { title: "کارگاه طراحی" },
      },
      {
        version: 1,
        created_at: new Date(Date.now() - 7_200_000).toISOString(),
        actor: null,
        data: { title: "کارگاه" },
      },
    ];
    api.post.mockResolvedValue(savedEvent({ title: "کارگاه طراحی", version: 4 }));
    render(<EventVersions event={savedEvent()} versions={versions} onRestored={onRestored} />);
    const list = screen.getByRole("list", { name: "نسخه‌های رویداد" });
    expect(within(list).getAllByRole("listitem")[0]!.textContent).toContain("نسخه فعلی");
    expect(within(list).getAllByRole("listitem")[2]!.textContent).toContain("پیش از میز محتوا");
    expect(within(list).queryByRole("button", { name: "بازگردانی نسخه ۳" })).toBeNull();

    await user.click(within(list).getByRole("button", { name: "بازگردانی نسخه ۲" }));
    const dialog = screen.getByRole("dialog", { name: "بازگردانی نسخه" });
    expect(api.post).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "بازگردانی" }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith(
      "/v1/admin/content/events/41/versions/2/restore",
      { version: 3 },
      { shownByCaller: [409] },
    );
    expect(toasts).toEqual(["نسخه ۲ بازگردانده شد و نسخه ۴ شد."]);
  });
});
