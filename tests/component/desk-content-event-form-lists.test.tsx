// @vitest-environment jsdom
// The content desk's event form, its lists: gallery pictures put in order from the keyboard (each
// move announced) or by dragging, a picture added only with its text; a sponsor added with its
// square logo (the name its text) and moved first; each order saved as shown.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EventForm } from "@/components/desk/content/event-form";
import { ALT_REQUIRED } from "@/components/desk/content/use-image-upload";
import type { AdminEvent } from "@/shared/types/events";
import { api, CHOICES, savedEvent, resetEventFormMocks } from "../support/event-form";

vi.mock("next/navigation", async () => (await import("../support/event-form")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/event-form")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/event-form")).toastMock);
vi.mock("@/components/forms/rich-text-editor", async () => (await import("../support/event-form")).richTextEditorMock);

resetEventFormMocks();

describe("the gallery", () => {
  const picture = (n: string) => `/api/v1/media/images/img-${n.repeat(32)}-1200x675.webp`;
  const gallery = [
    { image: picture("a"), caption: "ورود شرکت‌کنندگان" },
    { image: picture("b"), caption: "ارائه اول" },
    { image: picture("c"), caption: "میزگرد پایانی" },
  ];
  const captions = () =>
    screen.getAllByLabelText(/^متن جایگزین تصویر [۰-۹]+$/).map((input) => (input as HTMLInputElement).value);

  it("puts pictures in order from the keyboard, announcing each move, and saves that order", async () => {
    const user = userEvent.setup();
    api.patch.mockImplementation(async (_url: string, body: Record<string, unknown>) =>
      savedEvent({ ...body, version: 4 } as Partial<AdminEvent>),
    );
    const onSaved = vi.fn();
    render(<EventForm event={savedEvent({ gallery })} choices={CHOICES} onSaved={onSaved} />);
    expect(captions()).toEqual(["ورود شرکت‌کنندگان", "ارائه اول", "میزگرد پایانی"]);
    expect((screen.getByRole("button", { name: "بالاتر بردن تصویر ۱ از ۳" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "پایین‌تر بردن تصویر ۱ از ۳" }));
    expect(captions()).toEqual(["ارائه اول", "ورود شرکت‌کنندگان", "میزگرد پایانی"]);
    expect(screen.getByText("تصویر به جای ۲ از ۳ رفت.")).toBeTruthy();
    // The moved picture's button keeps the focus, so pressing it again moves it on.
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("پایین‌تر بردن تصویر ۲ از ۳"));
    await user.keyboard("{Enter}");
    expect(captions()).toEqual(["ارائه اول", "میزگرد پایانی", "ورود شرکت‌کنندگان"]);
    await user.click(screen.getByRole("button", { name: "برداشتن تصویر ۱ از ۳" }));
    await user.clear(screen.getByLabelText("متن جایگزین تصویر ۱"));
    await user.type(screen.getByLabelText("متن جایگزین تصویر ۱"), "میزگرد پایانی با مهمانان");

    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/events/41",
      expect.objectContaining({
        gallery: [
          { image: picture("c"), caption: "میزگرد پایانی با مهمانان" },
          { image: picture("a"), caption: "ورود شرکت‌کنندگان" },
        ],
        version: 3,
      }),
      { shownByCaller: [409] },
    );
  });

  it("moves a picture by dragging it onto another's place", () => {
    render(<EventForm event={savedEvent({ gallery })} choices={CHOICES} />);
    const items = within(screen.getByRole("list", { name: "تصویرهای گالری به ترتیب نمایش" })).getAllByRole("listitem");
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);
    expect(captions()).toEqual(["میزگرد پایانی", "ورود شرکت‌کنندگان", "ارائه اول"]);
  });

  it("adds an uploaded picture at the end, only with its text", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({
      id: 6,
      purpose: "cover",
      alt: "کارگاه در حال برگزاری",
      url: picture("d"),
      width: 1200,
      height: 675,
      variants: [],
    });
    render(<EventForm event={savedEvent({ gallery })} choices={CHOICES} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "g.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("فایل تصویر گالری"), { target: { files: [file] } });
    await user.click(screen.getByRole("button", { name: "افزودن به گالری" }));
    expect(await screen.findByText(ALT_REQUIRED)).toBeTruthy();
    await user.type(screen.getByLabelText("متن جایگزین تصویر تازه"), "کارگاه در حال برگزاری");
    await user.click(screen.getByRole("button", { name: "افزودن به گالری" }));
    await waitFor(() =>
      expect(captions()).toEqual(["ورود شرکت‌کنندگان", "ارائه اول", "میزگرد پایانی", "کارگاه در حال برگزاری"]),
    );
    expect((screen.getByLabelText("متن جایگزین تصویر تازه") as HTMLInputElement).value).toBe("");
  });
});

describe("the sponsors", () => {
  it("adds a sponsor with its square logo (the name its text), moves it first from the keyboard, and saves that order", async () => {
    const user = userEvent.setup();
    const logo = `/api/v1/media/images/img-${"e".repeat(32)}-148x148.webp`;
    const kept = {
      name: "پارک علم و فناوری کرمان",
      level: "حامی اصلی",
      logo: "/media/art/logo/park.svg",
      website: null,
    };
    api.post.mockResolvedValue({
      id: 9,
      purpose: "logo",
      alt: "نشان رادیو جوان",
      url: logo,
      width: 148,
      height: 148,
      variants: [],
    });
    api.patch.mockImplementation(async (_url: string, body: Record<string, unknown>) =>
      savedEvent({ ...body, version: 4 } as Partial<AdminEvent>),
    );
    const onSaved = vi.fn();
    render(<EventForm event={savedEvent({ sponsors: [kept] })} choices={CHOICES} onSaved={onSaved} />);
    expect((screen.getByLabelText("نام حامی ۱") as HTMLInputElement).value).toBe("پارک علم و فناوری کرمان");

    await user.click(screen.getByRole("button", { name: "افزودن حامی" }));
    expect(document.activeElement).toBe(screen.getByLabelText("نام حامی ۲"));
    const file = new File([new Uint8Array([137, 80, 78, 71])], "radio.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("فایل نشان حامی ۲"), { target: { files: [file] } });
    await user.click(screen.getByRole("button", { name: "بارگذاری نشان حامی ۲" }));
    expect(await screen.findByText("نخست نام حامی را بنویسید؛ متن جایگزین نشان است.")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("نام حامی ۲"), "رادیو جوان");
    await user.type(screen.getByLabelText("سطح حمایت حامی ۲"), "حامی رسانه‌ای");
    await user.type(screen.getByLabelText("نشانی وب حامی ۲"), "https://radio.example.ir");
    await user.click(screen.getByRole("button", { name: "بارگذاری نشان حامی ۲" }));
    await waitFor(() => expect(screen.getByRole("img", { name: "نشان رادیو جوان" }).getAttribute("src")).toBe(logo));
    const [, form] = api.post.mock.calls[0] as [string, FormData];
    expect([form.get("purpose"), form.get("alt")]).toEqual(["logo", "نشان رادیو جوان"]);

    const up = screen.getByRole("button", { name: "بالاتر بردن حامی ۲ از ۲" });
    up.focus();
    await user.keyboard("{Enter}");
    expect((screen.getByLabelText("نام حامی ۱") as HTMLInputElement).value).toBe("رادیو جوان");
    expect(screen.getByText("حامی به جای ۱ از ۲ رفت.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/events/41",
      expect.objectContaining({
        sponsors: [
          { name: "رادیو جوان", level: "حامی رسانه‌ای", logo, website: "https://radio.example.ir" },
          { name: "پارک علم و فناوری کرمان", level: "حامی اصلی", logo: "/media/art/logo/park.svg", website: null },
        ],
      }),
      { shownByCaller: [409] },
    );
  });
});
