// @vitest-environment jsdom
// The content desk's branch form: an empty form says in Persian what a branch needs and sends
// nothing; a point outside Iran is refused in Persian; an edit goes out as typed (coordinates and
// phone in Persian digits read as numbers and Latin digits, the weekly days off as weekday numbers,
// Saturday first on screen) with the version shown, and the API's 422 lands on its field.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminBranch } from "@/shared/types/workspaces";
import { api, expectEmptyFormRefused, fieldRefusal, resetDeskFormMocks } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);

const { BranchForm } = await import("@/components/desk/content/branch-form");

/** A published branch at version 2, as the API answers it. */
function savedBranch(overrides: Partial<AdminBranch> = {}): AdminBranch {
  const now = new Date().toISOString();
  return {
    id: 3,
    slug: "science-park",
    name: "شعبه مرکزی پارک علم و فناوری",
    description: "شعبه اصلی آوینوکس در پارک علم و فناوری کرمان.",
    address: "کرمان، بلوار جمهوری اسلامی، پارک علم و فناوری",
    city: "کرمان",
    phone: "034-31234567",
    hours: "شنبه تا چهارشنبه ۸ تا ۲۰",
    lat: 30.2839,
    lng: 57.0834,
    image: "/media/art/branch/science-park.svg",
    image_alt: "نمای ساختمان شعبه",
    closed_weekdays: [5],
    sort_order: 0,
    spaces_count: 3,
    status: "published",
    status_label: "منتشرشده",
    publish_at: null,
    is_public: true,
    version: 2,
    updated_at: now,
    created_at: now,
    url: "/workspaces?branch=science-park",
    former_slugs: [],
    ...overrides,
  };
}

resetDeskFormMocks();

describe("the branch form", () => {
  it("an empty form says in Persian what a branch needs, and nothing is sent", async () => {
    await expectEmptyFormRefused(<BranchForm />, [
      "نام شعبه الزامی است",
      "نشانی الزامی است",
      "تلفن الزامی است",
      "عرض جغرافیایی الزامی است",
    ]);
  });

  it("shows the week from Saturday and sends an edit as typed, with the version shown; a point outside Iran is refused", async () => {
    const user = userEvent.setup();
    api.patch.mockResolvedValue(savedBranch({ version: 3, closed_weekdays: [4, 5] }));
    render(<BranchForm item={savedBranch()} />);
    expect(screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual([
      "شنبه",
      "یکشنبه",
      "دوشنبه",
      "سه‌شنبه",
      "چهارشنبه",
      "پنجشنبه",
      "جمعه",
    ]);
    expect((screen.getByLabelText(/^تلفن/) as HTMLInputElement).value).toBe("۰۳۴-۳۱۲۳۴۵۶۷");

    await user.clear(screen.getByLabelText(/^عرض جغرافیایی/));
    await user.type(screen.getByLabelText(/^عرض جغرافیایی/), "۵۱٫۵");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    expect(await screen.findByText(/^مقدار عرض جغرافیایی باید/)).toBeTruthy();
    expect(api.patch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^عرض جغرافیایی/));
    await user.type(screen.getByLabelText(/^عرض جغرافیایی/), "۳۰٫۲۹");
    await user.clear(screen.getByLabelText(/^تلفن/));
    await user.type(screen.getByLabelText(/^تلفن/), "۰۳۴ ۳۲۲۲ ۱۱۰۰");
    await user.click(screen.getByRole("checkbox", { name: "پنجشنبه" }));
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch.mock.calls[0]![0]).toBe("/v1/admin/content/branches/3");
    expect(api.patch.mock.calls[0]![1]).toMatchObject({
      lat: 30.29,
      lng: 57.0834,
      phone: "034-3222-1100",
      closed_weekdays: [4, 5],
      sort_order: 0,
      version: 2,
    });
  });

  it("lands the API's 422 on its field", async () => {
    const user = userEvent.setup();
    const message = "ساعات کاری باید بین ۵ و ۱۵۰ نویسه باشد";
    api.patch.mockRejectedValueOnce(fieldRefusal("hours", message));
    render(<BranchForm item={savedBranch()} />);
    await user.clear(screen.getByLabelText(/^ساعات کاری/));
    await user.type(screen.getByLabelText(/^ساعات کاری/), "همه روزه ۹ تا ۱۸");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(/^ساعات کاری/).getAttribute("aria-invalid")).toBe("true");
  });
});
