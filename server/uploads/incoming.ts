import "server-only";
// A body that may carry files (request forms, the content desk's images): JSON, or multipart with
// the fields beside the files (or as JSON in `payload`); and each file checked against its rule by
// its size (413) and its bytes (422 on the field: the name and the browser's type can say anything).
import { toPersianDigits } from "@/shared/format/digits";
import { HttpError } from "@/server/http/errors";
import { parseJsonText, readJson } from "@/server/http/handler";
import { assertSafeBody } from "@/server/http/text-safety";
import { ValidationFailure } from "@/server/http/validation";
import { extensionOf, FILE_KIND_INFO, sniffFileKind, type FileKind } from "./file-types";

export type FileRule = { label: string; kinds: FileKind[]; maxBytes: number; required: boolean };

export type IncomingFile = { file: File; bytes: Uint8Array };
export type Incoming = { fields: Record<string, unknown>; files: Map<string, IncomingFile> };
export type AcceptedFile = { field: string; file: File; bytes: Uint8Array; kind: FileKind };

/** A JSON body, or multipart with the fields as JSON in `payload` and the files beside it. */
export async function readIncoming(request: Request): Promise<Incoming> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return { fields: await readJson(request), files: new Map() };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, "فرم ارسالی قابل خواندن نیست.");
  }
  const files = new Map<string, IncomingFile>();
  let fields: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") {
      if (key === "payload") {
        const parsed = parseJsonText(value);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
          fields = { ...fields, ...(parsed as Record<string, unknown>) };
      } else fields[key] = value;
    } else if (value.size > 0) files.set(key, { file: value, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  assertSafeBody(fields);
  return { fields, files };
}

/** One file against its rule: too large is 413, missing or of another kind (by its bytes and name) 422 on the field. */
export function checkFile(field: string, incoming: IncomingFile | undefined, rule: FileRule): AcceptedFile | undefined {
  if (!incoming) {
    if (rule.required) throw new ValidationFailure(field, `${rule.label} الزامی است`);
    return undefined;
  }
  const { file, bytes } = incoming;
  if (bytes.byteLength > rule.maxBytes) {
    throw new HttpError(
      413,
      `حجم ${rule.label} باید کمتر از ${toPersianDigits(Math.round(rule.maxBytes / 1024))} کیلوبایت باشد.`,
    );
  }
  const kind = sniffFileKind(bytes);
  const allowed = rule.kinds.map((k) => FILE_KIND_INFO[k].label).join("، ");
  if (!kind || !rule.kinds.includes(kind) || !FILE_KIND_INFO[kind].extensions.includes(extensionOf(file.name))) {
    throw new ValidationFailure(field, `${rule.label} باید یکی از این نوع‌ها باشد: ${allowed}`);
  }
  return { field, file, bytes, kind };
}

/** Every file the rules name, checked; those left out and not required are skipped. */
export function checkFiles(files: Map<string, IncomingFile>, rules: Record<string, FileRule>): AcceptedFile[] {
  return Object.entries(rules).flatMap(([field, rule]) => checkFile(field, files.get(field), rule) ?? []);
}
