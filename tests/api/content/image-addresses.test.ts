// Issue 35, item 3: an editor set an event's cover, a gallery picture, the organizer's logo, a
// presenter's face and a sponsor's logo to desk endpoints (a request's page, the CSV export, a
// file download, an attendee list); the public page then showed them as <img>, and an admin's
// browser read each one in the admin's name. An image field now takes only an image the site
// stores (uploaded through the desk, or drawn), through the API as in the desk's form: 422 with one
// Persian message on the field, and nothing saved. The demo content passes the same rule.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrganizer } from "@/app/api/v1/admin/content/events/choices/organizers/route";
import { POST as createPresenter } from "@/app/api/v1/admin/content/events/choices/presenters/route";
import { PATCH as patchEvent } from "@/app/api/v1/admin/content/events/[id]/route";
import { POST as createEvent } from "@/app/api/v1/admin/content/events/route";
import { contentImages, events, eventPresenters, locations, organizers } from "@/server/db/schema";
import { seedDatabase } from "@/server/seed";
import { isStoredImageAddress } from "@/shared/content-images";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEvent } from "@/shared/types/events";
import { notStoredImageMessage } from "@/validation/content/image";
import { withFreshDatabase } from "../../support/database";
import { staffAccount, type Account } from "../../support/staff";

type Handler = (request: Request, context: never) => Promise<Response>;

/** What the public page's pictures pointed at, and other addresses that are not the site's images. */
const DESK_ADDRESSES = [
  "/api/v1/admin/requests/4",
  "/api/v1/admin/requests/export?kind=job-resume",
  "/api/v1/upload/file?id=3",
  "/api/v1/admin/events/2/attendees",
];
const OTHER_ADDRESSES = ["/images/poster.webp", "https://cdn.example.ir/poster.webp", "//cdn.example.ir/poster.webp"];

const KEY = `img-${"d".repeat(32)}`;
const UPLOADED_COVER = `/api/v1/media/images/${KEY}-1200x675.webp`;

const inDays = (days: number, hour: number) =>
  new Date(Date.now() + days * 86_400_000 + hour * 3_600_000).toISOString();

const eventInput = (extra: Record<string, unknown> = {}) => ({
  title: "کارگاه طراحی پوستر",
  summary: "یک عصر با طراحان: از ایده تا پوستری که دیده می‌شود.",
  description: "در این کارگاه گام‌به‌گام یک پوستر رویداد می‌سازیم و درباره رنگ و خط حرف می‌زنیم.",
  category: "کارگاه",
  capacity: 30,
  price: 0,
  location_title: "سالن اصلی آوینوکس",
  address: "کرمان، بلوار جمهوری، کافه نوآوری آوینوکس",
  starts_at: inDays(12, 0),
  ends_at: inDays(12, 2),
  tags: [],
  ...extra,
});

describe("an image field set to an address that acts (issue 35)", () => {
  const database = withFreshDatabase();
  let editor: Account;
  const db = () => database.handle().db;

  beforeAll(async () => {
    await seedDatabase(db());
    editor = await staffAccount(db(), "editor");
    await db()
      .insert(contentImages)
      .values({ key: KEY, purpose: "cover", alt: "سالن کارگاه", width: 1200, height: 675, bytes: 9000 });
  });

  function send(handler: Handler, body: unknown, options: { method?: string; id?: number } = {}) {
    const request = new Request("http://localhost/api/v1/admin/content/events", {
      method: options.method ?? "POST",
      headers: {
        authorization: `Bearer ${editor.token}`,
        "content-type": "application/json",
        "x-avinox-client-ip": "10.82.0.1",
      },
      body: JSON.stringify(body),
    });
    return handler(request, { params: Promise.resolve(options.id ? { id: String(options.id) } : {}) } as never);
  }

  async function expectRefused(response: Promise<Response>, field: string, label: string) {
    const answer = await response;
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual([{ field, message: notStoredImageMessage(label) }]);
  }

  const count = async (table: typeof events | typeof organizers | typeof eventPresenters) =>
    (
      await db()
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(table)
    )[0]!.n;

  it("refuses an event's cover, gallery picture and sponsor logo set to a desk endpoint or any other address, and saves nothing", async () => {
    const before = await count(events);
    for (const address of [...DESK_ADDRESSES, ...OTHER_ADDRESSES]) {
      await expectRefused(
        send(createEvent, eventInput({ cover: address, cover_alt: "پوستر کارگاه" })),
        "cover",
        "تصویر رویداد",
      );
      await expectRefused(
        send(createEvent, eventInput({ gallery: [{ image: address, caption: "دیوار پوسترها" }] })),
        "gallery.0.image",
        "تصویر گالری",
      );
      await expectRefused(
        send(createEvent, eventInput({ sponsors: [{ name: "چاپخانه کرمان", level: "حامی اصلی", logo: address }] })),
        "sponsors.0.logo",
        "نشان حامی",
      );
    }
    expect(await count(events)).toBe(before);
  });

  it("refuses an organizer's logo and a presenter's face set to one, and saves neither", async () => {
    const [organizersBefore, presentersBefore] = [await count(organizers), await count(eventPresenters)];
    for (const address of [...DESK_ADDRESSES, ...OTHER_ADDRESSES]) {
      await expectRefused(
        send(createOrganizer, { name: "انجمن طراحان کرمان", logo: address }),
        "logo",
        "نشان برگزارکننده",
      );
      await expectRefused(
        send(createPresenter, { name: "نگار امینی", title: "طراح گرافیک", avatar: address }),
        "avatar",
        "چهره ارائه‌دهنده",
      );
    }
    expect([await count(organizers), await count(eventPresenters)]).toEqual([organizersBefore, presentersBefore]);
  });

  it("refuses the same on an edit, and keeps the event's uploaded and drawn pictures", async () => {
    const response = await send(
      createEvent,
      eventInput({
        cover: UPLOADED_COVER,
        cover_alt: "سالن کارگاه",
        gallery: [{ image: "/media/art/gallery/poster-0.svg", caption: "دیوار پوسترها" }],
        sponsors: [
          {
            name: "چاپخانه کرمان",
            level: "حامی اصلی",
            logo: "/media/art/logo/chapkhaneh.svg?label=%DA%86%D8%A7%D9%BE",
          },
        ],
      }),
    );
    expect(response.status).toBe(201);
    const draft = (await response.json()) as AdminEvent;
    expect(draft.cover).toBe(UPLOADED_COVER);
    for (const address of DESK_ADDRESSES) {
      await expectRefused(
        send(patchEvent, { cover: address, cover_alt: "پوستر", version: 1 }, { method: "PATCH", id: draft.id }),
        "cover",
        "تصویر رویداد",
      );
      await expectRefused(
        send(
          patchEvent,
          { gallery: [{ image: address, caption: "پوستر" }], version: toPersianDigits(1) },
          { method: "PATCH", id: draft.id },
        ),
        "gallery.0.image",
        "تصویر گالری",
      );
    }
  });

  it("the demo content's every picture is one the rule takes", async () => {
    const columns = (await db().execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('image', 'logo', 'avatar', 'cover') order by 1, 2`,
    )) as unknown as { rows: Array<{ table_name: string; column_name: string }> };
    const named = columns.rows.map((c) => `${c.table_name}.${c.column_name}`);
    // Every kind's pictures: events, organizers, presenters, sponsors, galleries, businesses and their team, mentors, freelancers, projects, presents, branches, spaces.
    expect(named).toEqual(
      expect.arrayContaining([
        "events.cover",
        "event_gallery_files.image",
        "organizers.logo",
        "event_presenters.avatar",
        "event_sponsors.logo",
        "businesses.logo",
        "businesses.cover",
        "business_galleries.image",
        "business_members.avatar",
        "mentors.avatar",
        "freelancers.avatar",
        "hitech_projects.cover",
        "presents.image",
        "branches.image",
        "locations.image",
      ]),
    );
    expect(named).toHaveLength(15);
    let checked = 0;
    for (const { table_name, column_name } of columns.rows) {
      const values = (await db().execute(
        sql`select distinct ${sql.identifier(column_name)} as address from ${sql.identifier(table_name)}`,
      )) as unknown as { rows: Array<{ address: string }> };
      for (const { address } of values.rows) {
        expect(isStoredImageAddress(address), `${table_name}.${column_name}: ${address}`).toBe(true);
        checked += 1;
      }
    }
    const spaces = await db().select({ gallery: locations.gallery }).from(locations);
    for (const address of spaces.flatMap((space) => space.gallery)) {
      expect(isStoredImageAddress(address), `locations.gallery: ${address}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
