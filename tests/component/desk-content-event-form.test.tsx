// @vitest-environment jsdom
// The content desk's event form and its publishing panel: an empty form says in Persian what is
// required and sends nothing; what is typed in Persian digits with Jalali dates goes out as ISO
// instants and numbers, and a new event opens its own page; an end before the start is refused;
// the API's 422 lands on the fields it names (a session's too) with nothing typed lost; an edit
// carries the version shown and a 409 shows the API's message while the input stays; a cover is
// uploaded only with its text alternative and both are saved with the event; the panel schedules
// a Jalali moment (not one already past) and restores an earlier version behind a confirmation.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ChangeEvent } from "react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent, ContentVersionItem } from "@/shared/types/content";

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/admin/content/events/new",
  useSearchParams: () => new URLSearchParams(),
}));
const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));
// The rich-text field (tiptap, tested on its own) as a plain text box with the same props.
vi.mock("@/components/forms/rich-text-editor", () => ({
  RichTextEditor: ({
    label,
    value,
    onChange,
    onBlur,
    error,
  }: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    onBlur?: () => void;
    error?: string;
  }) => (
    <div>
      <label htmlFor="description-box">{label}</label>
      <textarea
        id="description-box"
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
      />
      <p role="alert">{error ?? ""}</p>
    </div>
  ),
}));

const { EventForm } = await import("@/components/desk/content/event-form");
const { EventStatePanel, PAST_PUBLISH_AT } = await import("@/components/desk/content/event-state-panel");
const { EventVersions } = await import("@/components/desk/content/event-versions");
const { ALT_REQUIRED } = await import("@/components/desk/content/use-image-upload");

const STALE =
  "این رویداد همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
const CHOICES = {
  organizers: [
    { id: 7, name: "آوینوکس", logo: "/media/art/logo/avinox.svg" },
    { id: 8, name: "پارک علم و فناوری کرمان", logo: "/media/art/logo/park.svg" },
  ],
  presenters: [
    { id: 21, name: "دکتر سارا محمدی", title: "پژوهشگر یادگیری ماشین" },
    { id: 22, name: "علی رضایی", title: "مدیر محصول" },
  ],
  tags: [
    { slug: "ai", name: "هوش مصنوعی" },
    { slug: "startup", name: "استارتاپ" },
  ],
};

/** A day `days` from now on Tehran's Jalali calendar, as an editor types it ("۱۴۰۵/۰۹/۱۲") and as an ISO day. */
function jalaliDay(days: number): { text: string; iso: string } {
  const { year, month, day } = jalaliParts(new Date(Date.now() + days * 86_400_000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    text: toPersianDigits(`${year}/${pad(month)}/${pad(day)}`),
    iso: gregorianFromJalali(year, month, day).toISOString().slice(0, 10),
  };
}

const tehran = (isoDay: string, clock: string) => new Date(`${isoDay}T${clock}:00+03:30`).toISOString();

function savedEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
  const day = jalaliDay(20);
  return {
    id: 41,
    title: "کارگاه طراحی محصول",
    slug: "کارگاه-طراحی-محصول",
    summary: "یک روز تمرین طراحی محصول با مربیان باتجربه.",
    description: "برنامه کامل کارگاه در روز برگزاری.",
    category: "کارگاه",
    cover: "/media/art/event/kargah.svg",
    cover_alt: null,
    capacity: 40,
    price: 1_500_000,
    location_title: "آوینوکس، شعبه مرکزی",
    address: "کرمان، بلوار جمهوری، ساختمان نوآوری",
    lat: null,
    lng: null,
    online_url: null,
    organizer_id: null,
    starts_at: tehran(day.iso, "09:00"),
    ends_at: tehran(day.iso, "17:00"),
    sessions: [],
    tags: ["startup"],
    gallery: [],
    sponsors: [],
    status: "draft",
    status_label: "پیش‌نویس",
    publish_at: null,
    is_public: false,
    version: 3,
    updated_at: new Date().toISOString(),
    created_at: new Date().toISOString(),
    attendees_count: 0,
    is_past: false,
    url: "/events/کارگاه-طراحی-محصول",
    former_slugs: [],
    ...overrides,
  };
}

/** The date and time boxes of a moment's group. */
async function typeMoment(user: UserEvent, group: string, date: string, time: string) {
  const box = within(screen.getByRole("group", { name: new RegExp(group) }));
  await user.type(box.getByLabelText("تاریخ"), date);
  await user.type(box.getByLabelText("ساعت"), time);
}

const messageOf = (label: string) =>
  screen
    .getByLabelText(label)
    .getAttribute("aria-describedby")
    ?.split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ") ?? "";

beforeAll(() => {
  // jsdom has <dialog> without the modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

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
