// @vitest-environment jsdom
// The site's contact details in the desk: the map's point is shown as people type it (Persian
// digits and decimal point); a save refused as stale (409) says so, keeps what was typed and points
// to the activity log (settings keep no list of versions); once the page is refreshed with the
// colleague's version, the next save goes with that version, not the one the form first had.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { DeskSiteSetting } from "@/shared/types/site";

const { router, api, toasts } = vi.hoisted(() => ({
  router: { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() },
  api: { request: vi.fn() },
  toasts: [] as string[],
}));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/api/browser", () => ({ authApi: () => api }));
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => toasts.push(text) }));

const { ContactSettingsForm } = await import("@/components/desk/content/site-settings-forms");

const STALE = "این تنظیمات همین حالا از طرف همکار دیگری تغییر کرده است.";

const contact = (version: number, address = "کرمان، بلوار جمهوری، پارک علم و فناوری"): DeskSiteSetting<"contact"> => ({
  key: "contact",
  version,
  updated_at: null,
  value: { address, city: "کرمان", phone: "034-31234567", email: "hello@avinox.ir", hours: "شنبه تا پنجشنبه، ۹ تا ۲۱", location: { lat: 30.2839, lng: 57.0834 } },
});

beforeEach(() => void toasts.splice(0));
afterEach(() => vi.clearAllMocks());

describe("the contact details' form", () => {
  it("shows the map's point in Persian digits and saves it back as numbers", async () => {
    const user = userEvent.setup();
    api.request.mockResolvedValue({ data: contact(4) });
    render(<ContactSettingsForm setting={contact(3)} />);
    expect((screen.getByLabelText(/^عرض جغرافیایی/) as HTMLInputElement).value).toBe("۳۰٫۲۸۳۹");
    expect((screen.getByLabelText(/^طول جغرافیایی/) as HTMLInputElement).value).toBe("۵۷٫۰۸۳۴");
    await user.type(screen.getByLabelText(/^شهر/), " ");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(1));
    const [, , body] = api.request.mock.calls[0]! as [string, string, { value: { location: unknown }; version: number }];
    expect(body.value.location).toEqual({ lat: 30.2839, lng: 57.0834 });
    expect(body.version).toBe(3);
  });

  it("after a 409 keeps what was typed, and once refreshed saves against the colleague's version", async () => {
    const user = userEvent.setup();
    api.request.mockRejectedValueOnce(new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }));
    const { rerender } = render(<ContactSettingsForm setting={contact(3)} />);
    const city = screen.getByLabelText(/^شهر/) as HTMLInputElement;
    await user.clear(city);
    await user.type(city, "رفسنجان");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    const alert = await screen.findByText(STALE).then((text) => text.closest('[role="alert"]')!);
    expect(alert.textContent).toContain(STALE);
    expect(alert.textContent).toContain("گزارش فعالیت");
    expect(alert.textContent).not.toContain("فهرست نسخه‌ها");
    expect(city.value).toBe("رفسنجان");

    // «گرفتن آخرین نسخه» refreshes the page: the colleague's version 4 arrives as the setting.
    await user.click(screen.getByRole("button", { name: "گرفتن آخرین نسخه" }));
    expect(router.refresh).toHaveBeenCalled();
    rerender(<ContactSettingsForm setting={contact(4, "کرمان، خیابان شفا")} />);
    api.request.mockResolvedValueOnce({ data: contact(5) });
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(2));
    const [, , body] = api.request.mock.calls[1]! as [string, string, { value: { city: string }; version: number }];
    expect(body.version).toBe(4);
    expect(body.value.city).toBe("رفسنجان");
    expect(toasts).toEqual(["راه‌های تماس ذخیره شد."]);
  });
});
