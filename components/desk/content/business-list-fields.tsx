"use client";
// What a business's page lists below its description, edited as rows: the figures "in one glance"
// (a label, a number and its unit), the path of growth (chapters with a Jalali year, each with its
// dated moments) and the team (name, role and a square photo: one uploaded here, described by the
// member's name, or the drawn face a member without one gets). Rows are added at the end, removed,
// and moved up or down; the order is the page's.
import { useRef, type ReactNode } from "react";
import { useController, useFieldArray, useWatch, type Control, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { NumberField, TextField } from "@/components/ui/field";
import { Picture } from "@/components/ui/picture";
import { fieldBinder } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import { BUSINESS_LIMITS, type BusinessContent } from "@/validation/content/business";
import type { BusinessFormValues } from "./business-form-values";
import { ImageFileField, UploadButton } from "./image-upload-controls";
import { DATE_PLACEHOLDER } from "./moment-fields";
import { useImageUpload } from "./use-image-upload";
import { BriefTextField } from "./content-fields";

type FormControl = Control<BusinessFormValues, unknown, BusinessContent>;
type Field = ReturnType<typeof fieldBinder<BusinessFormValues>>;
type Props = { control: FormControl; field: Field; errorOf: (name: string) => string | undefined };

/** A row's buttons: up, down and remove, each naming the row. */
function RowMoves({
  index,
  count,
  name,
  move,
  remove,
}: {
  index: number;
  count: number;
  name: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="ghost"
        className="px-3 py-1.5"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        بالاتر<span className="sr-only"> {name}</span>
      </Button>
      <Button
        type="button"
        variant="ghost"
        className="px-3 py-1.5"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        پایین‌تر<span className="sr-only"> {name}</span>
      </Button>
      <Button type="button" variant="ghost" className="px-3 py-1.5" onClick={() => remove(index)}>
        حذف<span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/** A list of rows: each a fieldset named by `rowName` with its moves, then the list's own message (too many rows) and the add button. */
function RowList({
  rows,
  rowName,
  renderRow,
  move,
  remove,
  emptyText,
  error,
  limit,
  limitText,
  addLabel,
  onAdd,
  nested = false,
}: {
  rows: Array<{ id: string }>;
  rowName: (index: number) => string;
  renderRow: (index: number, name: string) => ReactNode;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  emptyText?: string;
  error?: string;
  limit: number;
  limitText: string;
  addLabel: string;
  onAdd: () => void;
  /** A list inside a row (a chapter's moments): drawn lighter. */
  nested?: boolean;
}) {
  const full = rows.length >= limit;
  return (
    <div className={nested ? "grid gap-3" : "grid gap-4"}>
      {rows.length === 0 && emptyText && <p className="text-sm text-muted">{emptyText}</p>}
      <ol className={nested ? "grid gap-3" : "grid gap-4"}>
        {rows.map((row, index) => {
          const name = rowName(index);
          return (
            <li key={row.id}>
              <fieldset
                className={`grid min-w-0 gap-3 border border-brand-100 ${nested ? "rounded-lg bg-surface p-3" : "rounded-xl p-3 md:p-4"}`}
              >
                <legend className={`px-1 font-bold ${nested ? "text-sm" : ""}`}>{name}</legend>
                {renderRow(index, name)}
                <RowMoves index={index} count={rows.length} name={name} move={move} remove={remove} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error ?? ""}
      </p>
      {full && <p className="text-sm text-muted">{limitText}</p>}
      <Button type="button" variant="secondary" className="justify-self-start" disabled={full} onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}

export function StatFields({ control, field, errorOf }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "stats" });
  return (
    <RowList
      rows={fields}
      rowName={(index) => `عدد ${toPersianDigits(index + 1)}`}
      move={move}
      remove={remove}
      emptyText="هنوز عددی نیست؛ بخش «در یک نگاه» در صفحه دیده نمی‌شود."
      error={errorOf("stats")}
      limit={BUSINESS_LIMITS.stats}
      limitText={`حداکثر ${toPersianDigits(BUSINESS_LIMITS.stats)} عدد.`}
      addLabel="افزودن عدد"
      onAdd={() =>
        append({ label: "", value: "", unit: "" }, { shouldFocus: true, focusName: `stats.${fields.length}.label` })
      }
      renderRow={(index) => (
        <div className="grid gap-3 md:grid-cols-3">
          <TextField label="عنوان عدد" required hint="مثل «کاربر فعال»." {...field(`stats.${index}.label`)} />
          <NumberField label="عدد" required {...field(`stats.${index}.value`)} />
          <TextField label="واحد عدد" hint="اختیاری؛ مثل «نفر» یا «٪»." {...field(`stats.${index}.unit`)} />
        </div>
      )}
    />
  );
}

/** A chapter's moments, each with its Jalali day. */
function ChapterItems({
  control,
  field,
  chapter,
  chapterName,
  errorOf,
}: Props & { chapter: number; chapterName: string }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: `timelines.${chapter}.items` });
  return (
    <RowList
      nested
      rows={fields}
      rowName={(index) => `رویداد ${toPersianDigits(index + 1)} از ${chapterName}`}
      move={move}
      remove={remove}
      error={errorOf(`timelines.${chapter}.items`)}
      limit={BUSINESS_LIMITS.timelineItems}
      limitText={`هر فصل حداکثر ${toPersianDigits(BUSINESS_LIMITS.timelineItems)} رویداد دارد.`}
      addLabel={`افزودن رویداد به ${chapterName}`}
      onAdd={() =>
        append(
          { title: "", description: "", happened_at: "" },
          { shouldFocus: true, focusName: `timelines.${chapter}.items.${fields.length}.title` },
        )
      }
      renderRow={(index) => (
        <>
          <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <TextField label="عنوان رویداد مسیر" required {...field(`timelines.${chapter}.items.${index}.title`)} />
            <TextField
              label="تاریخ رویداد مسیر"
              required
              dir="ltr"
              className="text-start"
              placeholder={DATE_PLACEHOLDER}
              hint="روز به تاریخ شمسی."
              {...field(`timelines.${chapter}.items.${index}.happened_at`)}
            />
          </div>
          <BriefTextField label="شرح رویداد مسیر" {...field(`timelines.${chapter}.items.${index}.description`)} />
        </>
      )}
    />
  );
}

export function TimelineFields({ control, field, errorOf }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "timelines" });
  return (
    <RowList
      rows={fields}
      rowName={(index) => `فصل ${toPersianDigits(index + 1)}`}
      move={move}
      remove={remove}
      emptyText="هنوز فصلی نیست؛ بخش «مسیر رشد» در صفحه دیده نمی‌شود."
      error={errorOf("timelines")}
      limit={BUSINESS_LIMITS.timelines}
      limitText={`حداکثر ${toPersianDigits(BUSINESS_LIMITS.timelines)} فصل.`}
      addLabel="افزودن فصل"
      onAdd={() =>
        append({ title: "", year: "", items: [] }, { shouldFocus: true, focusName: `timelines.${fields.length}.title` })
      }
      renderRow={(index, name) => (
        <>
          <div className="grid gap-3 md:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
            <TextField
              label="عنوان فصل"
              required
              hint="مثل «ساخت نخستین نمونه»."
              {...field(`timelines.${index}.title`)}
            />
            <NumberField label="سال فصل" required hint="سال شمسی." {...field(`timelines.${index}.year`)} />
          </div>
          <ChapterItems control={control} field={field} chapter={index} chapterName={name} errorOf={errorOf} />
        </>
      )}
    />
  );
}

/** A member's photo: the one kept, and a new square one uploaded and described by the member's name. */
function MemberPhoto({ control, index, memberName }: { control: FormControl; index: number; memberName: string }) {
  const photo = useController({ control, name: `members.${index}.avatar` as FieldPath<BusinessFormValues> });
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, progress, problems, clear } = useImageUpload("logo");
  const address = typeof photo.field.value === "string" ? photo.field.value : "";
  const who = memberName.trim();

  async function send() {
    const uploaded = await upload(fileInput.current?.files?.[0], who ? `چهره ${who}` : "");
    if (!uploaded) {
      fileInput.current?.focus();
      return;
    }
    photo.field.onChange(uploaded.url);
    if (fileInput.current) fileInput.current.value = "";
    showToast("تصویر عضو بارگذاری شد؛ با ذخیره فرم روی صفحه می‌نشیند.");
  }

  return (
    <div className="grid gap-3 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      {address ? (
        <Picture
          src={address}
          alt={who ? `چهره ${who}` : "تصویر عضو"}
          width={64}
          height={64}
          className="size-16 rounded-full border border-brand-100"
        />
      ) : (
        <p className="text-sm text-muted md:max-w-40">بی‌تصویر، چهره‌ای با حرف‌های اول نام کشیده می‌شود.</p>
      )}
      <div className="grid gap-2">
        <ImageFileField
          inputRef={fileInput}
          label="فایل تصویر عضو"
          cutHint="به شکل مربع (۱۴۸ در ۱۴۸) بریده می‌شود؛ نام عضو متن جایگزین آن است."
          error={
            problems.file ??
            (problems.alt ? "نخست نام عضو را بنویسید؛ متن جایگزین تصویر است." : undefined) ??
            photo.fieldState.error?.message
          }
          onChange={() => clear("file")}
        />
        <UploadButton progress={progress} onClick={() => void send()}>
          بارگذاری تصویر عضو
        </UploadButton>
      </div>
    </div>
  );
}

export function MemberFields({ control, field, errorOf }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "members" });
  return (
    <RowList
      rows={fields}
      rowName={(index) => `عضو ${toPersianDigits(index + 1)}`}
      move={move}
      remove={remove}
      emptyText="هنوز عضوی نیست؛ بخش «تیم» در صفحه دیده نمی‌شود."
      error={errorOf("members")}
      limit={BUSINESS_LIMITS.members}
      limitText={`حداکثر ${toPersianDigits(BUSINESS_LIMITS.members)} عضو.`}
      addLabel="افزودن عضو"
      onAdd={() =>
        append({ name: "", role: "", avatar: "" }, { shouldFocus: true, focusName: `members.${fields.length}.name` })
      }
      renderRow={(index) => (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <TextField label="نام عضو" required {...field(`members.${index}.name`)} />
            <TextField
              label="نقش عضو"
              required
              hint="مثل «هم‌بنیان‌گذار و مدیر فنی»."
              {...field(`members.${index}.role`)}
            />
          </div>
          <MemberNamePhoto control={control} index={index} />
        </>
      )}
    />
  );
}

/** The photo of the member whose name is typed above it. */
function MemberNamePhoto({ control, index }: { control: FormControl; index: number }) {
  const name = useWatch({ control, name: `members.${index}.name` });
  return <MemberPhoto control={control} index={index} memberName={typeof name === "string" ? name : ""} />;
}
