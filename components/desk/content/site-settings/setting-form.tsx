"use client";
// The plumbing every settings form shares (./contact-form.tsx and its siblings): the form checked
// on blur and then on input by the API's own schema (validation/content/site.ts), the API's 422 on
// the same fields, and the frame around the fields: a colleague's write (409), whether a draft
// waits, and «ذخیره پیش‌نویس», «انتشار», «پیش‌نمایش» and «کنار گذاشتن پیش‌نویس».
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { deskSitePreviewPath } from "@/lib/api/resources/desk-site";
import { fieldBinder } from "@/lib/bind-fields";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import type { DeskSiteSetting, SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import { StaleAlert } from "../content-form";
import { useSettingDesk, type Move, type SettingDesk } from "./setting-desk";

export const digits = (value: number) => toPersianDigits(value);
/** Settings keep no list of versions: the colleague's change is in the activity log. */
const SETTING_STALE_HINT =
  "آنچه نوشته‌اید در فرم مانده است. آخرین نسخه را بگیرید، تغییر همکارتان را در گزارش فعالیت ببینید و بعد دوباره ذخیره کنید.";

type SettingFormOptions<K extends SiteSettingKey, Values extends FieldValues, Parsed> = {
  /** The API's schema of the group (or of a form that wraps its value). */
  schema: z.ZodType;
  /** The group's value as the inputs hold it. */
  formValues: (value: SiteSettingsValues[K]) => Values;
  /** The group's value from what the schema parsed; the parsed values themselves when not given. */
  settingOf?: (parsed: Parsed) => unknown;
  /** The form field an API field names (after "value."); the same name when not given. */
  fieldOf?: (name: string) => string;
};

/** A settings group's form: its draft, or what the site shows, in the inputs; saved as a draft on submit. */
export function useSettingForm<K extends SiteSettingKey, Values extends FieldValues, Parsed extends FieldValues>(
  setting: DeskSiteSetting<K>,
  { schema, formValues, settingOf, fieldOf }: SettingFormOptions<K, Values, Parsed>,
) {
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, Parsed>,
    mode: "onTouched",
    defaultValues: formValues(setting.draft?.value ?? setting.value) as DefaultValues<Values>,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const desk = useSettingDesk(
    setting,
    formValues,
    reset,
    fieldOf ? (name, error, options) => setError(fieldOf(name) as Path<Values>, error, options) : setError,
  );
  const value = settingOf ?? ((parsed: Parsed) => parsed);
  const dirty = formState.isDirty;
  return {
    form,
    field: fieldBinder(register, formState.errors),
    desk,
    dirty,
    save: handleSubmit((parsed) => desk.saveDraft(value(parsed))),
    /** Unsaved changes are checked and saved as the draft first. */
    publish: () => (dirty ? void handleSubmit((parsed) => desk.publish(value(parsed)))() : void desk.publish()),
  };
}

type SettingFormState = Pick<ReturnType<typeof useSettingForm>, "desk" | "dirty" | "save" | "publish">;

/** A group's form: the 409's alert, the draft's state, the group's fields and the moves. */
export function SettingForm({
  label,
  state,
  children,
}: {
  label: string;
  state: SettingFormState;
  children: ReactNode;
}) {
  const { desk, dirty, save, publish } = state;
  return (
    <form onSubmit={save} noValidate aria-label={label} className="grid min-w-0 gap-4">
      {desk.stale && <StaleAlert message={desk.stale} afterwards={SETTING_STALE_HINT} />}
      <DraftState desk={desk} />
      {children}
      <DraftActions desk={desk} dirty={dirty} onPublish={publish} />
    </form>
  );
}

const badgeClass = "inline-flex rounded-full border px-3 py-0.5 text-sm font-bold whitespace-nowrap";

/** Whether a draft waits (when and by whom it was saved) or the form is what the site shows. */
function DraftState({ desk }: { desk: SettingDesk }) {
  const { draft } = desk.current;
  return (
    <p
      id={desk.statusId}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-white px-4 py-3 leading-7"
    >
      {draft ? (
        <>
          <span className={`${badgeClass} border-amber-300 bg-amber-50 text-amber-950`}>پیش‌نویس منتشرنشده</span>
          <span>
            {`ذخیره‌شده ${formatJalaliDateTime(draft.saved_at)}${draft.saved_by ? ` به دست ${toPersianDigits(draft.saved_by.name.trim() || `همکار شماره ${draft.saved_by.id}`)}` : ""}. `}
            فرم پیش‌نویس را نشان می‌دهد؛ سایت تا «انتشار» همان نسخه قبلی را نشان می‌دهد.
          </span>
        </>
      ) : (
        <>
          <span className={`${badgeClass} border-brand-200 bg-brand-50 text-brand-900`}>منتشرشده</span>
          <span>آنچه در فرم است همان است که سایت نشان می‌دهد.</span>
        </>
      )}
    </p>
  );
}

const linkClass = "rounded-xl px-3 py-3 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50";

/** «ذخیره پیش‌نویس» (the form's submit), «انتشار», «پیش‌نمایش» and, while a draft waits, «کنار گذاشتن پیش‌نویس» behind a confirmation. */
function DraftActions({ desk, dirty, onPublish }: { desk: SettingDesk; dirty: boolean; onPublish: () => void }) {
  const [asking, setAsking] = useState(false);
  const { busy, current, name } = desk;
  const others = (move: Move) => busy !== undefined && busy !== move;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" busy={busy === "draft"} disabled={others("draft")} busyLabel="در حال ذخیره…">
        ذخیره پیش‌نویس
      </Button>
      <Button
        type="button"
        variant="secondary"
        className="disabled:opacity-60"
        busy={busy === "publish"}
        disabled={others("publish") || (!dirty && !current.draft)}
        busyLabel="در حال انتشار…"
        onClick={onPublish}
      >
        انتشار
      </Button>
      <Link href={deskSitePreviewPath} className={linkClass}>
        پیش‌نمایش
      </Link>
      {current.draft && (
        <Button type="button" variant="ghost" disabled={busy !== undefined} onClick={() => setAsking(true)}>
          کنار گذاشتن پیش‌نویس
        </Button>
      )}
      <p aria-live="polite" className="text-sm text-muted">
        {dirty ? "تغییرهای ذخیره‌نشده دارید؛ پیش‌نمایش آن‌ها را پس از «ذخیره پیش‌نویس» نشان می‌دهد." : ""}
      </p>
      <ConfirmDialog
        open={asking}
        title="کنار گذاشتن پیش‌نویس"
        message={`پیش‌نویس ${name} کنار گذاشته می‌شود و فرم همان نسخه‌ای را نشان می‌دهد که در سایت است؛ تغییرهای ذخیره‌نشده فرم هم کنار گذاشته می‌شوند.`}
        confirmLabel="کنار گذاشتن پیش‌نویس"
        busyLabel="در حال کنار گذاشتن…"
        busy={busy === "discard"}
        onCancel={() => setAsking(false)}
        onConfirm={() => void desk.discard().then(() => setAsking(false))}
      />
    </div>
  );
}
