"use client";
// A gallery (an event's, a business's), in the order its page shows it: each picture with the text that describes it
// (its alt text and caption, editable here), put in order by dragging it, or from the keyboard with
// its «بالاتر» and «پایین‌تر» buttons (each move is announced), or removed. A new picture is uploaded
// with its text (both required) and joins the end. Saved with the rest of the form.
import { useRef, useState } from "react";
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { FieldMessage, TextField } from "@/components/ui/field";
import { Picture } from "@/components/ui/picture";
import { toPersianDigits } from "@/shared/format/digits";
import { EVENT_LIMITS } from "@/validation/content/event";
import { Announcement, MoveButtons, place, RemoveButton, useDragOrder } from "./drag-order";
import { ImageFileField, UploadButton } from "./image-upload-controls";
import { useImageUpload } from "./use-image-upload";

/** A form with a gallery: its pictures in order, each with what it shows. */
type GalleryValues = { gallery: Array<{ image: string; caption: string }> };

type Props<Values extends GalleryValues> = {
  // The form's own output type does not matter here: only its gallery is read and set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, unknown, any>;
  register: UseFormRegister<Values>;
  /** The messages of the form's checks and of the API, by field (gallery, gallery.N.caption). */
  errorOf: (field: string) => string | undefined;
  /** "صفحه رویداد": where the pictures are shown, in the empty gallery's sentence. */
  shownOn?: string;
};

export function GalleryField<Values extends GalleryValues>({
  control,
  register,
  errorOf,
  shownOn = "صفحه رویداد",
}: Props<Values>) {
  const { fields, append, move, remove } = useFieldArray({ control, name: "gallery" as ArrayPath<Values> });
  const { upload, progress, problems, clear } = useImageUpload("cover");
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const { list, announcement, setAnnouncement, moveTo, rowProps } = useDragOrder({
    count: fields.length,
    move,
    noun: "تصویر",
  });

  async function add() {
    const image = await upload(fileInput.current?.files?.[0], alt);
    if (!image) return;
    append({ image: image.url, caption: image.alt } as FieldArray<Values, ArrayPath<Values>>);
    setAlt("");
    if (fileInput.current) fileInput.current.value = "";
    setAnnouncement(`تصویر به گالری افزوده شد؛ جای ${place(fields.length, fields.length + 1)}.`);
  }

  return (
    <div className="grid gap-4">
      {fields.length === 0 ? (
        <p className="text-sm text-muted">
          گالری خالی است؛ تصویرهایی که اضافه کنید به همین ترتیب در {shownOn} دیده می‌شوند.
        </p>
      ) : (
        <ol ref={list} aria-label="تصویرهای گالری به ترتیب نمایش" className="grid gap-3">
          {fields.map((picture, index) => (
            <li
              key={picture.id}
              {...rowProps(index)}
              className="grid cursor-grab gap-3 rounded-xl border border-brand-100 bg-white p-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
            >
              <Picture
                src={(picture as unknown as GalleryValues["gallery"][number]).image}
                alt=""
                width={128}
                height={72}
                className="aspect-[16/9] w-32 rounded-lg"
              />
              <div className="grid gap-2">
                <TextField
                  label={`متن جایگزین تصویر ${toPersianDigits(index + 1)}`}
                  error={errorOf(`gallery.${index}.caption`)}
                  {...register(`gallery.${index}.caption` as Path<Values>)}
                />
                <div className="flex flex-wrap gap-2">
                  <MoveButtons index={index} count={fields.length} noun="تصویر" moveTo={moveTo} />
                  <RemoveButton
                    index={index}
                    count={fields.length}
                    noun="تصویر"
                    onRemove={() => {
                      remove(index);
                      setAnnouncement(`تصویر ${toPersianDigits(index + 1)} از گالری برداشته شد.`);
                    }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Announcement text={announcement} />
      <FieldMessage error={errorOf("gallery")} />

      {fields.length < EVENT_LIMITS.gallery && (
        <div className="grid gap-3 rounded-xl border border-dashed border-brand-200 p-3">
          <TextField
            label="متن جایگزین تصویر تازه"
            hint="آنچه در تصویر دیده می‌شود؛ زیر تصویر هم نوشته می‌شود."
            value={alt}
            error={problems.alt}
            onChange={(event) => {
              setAlt(event.target.value);
              clear("alt");
            }}
          />
          <ImageFileField
            inputRef={fileInput}
            label="فایل تصویر گالری"
            error={problems.file}
            onChange={() => clear("file")}
          />
          <UploadButton progress={progress} onClick={() => void add()}>
            افزودن به گالری
          </UploadButton>
        </div>
      )}
    </div>
  );
}

/** The optional gallery as its own section of a content form (events, spaces, businesses), with how to reorder it. */
export function GallerySection<Values extends GalleryValues>(props: Props<Values>) {
  return (
    <FormSection
      title="گالری تصاویر"
      lead="اختیاری؛ ترتیب را با کشیدن تصویر یا با دکمه‌های بالاتر و پایین‌تر عوض کنید."
    >
      <GalleryField {...props} />
    </FormSection>
  );
}
