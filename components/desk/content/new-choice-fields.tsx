"use client";
// What the event form creates beside the event when the site lacks it (issue 14): a tag typed by its
// name (the site's own is reused when it has one by that name), an organizer and a session presenter,
// each with an optional square picture uploaded here with its required text alternative (as a
// sponsor's logo: 148×148). Each is created at once (POST …/events/choices/...), offered among the
// form's choices, and shown on the public page once the event is saved and published. These are
// not <form>s (the event form holds them): a button or Enter in the name box sends them.
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminEventChoices } from "@/shared/types/events";
import { ImageFileField } from "./image-upload-controls";
import { useImageUpload } from "./use-image-upload";
import { PlainTextField } from "./content-fields";

type FieldMessages = Record<string, string | undefined>;

/** The API's 422 as messages by field (another failure: its message under the button). */
function messagesOf(error: unknown): FieldMessages | undefined {
  if (!(error instanceof ApiError)) throw error;
  if (error.ignored) return undefined;
  return error.fields.length
    ? Object.fromEntries(error.fields.map((item) => [item.field, item.message]))
    : { form: error.message };
}

/** Enter in a small form's box sends it, not the event form around it. */
const sendOnEnter = (send: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== "Enter") return;
  event.preventDefault();
  send();
};

/** A tag by its name: made (or found) at once, then chosen. */
export function NewTagField({ onCreated }: { onCreated: (tag: AdminEventChoices["tags"][number]) => void }) {
  const [name, setName] = useState("");
  const [messages, setMessages] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const tag = await deskContentApi.createEventTag(authApi(), { name });
      onCreated(tag);
      setName("");
      setMessages({});
      showToast(`برچسب «${tag.name}» انتخاب شد.`);
    } catch (error) {
      const found = messagesOf(error);
      if (found) setMessages(found);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <PlainTextField
        label="برچسب تازه"
        hint="اگر برچسبی با همین نام هست، همان انتخاب می‌شود."
        value={name}
        error={messages.name ?? messages.form}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={sendOnEnter(() => void add())}
      />
      <Button
        type="button"
        variant="secondary"
        className="sm:mt-7"
        busy={busy}
        busyLabel="در حال افزودن…"
        onClick={() => void add()}
      >
        افزودن برچسب
      </Button>
    </div>
  );
}

/** A square picture for a new organizer or presenter: its file and the text that describes it. */
function useSquarePicture() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const { upload, progress, problems, clear } = useImageUpload("logo");
  /** The uploaded picture's address; "" when no file was chosen; undefined when the upload failed. */
  async function send(): Promise<string | undefined> {
    const file = fileInput.current?.files?.[0];
    if (!file) return "";
    const uploaded = await upload(file, alt);
    return uploaded?.url;
  }
  const reset = () => {
    setAlt("");
    if (fileInput.current) fileInput.current.value = "";
  };
  return { fileInput, alt, setAlt, send, progress, problems, clear, reset };
}

type PictureProps = {
  picture: ReturnType<typeof useSquarePicture>;
  fileLabel: string;
  altLabel: string;
  serverError?: string;
};

function SquarePictureInputs({ picture, fileLabel, altLabel, serverError }: PictureProps) {
  return (
    <>
      <ImageFileField
        inputRef={picture.fileInput}
        label={fileLabel}
        cutHint="اختیاری؛ به شکل مربع (۱۴۸ در ۱۴۸) بریده می‌شود. بی‌تصویر، تصویری با نخستین واژه نام کشیده می‌شود."
        error={picture.problems.file ?? serverError}
        onChange={() => picture.clear("file")}
      />
      <TextField
        label={altLabel}
        hint="آنچه در تصویر دیده می‌شود؛ با فایل تصویر الزامی است."
        value={picture.alt}
        error={picture.problems.alt}
        onChange={(event) => {
          picture.setAlt(event.target.value);
          picture.clear("alt");
        }}
      />
    </>
  );
}

/** A small panel, closed until wanted, holding one creator. */
function CreatorPanel({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="rounded-xl border border-brand-100 p-3 md:p-4">
      <summary className="cursor-pointer font-bold">{summary}</summary>
      <div className="mt-3 grid gap-3">{children}</div>
    </details>
  );
}

/**
 * One creator's sending: its picture first (when a file was chosen), then the create call; one
 * send at a time (a double click makes one item); the API's 422 by field, and what was typed kept
 * until it is saved.
 */
function useCreator<Item>(
  picture: ReturnType<typeof useSquarePicture>,
  create: (picture: string | undefined) => Promise<Item>,
  created: (item: Item) => void,
) {
  const [messages, setMessages] = useState<FieldMessages>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function add() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const uploaded = await picture.send();
      if (uploaded === undefined) return;
      const item = await create(uploaded || undefined);
      setMessages({});
      picture.reset();
      created(item);
    } catch (error) {
      const found = messagesOf(error);
      if (found) setMessages(found);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }
  return { messages, busy, add: () => void add() };
}

export function NewOrganizerFields({
  onCreated,
}: {
  onCreated: (organizer: AdminEventChoices["organizers"][number]) => void;
}) {
  const [name, setName] = useState("");
  const picture = useSquarePicture();
  const { messages, busy, add } = useCreator(
    picture,
    (logo) => deskContentApi.createEventOrganizer(authApi(), { name, logo }),
    (organizer) => {
      setName("");
      onCreated(organizer);
      showToast(`برگزارکننده «${organizer.name}» ساخته و انتخاب شد.`);
    },
  );

  return (
    <CreatorPanel summary="برگزارکننده تازه">
      <PlainTextField
        label="نام برگزارکننده تازه"
        required
        value={name}
        error={messages.name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={sendOnEnter(add)}
      />
      <SquarePictureInputs
        picture={picture}
        fileLabel="فایل نشان برگزارکننده"
        altLabel="متن جایگزین نشان برگزارکننده"
        serverError={messages.logo}
      />
      <CreateButton progress={picture.progress} busy={busy} onClick={add}>
        افزودن برگزارکننده
      </CreateButton>
      <FieldMessage error={messages.form} />
    </CreatorPanel>
  );
}

export function NewPresenterFields({
  onCreated,
}: {
  onCreated: (presenter: AdminEventChoices["presenters"][number]) => void;
}) {
  const [name, setName] = useState("");
  const [title, setTitle] = useState("");
  const picture = useSquarePicture();
  const { messages, busy, add } = useCreator(
    picture,
    (avatar) => deskContentApi.createEventPresenter(authApi(), { name, title, avatar }),
    (presenter) => {
      setName("");
      setTitle("");
      onCreated(presenter);
      showToast(`ارائه‌دهنده «${presenter.name}» ساخته شد؛ در بخش‌های برنامه انتخابش کنید.`);
    },
  );

  return (
    <CreatorPanel summary="ارائه‌دهنده تازه">
      <div className="grid gap-3 md:grid-cols-2">
        <PlainTextField
          label="نام ارائه‌دهنده تازه"
          required
          value={name}
          error={messages.name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={sendOnEnter(add)}
        />
        <TextField
          label="عنوان ارائه‌دهنده"
          hint="اختیاری؛ مثل «پژوهشگر یادگیری ماشین»."
          value={title}
          error={messages.title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <SquarePictureInputs
        picture={picture}
        fileLabel="فایل چهره ارائه‌دهنده"
        altLabel="متن جایگزین چهره ارائه‌دهنده"
        serverError={messages.avatar}
      />
      <CreateButton progress={picture.progress} busy={busy} onClick={add}>
        افزودن ارائه‌دهنده
      </CreateButton>
      <FieldMessage error={messages.form} />
    </CreatorPanel>
  );
}

/** The creator's button: busy from the click until the item is made, with the picture's upload progress while it goes up. */
function CreateButton({
  progress,
  busy,
  onClick,
  children,
}: {
  progress: number | undefined;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="secondary"
      className="justify-self-start"
      busy={busy}
      busyLabel={progress === undefined ? "در حال افزودن…" : `در حال بارگذاری… ${toPersianDigits(progress)}٪`}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
