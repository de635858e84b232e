// @vitest-environment jsdom
// The content desk's event form: an empty form says in Persian what is required and sends
// nothing; what is typed in Persian digits with Jalali dates goes out as ISO instants and numbers,
// and a new event opens its own page; an end before the start is refused; the API's 422 lands on
// the fields it names (a session's too) with nothing typed lost; an edit carries the version shown
// and a 409 shows the API's message while the input stays; a cover is uploaded only with its text
// alternative and both are saved with the event. Its lists: desk-content-event-form-lists.test.tsx;
// its publishing panel and versions: desk-content-event-panel.test.tsx.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { AdminEvent } from "@/shared/types/events";
import {
  api,
  CHOICES,
  jalaliDay,
  messageOf,
  router,
  savedEvent,
  STALE,
  tehran,
  toasts,
  typeMoment,
  resetEventFormMocks,
} from "../support/event-form";

vi.mock("next/navigation", async () => (await import("../support/event-form")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/event-form")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/event-form")).toastMock);
vi.mock("@/components/forms/rich-text-editor", async () => (await import("../support/event-form")).richTextEditorMock);

const { EventForm } = await import("@/components/desk/content/event-form");
const { ALT_REQUIRED } = await import("@/components/desk/content/use-image-upload");

resetEventFormMocks();

describe("a new event", () => {
  it("says in Persian what is required and sends nothing", async () => {
    const user = userEvent.setup();
    render(<EventForm choices={CHOICES} />);
    // A session added and left empty is required too (its empty times never break the check).
    await user.click(screen.getByRole("button", { name: "افزودن بخش" }));
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(messageOf("عنوان رویداد")).toContain("عنوان رویداد الزامی است"));
    expect(screen.getByRole("group", { name: /زمان بخش/ }).textContent).toContain("زمان شروع بخش الزامی است");
    expect(messageOf("عنوان بخش")).toContain("عنوان بخش الزامی است");
    expect(messageOf("خلاصه رویداد")).toContain("خلاصه رویداد الزامی است");
    expect(messageOf("ظرفیت")).toContain("ظرفیت الزامی است");
    expect(screen.getByRole("group", { name: /زمان شروع رویداد/ }).textContent).toContain(
      "زمان شروع رویداد الزامی است",
    );
    expect(api.post).not.toHaveBeenCalled();
    // The first field with a message has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText("عنوان رویداد"));
  });

  it("sends what was typed (Persian digits, Jalali moments) as numbers and ISO instants, then opens the event's page", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(savedEvent({ id: 57, title: "میت‌آپ هوش مصنوعی" }));
    render(<EventForm choices={CHOICES} />);
    const day = jalaliDay(30);
    await user.type(screen.getByLabelText("عنوان رویداد"), "میت‌آپ هوش مصنوعی");
    expect(screen.getByLabelText("نامک").getAttribute("aria-describedby")).toBeTruthy();
    expect(messageOf("نامک")).toContain("میت-آپ-هوش-مصنوعی");
    await user.type(screen.getByLabelText("خلاصه رویداد"), "گفت‌وگو درباره کاربردهای هوش مصنوعی در کسب‌وکارهای کرمان.");
    await user.type(screen.getByLabelText("توضیحات رویداد"), "سه ارائه کوتاه و یک میزگرد.");
    await user.type(screen.getByLabelText("دسته رویداد"), "میت‌آپ");
    await user.click(screen.getByRole("checkbox", { name: "هوش مصنوعی" }));
    await user.selectOptions(screen.getByLabelText("برگزارکننده"), "آوینوکس");
    await typeMoment(user, "زمان شروع رویداد", day.text, "۱۸:۳۰");
    await typeMoment(user, "زمان پایان رویداد", day.text, "۲۰:۰۰");
    await user.type(screen.getByLabelText("نام محل برگزاری"), "آوینوکس، شعبه مرکزی");
    await user.type(screen.getByLabelText("نشانی محل برگزاری"), "کرمان، بلوار جمهوری");
    await user.type(screen.getByLabelText("ظرفیت"), "۱۲۰");
    await user.type(screen.getByLabelText("هزینه ثبت‌نام (ریال)"), "۱,۲۵۰,۰۰۰");
    expect(messageOf("هزینه ثبت‌نام (ریال)")).toContain("۱۲۵,۰۰۰ تومان");
    await user.click(screen.getByRole("button", { name: "افزودن بخش" }));
    await user.type(screen.getByLabelText("عنوان بخش"), "ارائه‌ها");
    const session = within(screen.getByRole("group", { name: /زمان بخش/ }));
    await user.type(session.getByLabelText("تاریخ"), day.text);
    await user.type(session.getByLabelText("از ساعت"), "۱۸:۳۰");
    await user.type(session.getByLabelText("تا ساعت"), "۱۹:۱۵");
    await user.selectOptions(screen.getByLabelText("ارائه‌دهنده بخش ۱"), "علی رضایی، مدیر محصول");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/events/57"));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/content/events", {
      title: "میت‌آپ هوش مصنوعی",
      summary: "گفت‌وگو درباره کاربردهای هوش مصنوعی در کسب‌وکارهای کرمان.",
      description: "سه ارائه کوتاه و یک میزگرد.",
      category: "میت‌آپ",
      cover_alt: null,
      capacity: 120,
      price: 1_250_000,
      location_title: "آوینوکس، شعبه مرکزی",
      address: "کرمان، بلوار جمهوری",
      online_url: null,
      organizer_id: 7,
      starts_at: tehran(day.iso, "18:30"),
      ends_at: tehran(day.iso, "20:00"),
      sessions: [
        {
          title: "ارائه‌ها",
          starts_at: tehran(day.iso, "18:30"),
          ends_at: tehran(day.iso, "19:15"),
          host_name: null,
          presenter_id: 22,
        },
      ],
      tags: ["ai"],
      gallery: [],
      sponsors: [],
    });
    expect(toasts).toEqual(["پیش‌نویس «میت‌آپ هوش مصنوعی» ساخته شد."]);
  });

  it("refuses an end before the start, and a date that is not a Jalali date and time", async () => {
    const user = userEvent.setup();
    render(<EventForm choices={CHOICES} />);
    const day = jalaliDay(10);
    await typeMoment(user, "زمان شروع رویداد", day.text, "18:00");
    await typeMoment(user, "زمان پایان رویداد", day.text, "16:00");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() =>
      expect(screen.getByRole("group", { name: /زمان پایان رویداد/ }).textContent).toContain(
        "زمان پایان باید بعد از زمان شروع باشد.",
      ),
    );

    const start = within(screen.getByRole("group", { name: /زمان شروع رویداد/ }));
    await user.clear(start.getByLabelText("تاریخ"));
    await user.type(start.getByLabelText("تاریخ"), "۱۴۰۵/۱۳/۴۰");
    await waitFor(() =>
      expect(screen.getByRole("group", { name: /زمان شروع رویداد/ }).textContent).toContain(
        "زمان شروع رویداد معتبر نیست؛ تاریخ و ساعت را مانند ۱۴۰۵/۰۹/۱۰ ۱۸:۳۰ بنویسید.",
      ),
    );
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe("an edit", () => {
  it("goes with the version shown; the API's 422 lands on its fields, a session's too, and nothing typed is lost", async () => {
    const user = userEvent.setup();
    const day = jalaliDay(20);
    const event = savedEvent({
      sessions: [
        {
          title: "خوشامد",
          starts_at: tehran(day.iso, "09:00"),
          ends_at: tehran(day.iso, "09:30"),
          host_name: null,
          presenter_id: null,
        },
      ],
    });
    api.patch.mockRejectedValue(
      new ApiError({
        kind: "validation",
        status: 422,
        message: "این نامک پیش‌تر برای رویداد دیگری به کار رفته است.",
        fields: [
          { field: "slug", message: "این نامک پیش‌تر برای رویداد دیگری به کار رفته است." },
          { field: "sessions.0.title", message: "عنوان بخش باید بین ۲ تا ۱۲۰ کاراکتر باشد" },
        ],
        toast: undefined,
      } as never),
    );
    render(<EventForm event={event} choices={CHOICES} />);
    // The event's values, in Persian digits, Jalali.
    expect((screen.getByLabelText("ظرفیت") as HTMLInputElement).value).toBe("۴۰");
    expect((screen.getByLabelText("هزینه ثبت‌نام (ریال)") as HTMLInputElement).value).toBe("۱,۵۰۰,۰۰۰");
    expect(
      (within(screen.getByRole("group", { name: /زمان شروع رویداد/ })).getByLabelText("ساعت") as HTMLInputElement)
        .value,
    ).toBe("۰۹:۰۰");
    expect((screen.getByRole("checkbox", { name: "استارتاپ" }) as HTMLInputElement).checked).toBe(true);

    await user.clear(screen.getByLabelText("نامک"));
    await user.type(screen.getByLabelText("نامک"), "میت-آپ");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(messageOf("نامک")).toContain("این نامک پیش‌تر برای رویداد دیگری به کار رفته است."));
    expect(messageOf("عنوان بخش")).toContain("عنوان بخش باید بین ۲ تا ۱۲۰ کاراکتر باشد");
    expect(document.activeElement).toBe(screen.getByLabelText("نامک"));
    expect((screen.getByLabelText("نامک") as HTMLInputElement).value).toBe("میت-آپ");
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/events/41",
      expect.objectContaining({ slug: "میت-آپ", version: 3, capacity: 40, price: 1_500_000 }),
      { shownByCaller: [409] },
    );
    expect(toasts).toEqual([]);
  });

  it("a colleague's save in between (409): the API's message, the input kept, and the latest version fetched on request", async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValue(
      new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }),
    );
    render(<EventForm event={savedEvent()} choices={CHOICES} />);
    await user.clear(screen.getByLabelText("عنوان رویداد"));
    await user.type(screen.getByLabelText("عنوان رویداد"), "کارگاه طراحی محصول، نوبت دوم");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    const alert = await screen.findByText(STALE);
    expect(alert.closest("[role=alert]")).toBe(document.activeElement);
    expect((screen.getByLabelText("عنوان رویداد") as HTMLInputElement).value).toBe("کارگاه طراحی محصول، نوبت دوم");
    expect(screen.getByText("تغییرهای ذخیره‌نشده دارید.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "گرفتن آخرین نسخه" }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText("عنوان رویداد") as HTMLInputElement).value).toBe("کارگاه طراحی محصول، نوبت دوم");
  });

  it("a cover is uploaded only with its text alternative; the address and the text are saved with the event", async () => {
    const user = userEvent.setup();
    const url = `/api/v1/media/images/img-${"a".repeat(32)}-1200x675.webp`;
    api.post.mockResolvedValue({
      id: 5,
      purpose: "cover",
      alt: "شرکت‌کنندگان کارگاه پشت میزهای کار",
      url,
      width: 1200,
      height: 675,
      variants: [],
    });
    api.patch.mockImplementation(async (_url: string, body: Record<string, unknown>) =>
      savedEvent({ ...body, version: 4 } as Partial<AdminEvent>),
    );
    const onSaved = vi.fn();
    render(<EventForm event={savedEvent()} choices={CHOICES} onSaved={onSaved} />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("فایل تصویر"), { target: { files: [file] } });
    await user.click(screen.getByRole("button", { name: "بارگذاری تصویر" }));
    expect(await screen.findByText(ALT_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("متن جایگزین تصویر"), "شرکت‌کنندگان کارگاه پشت میزهای کار");
    await user.click(screen.getByRole("button", { name: "بارگذاری تصویر" }));
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "شرکت‌کنندگان کارگاه پشت میزهای کار" }).getAttribute("src")).toBe(url),
    );
    const [path, form, options] = api.post.mock.calls[0] as [string, FormData, { shownByCaller: number[] }];
    expect(path).toBe("/v1/admin/content/images");
    expect(form.get("file")).toBe(file);
    expect(form.get("alt")).toBe("شرکت‌کنندگان کارگاه پشت میزهای کار");
    expect(form.get("purpose")).toBe("cover");
    expect(options.shownByCaller).toEqual([413]);

    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/events/41",
      expect.objectContaining({ cover: url, cover_alt: "شرکت‌کنندگان کارگاه پشت میزهای کار", version: 3 }),
      {
        shownByCaller: [409],
      },
    );
    expect(toasts).toContain("تغییرهای رویداد ذخیره شد.");
  });
});
