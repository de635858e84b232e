// @vitest-environment jsdom
// The submit-idea draft (lib/requests/idea-draft): every answer saved under "avinox:idea-draft",
// restored on load, cleared after success; never the pitch deck file or the captcha; a broken or
// blocked storage only loses the draft. Then the same through the stepped form: the step in the
// URL, "بعدی" checking only its step, "قبلی" and the back button losing nothing, a reload
// restoring the answers, "شروع دوباره", and the draft gone after a successful submission.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, useSyncExternalStore } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IdeaForm } from "@/components/idea/idea-form";
import {
  clearIdeaDraft,
  draftOf,
  IDEA_DRAFT_FIELDS,
  IDEA_DRAFT_KEY,
  loadIdeaDraft,
  saveIdeaDraft,
  type DraftStorage,
} from "@/lib/requests/idea-draft";
import { TEST_ALTCHA_PAYLOAD } from "../support/altcha-widget-mock";
import { memoryStorage } from "../support/browser";
// Every findBy…/waitFor below awaits an event (a message shown, the next step's address, the
// receipt), not a duration: it waits as long as a busy machine needs for the work before it; and a
// test that drives the whole form has more than the project's 20 s (see the module).

// next/navigation as the browser sees it: the search params follow history.pushState/replaceState
// and the back button, as Next.js keeps them in step.
const urlListeners = new Set<() => void>();
vi.mock("next/navigation", () => ({
  usePathname: () => "/submit-idea",
  useSearchParams: () =>
    new URLSearchParams(
      useSyncExternalStore(
        (listener) => {
          urlListeners.add(listener);
          window.addEventListener("popstate", listener);
          return () => {
            urlListeners.delete(listener);
            window.removeEventListener("popstate", listener);
          };
        },
        () => window.location.search,
        () => "",
      ),
    ),
}));
for (const method of ["pushState", "replaceState"] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    urlListeners.forEach((listener) => listener());
  };
}

// The API answers the submission at once; the captcha widget is a stand-in (jsdom has no workers).
const sent: Array<Record<string, unknown>> = [];
vi.mock("@/lib/api/resources/requests", () => ({
  submitRequest: async (_api: unknown, _endpoint: string, fields: Record<string, unknown>) => {
    sent.push(fields);
    const { testReceipt } = await import("../support/request-form-ui");
    return testReceipt({ kind: "idea", kind_label: "ثبت ایده" }, "2026-01-01T08:00:00Z");
  },
}));
vi.mock("@/components/requests/altcha-widget", () => import("../support/altcha-widget-mock"));

const answers = {
  service: "incubation",
  title: "بازار آنلاین صنایع دستی کرمان",
  problem: "هنرمندان صنایع دستی راهی برای فروش آنلاین ندارند.",
  founder_name: "زهرا",
  founder_mobile: "09131234567",
  team_size: "4",
  website: "",
};

describe("idea draft", () => {
  afterEach(() => window.localStorage.clear());

  it("keeps every step's answer fields and nothing else", () => {
    expect(IDEA_DRAFT_FIELDS).toEqual([
      "service",
      "title",
      "problem",
      "solution",
      "customers",
      "stage",
      "founder_name",
      "founder_mobile",
      "founder_email",
      "team_size",
      "team_roles",
      "city",
      "website",
    ]);
    const file = new File(["%PDF-"], "deck.pdf");
    expect(
      draftOf({ ...answers, pitch_deck: file, altcha: TEST_ALTCHA_PAYLOAD, extra: "x", solution: { nested: true } }),
    ).toEqual(answers);
  });

  it("saves under avinox:idea-draft and restores the same answers", () => {
    const storage = memoryStorage();
    saveIdeaDraft({ ...answers, altcha: TEST_ALTCHA_PAYLOAD, pitch_deck: new File(["x"], "deck.pptx") }, storage);
    expect([...storage.data.keys()]).toEqual([IDEA_DRAFT_KEY]);
    const saved = storage.data.get(IDEA_DRAFT_KEY)!;
    expect(saved).not.toContain("altcha");
    expect(saved).not.toContain(TEST_ALTCHA_PAYLOAD);
    expect(saved).not.toContain("deck.pptx");
    expect(loadIdeaDraft(storage)).toEqual(answers);
  });

  it("follows every change, and removes the draft when the form is emptied", () => {
    const storage = memoryStorage();
    saveIdeaDraft({ service: "consulting" }, storage);
    saveIdeaDraft({ service: "consulting", title: "ایده دوم" }, storage);
    expect(loadIdeaDraft(storage)).toEqual({ service: "consulting", title: "ایده دوم" });
    saveIdeaDraft({ service: "", title: "  " }, storage);
    expect(storage.data.has(IDEA_DRAFT_KEY)).toBe(false);
    expect(loadIdeaDraft(storage)).toBeUndefined();
  });

  it("is cleared after a successful submission or a fresh start", () => {
    const storage = memoryStorage();
    saveIdeaDraft(answers, storage);
    clearIdeaDraft(storage);
    expect(loadIdeaDraft(storage)).toBeUndefined();
  });

  it("ignores a draft it cannot read", () => {
    const storage = memoryStorage();
    for (const raw of [
      "{not json",
      "null",
      "[]",
      '"text"',
      JSON.stringify({ version: 99, values: answers }),
      JSON.stringify({ version: 1, values: "x" }),
      JSON.stringify({ version: 1, values: { title: 5, other: "x" } }),
    ]) {
      storage.data.set(IDEA_DRAFT_KEY, raw);
      const draft = loadIdeaDraft(storage);
      expect(
        draft === undefined || Object.keys(draft).every((key) => (IDEA_DRAFT_FIELDS as string[]).includes(key)),
      ).toBe(true);
    }
    storage.data.set(IDEA_DRAFT_KEY, JSON.stringify({ version: 1, values: { title: 5, other: "x" } }));
    expect(loadIdeaDraft(storage)).toEqual({ title: "5" });
    storage.data.set(IDEA_DRAFT_KEY, "{not json");
    expect(loadIdeaDraft(storage)).toBeUndefined();
  });

  it("never throws when storage is full or blocked", () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveIdeaDraft(answers, broken)).not.toThrow();
    expect(loadIdeaDraft(broken)).toBeUndefined();
    expect(() => clearIdeaDraft(broken)).not.toThrow();
  });

  it("uses the browser's localStorage by default", () => {
    saveIdeaDraft(answers);
    expect(JSON.parse(window.localStorage.getItem(IDEA_DRAFT_KEY)!)).toEqual({ version: 1, values: answers });
    expect(loadIdeaDraft()).toEqual(answers);
    clearIdeaDraft();
    expect(window.localStorage.getItem(IDEA_DRAFT_KEY)).toBeNull();
  });
});

describe("the idea form's draft", () => {
  const search = () => window.location.search;
  const currentStep = () => screen.getByRole("listitem", { current: "step" }).textContent;
  const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
  const next = () => userEvent.click(screen.getByRole("button", { name: "بعدی" }));
  // Keystrokes one after another, with no timer between them (user-event's default sleeps 0 ms).
  const typist = () => userEvent.setup({ delay: null });

  // The modules the form loads when first used (the steps' schemas with zod, the captcha widget)
  // are loaded here once, so the tests' waits do not include compiling them.
  beforeAll(async () => {
    await Promise.all([
      import("@/validation/requests/idea"),
      import("@hookform/resolvers/zod"),
      import("@/components/requests/altcha-widget"),
    ]);
  });

  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, "", "/submit-idea");
    sent.length = 0;
  });

  it("starts at 'service', moves only with that step's answers, and keeps them going back", async () => {
    const user = typist();
    render(createElement(IdeaForm));
    expect(currentStep()).toContain("انتخاب برنامه");
    await next();
    expect(await screen.findByText("برنامه مورد نظر الزامی است")).toBeTruthy();
    expect(search()).toBe("");

    await user.click(field(/شتاب‌دهی/));
    await next();
    await waitFor(() => expect(search()).toBe("?step=idea"));
    expect(currentStep()).toContain("ایده");
    await user.type(field("عنوان ایده"), "ایده آزمایشی");
    await next();
    // Only this step's fields are checked.
    expect(await screen.findByText("مسئله‌ای که حل می‌کنید الزامی است")).toBeTruthy();
    expect(screen.queryByText("نام بنیان‌گذار الزامی است")).toBeNull();
    expect(search()).toBe("?step=idea");

    await user.click(screen.getByRole("button", { name: "قبلی" }));
    await waitFor(() => expect(search()).toBe("?step=service"));
    expect(field(/شتاب‌دهی/).checked).toBe(true);
    act(() => window.history.back());
    await waitFor(() => expect(search()).toBe("?step=idea"));
    expect(field("عنوان ایده").value).toBe("ایده آزمایشی");
    expect(JSON.parse(window.localStorage.getItem(IDEA_DRAFT_KEY)!).values).toMatchObject({
      service: "acceleration",
      title: "ایده آزمایشی",
    });
  });

  it("restores the answers after a reload, edits from the review, and clears the draft after sending", async () => {
    const user = typist();
    saveIdeaDraft({ service: "incubation", title: "بازار آنلاین صنایع دستی" });
    window.history.replaceState(null, "", "/submit-idea?step=idea");
    render(createElement(IdeaForm));
    await waitFor(() => expect(field("عنوان ایده").value).toBe("بازار آنلاین صنایع دستی"));
    expect(screen.getByText(/پیش‌نویس قبلی شما بازیابی شد/)).toBeTruthy();
    expect(currentStep()).toContain("ایده");

    await user.type(field("مسئله‌ای که حل می‌کنید"), "هنرمندان راهی برای فروش آنلاین ندارند");
    await user.type(field("راه‌حل شما"), "یک بازار آنلاین با ارسال از کرمان");
    await user.type(field("مشتریان هدف"), "خریداران صنایع دستی");
    await user.selectOptions(field("مرحله فعلی"), "ایده");
    await next();
    await waitFor(() => expect(search()).toBe("?step=team"));
    await user.type(field("نام بنیان‌گذار"), "زهرا نوری");
    await user.type(field("شماره موبایل"), "۰۹۱۳۱۲۳۴۵۶۷");
    await user.type(field("ایمیل"), "zahra@example.com");
    await user.type(field("تعداد اعضای تیم"), "۲");
    await user.type(field("شهر"), "کرمان");
    await user.type(field("نقش اعضای تیم"), "زهرا: مدیر؛ سینا: برنامه‌نویس");
    await next();
    await waitFor(() => expect(search()).toBe("?step=attachments"));
    await next();
    await waitFor(() => expect(search()).toBe("?step=review"));
    expect(screen.getByText("زهرا نوری")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "ویرایش تیم" }));
    await waitFor(() => expect(search()).toBe("?step=team"));
    await user.clear(field("شهر"));
    await user.type(field("شهر"), "رفسنجان");
    act(() => window.history.back());
    await waitFor(() => expect(search()).toBe("?step=review"));
    expect(screen.getByText("رفسنجان")).toBeTruthy();

    const notRobot = (await screen.findByRole("checkbox", { name: "من ربات نیستم" })) as HTMLInputElement;
    await user.click(notRobot);
    await waitFor(() => expect(notRobot.checked).toBe(true));
    await user.click(screen.getByRole("button", { name: "ثبت ایده" }));
    await screen.findByTestId("request-receipt");
    expect(sent).toEqual([
      expect.objectContaining({
        service: "incubation",
        founder_mobile: "09131234567",
        team_size: 2,
        city: "رفسنجان",
        altcha: TEST_ALTCHA_PAYLOAD,
      }),
    ]);
    expect(window.localStorage.getItem(IDEA_DRAFT_KEY)).toBeNull();
  });

  it("sends a link to a later step back to the first step still missing answers", async () => {
    saveIdeaDraft({ service: "consulting" });
    window.history.replaceState(null, "", "/submit-idea?step=review");
    render(createElement(IdeaForm));
    await waitFor(() => expect(search()).toBe("?step=idea"));
  });

  it("starts again from nothing with 'شروع دوباره'", async () => {
    const user = typist();
    saveIdeaDraft({ service: "investment", title: "ایده قدیمی" });
    window.history.replaceState(null, "", "/submit-idea?step=idea");
    render(createElement(IdeaForm));
    await waitFor(() => expect(field("عنوان ایده").value).toBe("ایده قدیمی"));
    await user.click(screen.getByRole("button", { name: "شروع دوباره" }));
    await user.click(screen.getByRole("button", { name: "بله، پاک شود" }));
    await waitFor(() => expect(search()).toBe("?step=service"));
    expect(field(/جذب سرمایه/).checked).toBe(false);
    expect(field("عنوان ایده").value).toBe("");
    expect(window.localStorage.getItem(IDEA_DRAFT_KEY)).toBeNull();
  });
});
