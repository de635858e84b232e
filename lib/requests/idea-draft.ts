// The submit-idea form's draft, kept in localStorage under "avinox:idea-draft": every change is
// saved, the draft comes back on load (after a reload or a later visit), and it is cleared after a
// successful submission or "شروع دوباره". Only the typed answers are kept: never the pitch deck
// file (a browser cannot store it) nor the captcha's `altcha` payload (single use, and it expires).
import { IDEA_STEPS, type IdeaStepField } from "@/validation/requests/idea-terms";

export const IDEA_DRAFT_KEY = "avinox:idea-draft";
const VERSION = 1;

/** The fields a draft never keeps: the file and the captcha's payload. */
const NOT_KEPT = ["pitch_deck", "altcha"] as const;

/** The answers a draft keeps: every field the steps ask but those, in the steps' order. */
export const IDEA_DRAFT_FIELDS = IDEA_STEPS.flatMap((step) => step.fields).filter(
  (field): field is Exclude<IdeaStepField, (typeof NOT_KEPT)[number]> =>
    !(NOT_KEPT as readonly string[]).includes(field),
);

export type IdeaDraftField = (typeof IDEA_DRAFT_FIELDS)[number];
export type IdeaDraft = Partial<Record<IdeaDraftField, string>>;

/** The part of Storage a draft needs (tests pass their own). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const MAX_FIELD_LENGTH = 5000;

function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (e.g. some private modes)
  }
}

/** The draft part of form values: known fields with text (numbers as text); nothing else. */
export function draftOf(values: unknown): IdeaDraft {
  const draft: IdeaDraft = {};
  if (!values || typeof values !== "object") return draft;
  const source = values as Record<string, unknown>;
  for (const field of IDEA_DRAFT_FIELDS) {
    const value = source[field];
    if (typeof value === "string") draft[field] = value.slice(0, MAX_FIELD_LENGTH);
    else if (typeof value === "number" && Number.isFinite(value)) draft[field] = String(value);
  }
  return draft;
}

export function isEmptyDraft(draft: IdeaDraft): boolean {
  return Object.values(draft).every((value) => !value || !value.trim());
}

/** Saves the answers (an empty form removes the draft). Never throws: a full or blocked storage only loses the draft. */
export function saveIdeaDraft(values: unknown, storage: DraftStorage | undefined = browserStorage()): void {
  if (!storage) return;
  const draft = draftOf(values);
  try {
    if (isEmptyDraft(draft)) storage.removeItem(IDEA_DRAFT_KEY);
    else storage.setItem(IDEA_DRAFT_KEY, JSON.stringify({ version: VERSION, values: draft }));
  } catch {
    // quota exceeded or storage blocked
  }
}

/** The saved answers, or undefined when there are none (or they are unreadable). */
export function loadIdeaDraft(storage: DraftStorage | undefined = browserStorage()): IdeaDraft | undefined {
  if (!storage) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(IDEA_DRAFT_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; values?: unknown };
    if (!parsed || typeof parsed !== "object" || parsed.version !== VERSION) return undefined;
    const draft = draftOf(parsed.values);
    return isEmptyDraft(draft) ? undefined : draft;
  } catch {
    return undefined;
  }
}

export function clearIdeaDraft(storage: DraftStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(IDEA_DRAFT_KEY);
  } catch {
    // storage blocked
  }
}
