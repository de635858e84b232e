// The files request forms take: what the input accepts, what people are told, what the form
// checks and what the API checks by the bytes. Without zod, so a form page can show its file
// field before the schema loads.
import { limits } from "@/shared/site";

export type UploadSpec = {
  /** The field's label. */
  label: string;
  /** The name messages use ("پسوند فایل رزومه مجاز نیست", "رزومه الزامی است"), on the form and in the API. */
  messageLabel: string;
  /** The extensions the API takes (it checks the bytes' type too). */
  extensions: readonly string[];
  /** The file input's `accept`. */
  accept: string;
  /** Shown to people: e.g. "PDF یا Word". */
  typesLabel: string;
  maxBytes: number;
};

const DOCUMENT = {
  extensions: ["pdf", "doc", "docx"],
  accept:
    ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

const MB = 1024 * 1024;

/** Checks a spec's shape and keeps its literal type (and any fields of its own). */
const upload = <const T extends UploadSpec>(spec: T): T => spec;

/** The resume of a job, career or internship application: PDF or Word, at most 5 MB. */
export const RESUME_UPLOAD = upload({
  ...DOCUMENT,
  label: "فایل رزومه",
  messageLabel: "رزومه",
  typesLabel: "PDF یا Word (doc، docx)",
  maxBytes: 5 * MB,
});

/** A freelancer's resume: PDF or Word, at most 5 MB, required. */
export const FREELANCER_RESUME_UPLOAD = upload({
  ...DOCUMENT,
  label: "فایل رزومه",
  messageLabel: "فایل رزومه",
  typesLabel: "PDF یا Word",
  maxBytes: 5 * MB,
});

/** A hi-tech proposal's resume or company profile: PDF or Word, at most 5 MB, optional. */
export const PROPOSAL_UPLOAD = upload({
  ...DOCUMENT,
  label: "رزومه یا معرفی شرکت",
  messageLabel: "رزومه یا معرفی شرکت",
  typesLabel: "PDF یا Word",
  maxBytes: 5 * MB,
});

/** An idea's pitch deck: PDF or PowerPoint, at most 10 MB, optional. */
export const PITCH_DECK_UPLOAD = upload({
  label: "فایل ارائه (پیچ‌دک)",
  messageLabel: "پیچ‌دک",
  extensions: ["pdf", "pptx"],
  accept: ".pdf,.pptx,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation",
  typesLabel: "PDF یا PowerPoint (pptx)",
  maxBytes: 10 * MB,
});

/**
 * A freelancer's profile photo, optional: JPG, PNG or WebP. The browser crops it square and resizes
 * it to SPEC §9's 148×148 before it is checked (image dimensions, imageSize) and sent; the API
 * checks the bytes' type and the size.
 */
export const AVATAR_UPLOAD = upload({
  label: "تصویر پروفایل",
  messageLabel: "تصویر پروفایل",
  extensions: ["jpg", "png", "webp"],
  mimeTypes: ["image/jpeg", "image/png", "image/webp"],
  accept: "image/jpeg,image/png,image/webp",
  typesLabel: "JPG، PNG یا WebP",
  width: limits.imageResize.width,
  height: limits.imageResize.height,
  maxBytes: 512 * 1024,
});

/**
 * What the API checks of an upload (server/uploads' FileRule): the spec's message name, extensions
 * and size, and whether the form may leave it out. One place, so a route cannot drift from its form.
 */
export const uploadRule = <const T extends UploadSpec>(spec: T, { required }: { required: boolean }) => ({
  label: spec.messageLabel,
  kinds: [...spec.extensions] as T["extensions"][number][],
  maxBytes: spec.maxBytes,
  required,
});
