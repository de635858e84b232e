"use client";
// An event's sponsors, as the page's «حامیان» lists them: rows in the page's order (./ordered-rows.tsx:
// dragged, or moved from the keyboard with announced moves), each with its name, level of support, an
// optional link and a square logo uploaded here and described by the sponsor's name (as a business
// member's photo is); a sponsor without one gets a drawn logo.
import { useRef } from "react";
import { useController, useFieldArray, useWatch, type Control, type FieldPath } from "react-hook-form";
import { LtrField, TextField } from "@/components/ui/field";
import { Picture } from "@/components/ui/picture";
import type { BoundField } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import { EVENT_LIMITS, type EventContent } from "@/validation/content/event";
import type { EventFormValues } from "./event-form-values";
import { ImageFileField, UploadButton } from "./image-upload-controls";
import { arrayRows, OrderedRows } from "./ordered-rows";
import { useImageUpload } from "./use-image-upload";

type FormControl = Control<EventFormValues, unknown, EventContent>;
type SponsorField = `sponsors.${number}.${"name" | "level" | "website"}`;

/** A sponsor's logo: the one kept, and a new square one uploaded with the sponsor's name as its text alternative. */
function SponsorLogo({ control, index }: { control: FormControl; index: number }) {
  const number = toPersianDigits(index + 1);
  const logo = useController({ control, name: `sponsors.${index}.logo` as FieldPath<EventFormValues> });
  const typedName = useWatch({ control, name: `sponsors.${index}.name` });
  const who = typeof typedName === "string" ? typedName.trim() : "";
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, progress, problems, clear } = useImageUpload("logo");
  const address = typeof logo.field.value === "string" ? logo.field.value : "";

  async function send() {
    const uploaded = await upload(fileInput.current?.files?.[0], who ? `نشان ${who}` : "");
    if (!uploaded) {
      fileInput.current?.focus();
      return;
    }
    logo.field.onChange(uploaded.url);
    if (fileInput.current) fileInput.current.value = "";
    showToast("نشان حامی بارگذاری شد؛ با ذخیره فرم روی صفحه می‌نشیند.");
  }

  return (
    <div className="grid gap-3 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      {address ? (
        <Picture
          src={address}
          alt={who ? `نشان ${who}` : `نشان حامی ${number}`}
          width={64}
          height={64}
          className="size-16 rounded-xl border border-brand-100"
        />
      ) : (
        <p className="text-sm text-muted md:max-w-40">بی‌نشان، نشانی با نخستین واژه نام کشیده می‌شود.</p>
      )}
      <div className="grid gap-2">
        <ImageFileField
          inputRef={fileInput}
          label={`فایل نشان حامی ${number}`}
          cutHint="به شکل مربع (۱۴۸ در ۱۴۸) بریده می‌شود؛ نام حامی متن جایگزین آن است."
          error={
            problems.file ??
            (problems.alt ? "نخست نام حامی را بنویسید؛ متن جایگزین نشان است." : undefined) ??
            logo.fieldState.error?.message
          }
          onChange={() => clear("file")}
        />
        <UploadButton progress={progress} onClick={() => void send()}>
          بارگذاری نشان حامی {number}
        </UploadButton>
      </div>
    </div>
  );
}

type Props = { control: FormControl; field: (name: SponsorField) => BoundField; error?: string };

export function SponsorFields({ control, field, error }: Props) {
  const sponsors = useFieldArray({ control, name: "sponsors" });
  return (
    <div className="grid gap-3">
      {sponsors.fields.length === 0 && (
        <p className="text-sm text-muted">هنوز حامی‌ای نیست؛ بخش «حامیان» در صفحه دیده نمی‌شود.</p>
      )}
      <OrderedRows
        label="حامیان به ترتیب نمایش"
        noun="حامی"
        {...arrayRows(sponsors, { min: 0, max: EVENT_LIMITS.sponsors })}
        add={() =>
          sponsors.append(
            { name: "", level: "", logo: "", website: "" },
            { shouldFocus: true, focusName: `sponsors.${sponsors.fields.length}.name` },
          )
        }
        addLabel="افزودن حامی"
        error={error}
      >
        {(index) => {
          const number = toPersianDigits(index + 1);
          return (
            <>
              <div className="grid gap-3 md:grid-cols-2">
                <TextField label={`نام حامی ${number}`} required {...field(`sponsors.${index}.name`)} />
                <TextField
                  label={`سطح حمایت حامی ${number}`}
                  required
                  hint="مثل «حامی اصلی» یا «حامی رسانه‌ای»."
                  {...field(`sponsors.${index}.level`)}
                />
              </div>
              <LtrField
                label={`نشانی وب حامی ${number}`}
                type="url"
                inputMode="url"
                placeholder="https://"
                hint="اختیاری."
                autoComplete="off"
                {...field(`sponsors.${index}.website`)}
              />
              <SponsorLogo control={control} index={index} />
            </>
          );
        }}
      </OrderedRows>
    </div>
  );
}
