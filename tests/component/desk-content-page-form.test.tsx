// @vitest-environment jsdom
// The content desk's page form and a page's editor: an empty form says in Persian what is required
// and sends nothing; a new page goes out as typed (its body's lines and Persian digits kept, no slug
// when none was typed) and the desk opens its page; the body is edited as a page reads it (lines
// joined); an edit carries the version shown, the API's 422 lands on its field and a 409 shows the
// API's message while the input stays; on a page's editor, publishing, the former addresses and
// restoring an earlier version (which refills the form) speak of the page and call its API.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChangeEvent } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { allowModalDialogs } from "../support/dialog";
import type { ContentVersionItem } from "@/shared/types/content";
import type { AdminContentPage } from "@/shared/types/pages";

// The desk's browser side, faked: the router, the API client the panels call, the toasts said.
const { router, api, toasts } = vi.hoisted(() => ({
  router: { push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), prefetch: vi.fn() },
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn() },
  toasts: [] as string[],
}));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/api/browser", () => ({ authApi: () => api }));
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => toasts.push(text) }));
// The rich-text field (tiptap, tested on its own) as a text box that keeps the value it is given and
// says, as data-lines, how the page form asks it to read the lines.
vi.mock("@/components/forms/rich-text-editor", () => ({
  RichTextEditor: (props: {
    label: string;
    value: string;
    onChange: (v: string) => void;
    onBlur?: () => void;
    error?: string;
    lines?: string;
  }) => (
    <label>
      {props.label}
      <textarea
        data-lines={props.lines}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        onBlur={props.onBlur}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => props.onChange(event.target.value)}
      />
      {props.error && <span role="alert">{props.error}</span>}
    </label>
  ),
}));

const { PageForm } = await import("@/components/desk/content/page-form");
const { PageEditor } = await import("@/components/desk/content/page-editor");

const STALE =
  "این صفحه همین حالا از طرف همکار دیگری تغییر کرده است. آخرین نسخه را بگیرید و تغییرهای خود را دوباره وارد کنید.";
const BODY = "## پذیرش\n\nهر تیم تا **۳ ماه**\nدر برنامه می‌ماند.\n\n- جلسه هفتگی\n- دمو دی";

/** A draft page at version 3, as the API answers it (`overrides` on top). */
function savedPage(overrides: Partial<AdminContentPage> = {}): AdminContentPage {
  const now = new Date().toISOString();
  const content = {
    title: "درباره برنامه شتاب‌دهی",
    slug: "about-accelerator",
    summary: "برنامه شتاب‌دهی آوینوکس برای تیم‌های نوپای کرمان.",
    body: BODY,
  };
  const state = {
    status: "draft",
    status_label: "پیش‌نویس",
    publish_at: null,
    is_public: false,
    version: 3,
    updated_at: now,
    created_at: now,
  } as const;
  return { id: 7, ...content, ...state, url: "/page/about-accelerator", former_slugs: [], ...overrides };
}

/** What a field is described by (its hint, its message), as a screen reader says it after its name. */
function descriptionOf(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

beforeAll(allowModalDialogs);
beforeEach(() => void toasts.splice(0));
afterEach(() => vi.clearAllMocks());

describe("a new page", () => {
  it("an empty form says in Persian what a page needs, and nothing is sent", async () => {
    const user = userEvent.setup();
    render(<PageForm />);
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    await waitFor(() => expect(descriptionOf("عنوان صفحه")).toContain("عنوان صفحه الزامی است"));
    expect(descriptionOf("خلاصه صفحه")).toContain("خلاصه صفحه الزامی است");
    expect(screen.getByText("متن صفحه الزامی است")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText("عنوان صفحه"));
  });

  it("sends the body as typed, lines and Persian digits kept, and opens the new page's page", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(savedPage({ id: 57, title: "قوانین پارکینگ" }));
    render(<PageForm />);
    expect(screen.getByLabelText("متن صفحه").dataset.lines).toBe("join");
    await user.type(screen.getByLabelText("عنوان صفحه"), "قوانین پارکینگ");
    expect(descriptionOf("نامک")).toContain("قوانین-پارکینگ");
    await user.type(screen.getByLabelText("خلاصه صفحه"), "جای پارک اعضا و مهمانان در شعبه مرکزی.");
    await user.type(screen.getByLabelText("متن صفحه"), BODY);
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/pages/57"));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/content/pages", {
      title: "قوانین پارکینگ",
      summary: "جای پارک اعضا و مهمانان در شعبه مرکزی.",
      body: BODY,
    });
    expect(toasts).toEqual(["پیش‌نویس «قوانین پارکینگ» ساخته شد."]);
  });

  it("refuses a body shorter than a page", async () => {
    const user = userEvent.setup();
    render(<PageForm />);
    await user.type(screen.getByLabelText("متن صفحه"), "کوتاه");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));
    expect(await screen.findByText("متن صفحه باید بین ۲۰ و ۵۰,۰۰۰ کاراکتر باشد")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe("an edit", () => {
  it("goes with the version shown; the API's 422 lands on its field and nothing typed is lost", async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValue(
      new ApiError({
        kind: "validation",
        status: 422,
        message: "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید.",
        fields: [{ field: "slug", message: "این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید." }],
        toast: undefined,
      } as never),
    );
    render(<PageForm page={savedPage()} />);
    expect((screen.getByLabelText("متن صفحه") as HTMLTextAreaElement).value).toBe(BODY);
    expect(descriptionOf("نامک")).toContain("/page/about-accelerator");
    await user.clear(screen.getByLabelText("نامک"));
    await user.type(screen.getByLabelText("نامک"), "rules");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    await waitFor(() =>
      expect(descriptionOf("نامک")).toContain("این نامک پیش‌تر به کار رفته است؛ نامک دیگری بنویسید."),
    );
    expect(document.activeElement).toBe(screen.getByLabelText("نامک"));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/pages/7",
      { title: "درباره برنامه شتاب‌دهی", slug: "rules", summary: savedPage().summary, body: BODY, version: 3 },
      { shownByCaller: [409] },
    );
    expect(toasts).toEqual([]);
  });

  it("a colleague's save in between (409): the API's message, the input kept", async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValue(
      new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }),
    );
    render(<PageForm page={savedPage()} />);
    await user.type(screen.getByLabelText("متن صفحه"), "\n\nبندی تازه درباره داوری.");
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    const alert = await screen.findByText(STALE);
    expect(alert.closest("[role=alert]")).toBe(document.activeElement);
    expect((screen.getByLabelText("متن صفحه") as HTMLTextAreaElement).value).toBe(`${BODY}\n\nبندی تازه درباره داوری.`);
    expect(screen.getByText("تغییرهای ذخیره‌نشده دارید.")).toBeTruthy();
  });
});

describe("a page's editor", () => {
  const versions: ContentVersionItem[] = [
    {
      version: 3,
      created_at: new Date().toISOString(),
      actor: { id: 2, name: "سارا احمدی" },
      data: { title: "درباره برنامه شتاب‌دهی" },
    },
    {
      version: 1,
      created_at: new Date(Date.now() - 7_200_000).toISOString(),
      actor: null,
      data: { title: "برنامه شتاب‌دهی" },
    },
  ];

  it("publishes the page with the version shown and lists its former addresses", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(
      savedPage({
        status: "published",
        status_label: "منتشرشده",
        is_public: true,
        version: 4,
        former_slugs: ["accelerator"],
      }),
    );
    render(<PageEditor page={savedPage({ former_slugs: ["accelerator"] })} versions={versions} />);
    const panel = screen.getByRole("region", { name: "انتشار" });
    expect(within(panel).getByRole("link", { name: "پیش‌نمایش صفحه" }).getAttribute("href")).toBe(
      "/admin/content/pages/7/preview",
    );
    expect(panel.textContent?.includes("/page/accelerator")).toBe(true);
    await user.click(within(panel).getByRole("button", { name: "انتشار همین حالا" }));
    await waitFor(() => expect(toasts).toEqual(["صفحه منتشر شد و در سایت دیده می‌شود."]));
    expect(api.post).toHaveBeenCalledWith(
      "/v1/admin/content/pages/7/publish",
      { version: 3 },
      { shownByCaller: [409] },
    );
    expect(within(panel).getByRole("link", { name: "صفحه در سایت" }).getAttribute("href")).toBe(
      "/page/about-accelerator",
    );
    expect(router.refresh).toHaveBeenCalled();
  });

  it("restores an earlier version behind a confirmation and refills the form with its body", async () => {
    const user = userEvent.setup();
    const restoredBody = "## برنامه\n\nمتن نخستین صفحه که دوباره برمی‌گردد.";
    api.post.mockResolvedValue(savedPage({ title: "برنامه شتاب‌دهی", body: restoredBody, version: 4 }));
    render(<PageEditor page={savedPage()} versions={versions} />);
    const list = screen.getByRole("list", { name: "نسخه‌های صفحه" });
    await user.click(within(list).getByRole("button", { name: "بازگردانی نسخه ۱" }));
    const dialog = screen.getByRole("dialog", { name: "بازگردانی نسخه" });
    expect(dialog.textContent?.includes("جای نسخه فعلی صفحه را می‌گیرد")).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "بازگردانی" }));
    await waitFor(() => expect((screen.getByLabelText("متن صفحه") as HTMLTextAreaElement).value).toBe(restoredBody));
    expect(api.post).toHaveBeenCalledWith(
      "/v1/admin/content/pages/7/versions/1/restore",
      { version: 3 },
      { shownByCaller: [409] },
    );
    expect((screen.getByLabelText("عنوان صفحه") as HTMLInputElement).value).toBe("برنامه شتاب‌دهی");
  });
});
