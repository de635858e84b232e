// The steps every content-desk spec (desk-content*.spec.ts) takes with its own kind: from
// /admin/content to the kind's list and its new-item form, rich text with a bold word, a picture
// with its text alternative, a draft saved, previewed, published, moved to a new address and
// taken off the site, each with the same checks. A kind's labels and addresses are passed in; what
// only one kind has stays in its spec.
import sharp from "sharp";
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "./test";
import { E2E_BASE_URL, E2E_EDITOR_MOBILE } from "./env";
import { nuErrors } from "./nu-checker";
import { signInStaff } from "./staff";
import { expectAccessible, expectNoHorizontalScroll, toggleFormat } from "./support";

/** What the publishing panel says of an item only the desk sees. */
export const DRAFT_NOTE = "پیش‌نویس است و فقط در میز کار دیده می‌شود.";

/** A visitor's look at the site, on a connection of its own (one kept idle between steps was reset by the server). */
export async function visit<T>(look: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    return await look(visitor);
  } finally {
    await visitor.dispose();
  }
}

/** The desk pages' HTML as the editor's session gets it, kept for the W3C Nu checker at the end. */
export class DeskHtml {
  private readonly documents: Record<string, string> = {};

  constructor(private readonly page: Page) {}

  /** Keeps the current page's HTML under `name`. */
  async keep(name: string): Promise<void> {
    this.documents[name] = await (await this.page.request.get(this.page.url())).text();
  }

  /** Keeps a page's HTML under `name` without opening it. */
  async keepPath(name: string, path: string): Promise<void> {
    this.documents[name] = await (await this.page.request.get(path)).text();
  }

  /** axe-core on the current page, then its HTML kept under `name`. */
  async keepAccessible(name: string): Promise<void> {
    await expectAccessible(this.page);
    await this.keep(name);
  }

  expectValid(): void {
    expect(nuErrors(this.documents)).toEqual([]);
  }
}

/** A desk page as its user sees it: no sideways scroll, no axe violation; its HTML kept when `keepAs` is given. */
export async function expectDeskPageFine(page: Page, html?: DeskHtml, keepAs?: string): Promise<void> {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  if (html && keepAs) await html.keep(keepAs);
}

/** From /admin/content to a kind's list by its link (`title`, also its heading when `heading` is left on). */
export async function openDeskList(
  page: Page,
  kind: { title: string; path: string; counted?: boolean; heading?: boolean },
): Promise<void> {
  await page.goto("/admin/content");
  // The content home counts each kind's items by state: four links.
  if (kind.counted !== false) {
    await expect(
      page.getByRole("list", { name: `${kind.title} به تفکیک وضعیت`, exact: true }).getByRole("link"),
    ).toHaveCount(4);
  }
  await page.getByRole("link", { name: kind.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/${kind.path}$`));
  if (kind.heading !== false) await expect(page.getByRole("heading", { level: 1, name: kind.title })).toBeVisible();
}

/** The editor (E2E_EDITOR_MOBILE) signed in and on the kind's list (`openDeskList`), which `check`
 *  looks at for what only it has before the list is checked as `expectDeskPageFine` does (its HTML
 *  kept as `keepAs` when given); the DeskHtml that keeps the spec's pages is returned. */
export async function editorOnList(
  page: Page,
  {
    keepAs,
    check = async () => {},
    ...kind
  }: Parameters<typeof openDeskList>[1] & { keepAs?: string; check?: () => Promise<unknown> },
): Promise<DeskHtml> {
  const html = new DeskHtml(page);
  await signInStaff(page, E2E_EDITOR_MOBILE);
  await openDeskList(page, kind);
  await check();
  await expectDeskPageFine(page, html, keepAs);
  return html;
}

/** The list's tabs by content state. */
export async function expectStateTabs(page: Page): Promise<void> {
  await expect(page.getByRole("navigation", { name: "وضعیت" }).getByRole("link")).toHaveText([
    /^همه/,
    /^پیش‌نویس/,
    /^زمان‌بندی‌شده/,
    /^منتشرشده/,
    /^بایگانی‌شده/,
  ]);
}

/** From the list to the new-item form by its link; the form (named `form`, or as the link) is returned. */
export async function openNewForm(page: Page, path: string, link: string, form = link): Promise<Locator> {
  await page.getByRole("link", { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/${path}/new$`));
  return page.getByRole("form", { name: form });
}

/** Types `before`, then `bold` in bold from the field's toolbar, then `after`, in a rich-text field. */
export async function typeWithBold(
  page: Page,
  form: Locator,
  field: string,
  [before, bold, after]: [string, string, string],
): Promise<Locator> {
  const box = form.getByRole("textbox", { name: field });
  await box.click();
  await page.keyboard.type(before);
  const boldButton = form.getByRole("toolbar", { name: `قالب ${field}` }).getByRole("button", { name: "پررنگ" });
  await toggleFormat(boldButton, box, true);
  await page.keyboard.type(bold);
  await toggleFormat(boldButton, box, false);
  await page.keyboard.type(after);
  return box;
}

/** A PNG of one colour made here (a wide 1600×900 unless sized), uploaded with its text alternative;
 *  the form's image of it is returned once it shows the desk's WebP of the upload (UPLOADED_IMAGE_SRC). */
export async function uploadPicture(
  form: Locator,
  {
    alt,
    name,
    width = 1600,
    height = 900,
    colour,
  }: { alt: string; name: string; width?: number; height?: number; colour: number[] },
): Promise<Locator> {
  const [r, g, b] = colour;
  const png = await sharp({ create: { width, height, channels: 3, background: { r: r!, g: g!, b: b! } } })
    .png()
    .toBuffer();
  await form.getByLabel("متن جایگزین تصویر", { exact: true }).fill(alt);
  await form.getByLabel("فایل تصویر", { exact: true }).setInputFiles({ name, mimeType: "image/png", buffer: png });
  await form.getByRole("button", { name: "بارگذاری تصویر" }).click();
  const picture = form.getByRole("img", { name: alt });
  await expect(picture).toHaveAttribute("src", UPLOADED_IMAGE_SRC);
  return picture;
}

/** The address of an image the desk made from an upload. */
const UPLOADED_IMAGE_SRC = /^\/api\/v1\/media\/images\/img-[0-9a-f]{32}-\d+x\d+\.webp$/;

/** The item's publishing panel in the desk. */
export const publishingPanel = (page: Page) => page.getByRole("region", { name: "انتشار" });

/** Saves the new form as a draft: the item's own desk page opens (at `path`/{id}, headed `heading`), a draft. */
export async function saveDraft(
  page: Page,
  form: Locator,
  path: string,
  heading: string,
  draftNote = DRAFT_NOTE,
): Promise<{ editUrl: string; id: number; panel: Locator }> {
  await form.getByRole("button", { name: "ذخیره پیش‌نویس" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/${path}/\\d+$`));
  const editUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const panel = publishingPanel(page);
  await expect(panel).toContainText(draftNote);
  return { editUrl, id: Number(editUrl.split("/").pop()), panel };
}

/** The desk's preview from the panel's link: headed `heading`, kept from search engines, accessible;
 *  `check` looks at what only this kind shows; the preview's HTML is kept as `keepAs` when given. */
export async function checkPreview(
  page: Page,
  { link, heading, html, keepAs }: { link: string; heading: string; html?: DeskHtml; keepAs?: string },
  check: () => Promise<void> = async () => {},
): Promise<void> {
  await publishingPanel(page).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await check();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page);
  if (html && keepAs) await html.keep(keepAs);
}

/** The published item as a visitor finds it: linked (by `title`) from the public list at `list`, and
 *  its page at `path` headed `title` with `bold` in bold in its rich-text section (headed by
 *  `#${section}`); axe on that page. */
export async function expectOnSite(
  page: Page,
  {
    list,
    path,
    title,
    bold,
    section = "about-title",
  }: { list: string; path: string; title: string; bold: string; section?: string },
): Promise<void> {
  await page.goto(list);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(`#${section}`).locator("..").locator("strong")).toHaveText(bold);
  await expectAccessible(page);
}

/** «انتشار همین حالا» in the panel: the panel then links the item on the site (`onSite`), returned. */
export async function publishNow(panel: Locator, onSite: string): Promise<Locator> {
  await panel.getByRole("button", { name: "انتشار همین حالا" }).click();
  const link = panel.getByRole("link", { name: onSite });
  await expect(link).toBeVisible();
  return link;
}

/** «برداشتن از سایت» in the panel (on the item's desk page, opened again when `editUrl` is given): a draft again. */
export async function takeOffSite(page: Page, editUrl?: string, draftNote = DRAFT_NOTE): Promise<void> {
  if (editUrl) await page.goto(editUrl);
  const panel = publishingPanel(page);
  await panel.getByRole("button", { name: "برداشتن از سایت" }).click();
  await expect(panel).toContainText(draftNote);
}

/** A new slug saved: the panel lists the old address, which answers 308 to the new one (`section` is
 *  the public path before the slug, e.g. "/events"). */
export async function moveAddress(page: Page, section: string, oldSlug: string, newSlug: string): Promise<void> {
  await page.getByLabel("نامک").fill(newSlug);
  await page.getByRole("button", { name: "ذخیره تغییرها" }).click();
  await expect(publishingPanel(page).getByRole("region", { name: "نشانی‌های پیشین" })).toContainText(
    `${section}/${oldSlug}`,
  );
  const moved = await visit(async (request) => {
    const answer = await request.get(`${section}/${encodeURIComponent(oldSlug)}`, { maxRedirects: 0 });
    return { status: answer.status(), location: answer.headers().location ?? "" };
  });
  expect(moved.status).toBe(308);
  expect(moved.location.endsWith(`${section}/${newSlug}`)).toBe(true);
}

/** Whether the site's search (GET /api/v1/search) finds `query` as a hit of `type` at `url`. */
export async function searchFinds(request: APIRequestContext, query: string, type: string, url: string) {
  const groups = (await (await request.get(`/api/v1/search?q=${encodeURIComponent(query)}`)).json()) as Array<{
    type: string;
    items: Array<{ url: string }>;
  }>;
  return groups.some((group) => group.type === type && group.items.some((hit) => decodeURIComponent(hit.url) === url));
}
