// What the desk's event form tests (tests/component/desk-content-event-*.test.tsx) share: the
// stand-ins for the router, the API, the toasts and the rich-text field (each test file hands them
// to its own vi.mock, which is hoisted per file), the form's choices, a saved event, Jalali days and
// the helpers that type a moment and read a field's message.
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ChangeEvent } from "react";
import { beforeAll, beforeEach, vi } from "vitest";
import { gregorianFromJalali, jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent } from "@/shared/types/events";
import { allowModalDialogs } from "./dialog";

export const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
export const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn() };
export const toasts: string[] = [];

/** next/navigation, at the new event's address. */
export const navigationMock = {
  useRouter: () => router,
  usePathname: () => "/admin/content/events/new",
  useSearchParams: () => new URLSearchParams(),
};
/** @/lib/api/browser: both channels are `api`. */
export const browserApiMock = { authApi: () => api, publicApi: () => api };
/** @/lib/toast: what was shown lands in `toasts`. */
export const toastMock = { showToast: (text: string) => void toasts.push(text) };

/** The rich-text field (tiptap, tested on its own) as a plain text box with the same props. */
function PlainRichTextEditor({
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
}) {
  return (
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
  );
}
/** @/components/forms/rich-text-editor. */
export const richTextEditorMock = { RichTextEditor: PlainRichTextEditor };

/** Dialogs open in jsdom; each test starts with fresh mocks and no toasts. */
export function resetEventFormMocks(): void {
  beforeAll(allowModalDialogs);
  beforeEach(() => {
    vi.clearAllMocks();
    toasts.length = 0;
  });
}

export const STALE =
  "این رویداد همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و تغییرهای خود را دوباره وارد کنید.";
export const CHOICES = {
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
export function jalaliDay(days: number): { text: string; iso: string } {
  const { year, month, day } = jalaliParts(new Date(Date.now() + days * 86_400_000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    text: toPersianDigits(`${year}/${pad(month)}/${pad(day)}`),
    iso: gregorianFromJalali(year, month, day).toISOString().slice(0, 10),
  };
}

export const tehran = (isoDay: string, clock: string) => new Date(`${isoDay}T${clock}:00+03:30`).toISOString();

export function savedEvent(overrides: Partial<AdminEvent> = {}): AdminEvent {
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
    remaining_capacity: 40,
    view_count: 0,
    is_past: false,
    url: "/events/کارگاه-طراحی-محصول",
    former_slugs: [],
    ...overrides,
  };
}

/** The date and time boxes of a moment's group. */
export async function typeMoment(user: UserEvent, group: string, date: string, time: string) {
  const box = within(screen.getByRole("group", { name: new RegExp(group) }));
  await user.type(box.getByLabelText("تاریخ"), date);
  await user.type(box.getByLabelText("ساعت"), time);
}

export const messageOf = (label: string) =>
  screen
    .getByLabelText(label)
    .getAttribute("aria-describedby")
    ?.split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ") ?? "";
