// @vitest-environment jsdom
// The site's contact details in the desk: the map's point is shown as people type it (Persian
// digits and decimal point); «ذخیره پیش‌نویس» saves a draft; a group with a draft says so, shows the
// draft, publishes it (unsaved changes saved as the draft first) or discards it after a
// confirmation; a save refused as stale (409) says so, keeps what was typed and points to the
// activity log (settings keep no list of versions); once the page is refreshed with the colleague's
// version, the next save goes with that version, not the one the form first had.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { DeskSiteSetting } from "@/shared/types/site";
import { allowModalDialogs } from "../support/dialog";
import { api, resetDeskFormMocks, router, toasts } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);

const { ContactSettingsForm } = await import("@/components/desk/content/site-settings/contact-form");

const STALE = "این تنظیمات همین حالا از طرف همکار دیگری تغییر کرده است.";

const contact = (
  version: number,
  address = "کرمان، بلوار جمهوری، پارک علم و فناوری",
  draftCity?: string,
): DeskSiteSetting<"contact"> => {
  const value = {
    address,
    city: "کرمان",
    phone: "034-31234567",
    email: "hello@avinox.ir",
    hours: "شنبه تا پنجشنبه، ۹ تا ۲۱",
    location: { lat: 30.2839, lng: 57.0834 },
  };
  return {
    key: "contact",
    version,
    updated_at: null,
    value,
    draft: draftCity
      ? {
          value: { ...value, city: draftCity },
          saved_at: "2026-11-20T10:30:00Z",
          saved_by: { id: 7, name: "سارا احمدی" },
        }
      : null,
  };
};

allowModalDialogs();
resetDeskFormMocks();

describe("the contact details' form", () => {
  it("shows the map's point in Persian digits and saves it back as numbers", async () => {
    const user = userEvent.setup();
    api.request.mockResolvedValue({ data: contact(4) });
    render(<ContactSettingsForm setting={contact(3)} />);
    expect((screen.getByLabelText(/^عرض جغرافیایی/) as HTMLInputElement).value).toBe("۳۰٫۲۸۳۹");
    expect((screen.getByLabelText(/^طول جغرافیایی/) as HTMLInputElement).value).toBe("۵۷٫۰۸۳۴");
    // Nothing waits to be published: the state says the form is what the site shows, and «انتشار» waits for a change.
    expect(screen.getByText("منتشرشده")).toBeTruthy();
    expect((screen.getByRole("button", { name: "انتشار" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/^شهر/), " ");
    expect((screen.getByRole("button", { name: "انتشار" }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(1));
    const [method, url, body] = api.request.mock.calls[0]! as [
      string,
      string,
      { value: { location: unknown }; version: number },
    ];
    expect([method, url]).toEqual(["PUT", "/v1/admin/content/site/contact/draft"]);
    expect(body.value.location).toEqual({ lat: 30.2839, lng: 57.0834 });
    expect(body.version).toBe(3);
  });

  it("after a 409 keeps what was typed, and once refreshed saves against the colleague's version", async () => {
    const user = userEvent.setup();
    api.request.mockRejectedValueOnce(
      new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }),
    );
    const { rerender } = render(<ContactSettingsForm setting={contact(3)} />);
    const city = screen.getByLabelText(/^شهر/) as HTMLInputElement;
    await user.clear(city);
    await user.type(city, "رفسنجان");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    const alert = await screen.findByText(STALE).then((text) => text.closest('[role="alert"]')!);
    expect(alert.textContent).toContain(STALE);
    expect(alert.textContent).toContain("گزارش فعالیت");
    expect(alert.textContent).not.toContain("فهرست نسخه‌ها");
    expect(city.value).toBe("رفسنجان");

    // «گرفتن آخرین نسخه» refreshes the page: the colleague's version 4 arrives as the setting.
    await user.click(screen.getByRole("button", { name: "گرفتن آخرین نسخه" }));
    expect(router.refresh).toHaveBeenCalled();
    rerender(<ContactSettingsForm setting={contact(4, "کرمان، خیابان شفا")} />);
    api.request.mockResolvedValueOnce({ data: contact(5, "کرمان، خیابان شفا", "رفسنجان") });
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(2));
    const [, , body] = api.request.mock.calls[1]! as [string, string, { value: { city: string }; version: number }];
    expect(body.version).toBe(4);
    expect(body.value.city).toBe("رفسنجان");
    expect(toasts).toEqual(["پیش‌نویس راه‌های تماس ذخیره شد؛ سایت تا انتشار آن همان نسخه قبلی را نشان می‌دهد."]);
    expect(await screen.findByText("پیش‌نویس منتشرنشده")).toBeTruthy();
  });

  it("shows a waiting draft and publishes it, saving unsaved changes as the draft first", async () => {
    const user = userEvent.setup();
    render(<ContactSettingsForm setting={contact(6, undefined, "بم")} />);
    expect(screen.getByText("پیش‌نویس منتشرنشده")).toBeTruthy();
    expect(screen.getByText(/سارا احمدی/)).toBeTruthy();
    expect((screen.getByLabelText(/^شهر/) as HTMLInputElement).value).toBe("بم");
    expect(screen.getByRole("link", { name: "پیش‌نمایش" }).getAttribute("href")).toBe("/admin/content/site/preview");

    const city = screen.getByLabelText(/^شهر/) as HTMLInputElement;
    await user.clear(city);
    await user.type(city, "زرند");
    api.request
      .mockResolvedValueOnce({ data: contact(7, undefined, "زرند") })
      .mockResolvedValueOnce({ data: { ...contact(8), value: { ...contact(8).value, city: "زرند" } } });
    await user.click(screen.getByRole("button", { name: "انتشار" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(2));
    const [draftCall, publishCall] = api.request.mock.calls as Array<
      [string, string, { value?: { city: string }; version: number }]
    >;
    if (!draftCall || !publishCall) throw new Error("two calls expected");
    expect(draftCall.slice(0, 2)).toEqual(["PUT", "/v1/admin/content/site/contact/draft"]);
    expect(draftCall[2]).toMatchObject({ value: { city: "زرند" }, version: 6 });
    expect(publishCall.slice(0, 3)).toEqual(["POST", "/v1/admin/content/site/contact/publish", { version: 7 }]);
    expect(await screen.findByText("منتشرشده")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "کنار گذاشتن پیش‌نویس" })).toBeNull();
    expect(toasts).toEqual(["راه‌های تماس منتشر شد و در چند ثانیه در سایت دیده می‌شود."]);
  });

  it("discards a draft after a confirmation and shows what the site shows", async () => {
    const user = userEvent.setup();
    render(<ContactSettingsForm setting={contact(6, undefined, "بم")} />);
    await user.click(screen.getByRole("button", { name: "کنار گذاشتن پیش‌نویس" }));
    api.request.mockResolvedValueOnce({ data: contact(7) });
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "کنار گذاشتن پیش‌نویس" }));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(1));
    expect(api.request.mock.calls[0]!.slice(0, 3)).toEqual([
      "POST",
      "/v1/admin/content/site/contact/discard",
      { version: 6 },
    ]);
    await waitFor(() => expect((screen.getByLabelText(/^شهر/) as HTMLInputElement).value).toBe("کرمان"));
    expect(screen.getByText("منتشرشده")).toBeTruthy();
  });
});
