"use client";
// The site's settings in the desk (/admin/content/site), one form a group, each saved whole with the
// version the desk showed: the contact details the footer and «تماس با ما» show, the social links
// (ordered by dragging or from the keyboard), the headline figures of «درباره ما», and the home
// page's offers, accelerator stages and a request's steps. A group is saved as a draft the site does
// not show (the form then shows the draft, marked «پیش‌نویس منتشرنشده»), seen in the preview
// (/admin/content/site/preview), then published or discarded. Checked on blur and then on input by
// the API's own schemas (validation/content/site.ts), the API's 422 on the same fields; a
// colleague's write in between (409) is said in an alert while everything typed stays in the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { z } from "zod";
import {
  useFieldArray,
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormReset,
  type UseFormSetError,
} from "react-hook-form";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { FormSection } from "@/components/forms/form-section";
import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { LtrField, NumberField, PhoneField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskSiteApi, deskSitePreviewPath, SITE_SETTING_GROUPS } from "@/lib/api/resources/desk-site";
import { fieldBinder, messageOf } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { OFFER_ICONS } from "@/shared/home-sections";
import type { DeskSiteSetting, DeskSiteSettings, SiteSettingKey, SiteSettingsValues } from "@/shared/types/site";
import {
  contactSettingSchema,
  homeSettingSchema,
  SITE_LIMITS,
  SOCIAL_NETWORKS,
  socialSettingSchema,
  statsSettingSchema,
  type SocialNetwork,
} from "@/validation/content/site";
import { applyFieldErrors, StaleAlert } from "./content-form";
import { OrderedRows } from "./ordered-rows";

type Move = "draft" | "publish" | "discard";

/** A group's draft saved, published and discarded, each against the version the desk last saw; the
 *  group as it now stands, the move under way, and a 409's message while it stands. */
function useSettingDesk<K extends SiteSettingKey, Values extends FieldValues>(
  initial: DeskSiteSetting<K>,
  formValues: (value: SiteSettingsValues[K]) => Values,
  reset: UseFormReset<Values>,
  setError: UseFormSetError<Values>,
) {
  // The newer of the setting the page was rendered with (a refresh after a 409 brings the
  // colleague's) and this form's last answer.
  const [answered, setAnswered] = useState<DeskSiteSetting<K>>();
  const current = answered && answered.version > initial.version ? answered : initial;
  const [stale, setStale] = useState<string>();
  const [busy, setBusy] = useState<Move>();
  // The group's state line, focused after a publish or a discard.
  const statusId = useId();
  const name = SITE_SETTING_GROUPS[initial.key];

  const write = async (move: Move, steps: (version: number) => Promise<DeskSiteSetting<K>>, done: string) => {
    setStale(undefined);
    setBusy(move);
    try {
      const saved = await steps(current.version);
      setAnswered(saved);
      // The form shows what the next edit starts from: the draft, or what the site shows.
      reset(formValues(saved.draft?.value ?? saved.value));
      showToast(done);
      // A publish or a discard changes the group's state (and may take its button away): once it is
      // drawn, the focus goes to the state.
      if (move !== "draft") requestAnimationFrame(() => document.getElementById(statusId)?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      // The API names the fields under "value." (value.location.lat, value.offers.2.title).
      else
        applyFieldErrors(error, setError, (apiField) =>
          apiField.startsWith("value.") ? apiField.slice("value.".length) : undefined,
        );
    } finally {
      setBusy(undefined);
    }
  };

  return {
    current,
    stale,
    busy,
    statusId,
    name,
    saveDraft: (value: unknown) =>
      write(
        "draft",
        (version) => deskSiteApi.saveDraft(authApi(), initial.key, value, version),
        `پیش‌نویس ${name} ذخیره شد؛ سایت تا انتشار آن همان نسخه قبلی را نشان می‌دهد.`,
      ),
    /** The draft published; with `value` (the form has unsaved changes) saved as the draft first. */
    publish: (value?: unknown) =>
      write(
        "publish",
        async (version) => {
          let against = version;
          if (value !== undefined) {
            const drafted = await deskSiteApi.saveDraft(authApi(), initial.key, value, version);
            setAnswered(drafted);
            against = drafted.version;
          }
          return deskSiteApi.publish(authApi(), initial.key, against);
        },
        `${name} منتشر شد و در چند ثانیه در سایت دیده می‌شود.`,
      ),
    discard: () =>
      write(
        "discard",
        (version) => deskSiteApi.discard(authApi(), initial.key, version),
        `پیش‌نویس ${name} کنار گذاشته شد؛ فرم همان نسخه سایت را نشان می‌دهد.`,
      ),
  };
}

type SettingDesk = ReturnType<typeof useSettingDesk>;

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

const digits = (value: number) => toPersianDigits(value);
/** Settings keep no list of versions: the colleague's change is in the activity log. */
const SETTING_STALE_HINT =
  "آنچه نوشته‌اید در فرم مانده است. آخرین نسخه را بگیرید، تغییر همکارتان را در گزارش فعالیت ببینید و بعد دوباره ذخیره کنید.";
const decimalText = (value: number) => toPersianDigits(String(value)).replace(".", "٫");

// ---------------------------------------------------------------------------------- contact

type ContactValues = {
  address: string;
  city: string;
  phone: string;
  email: string;
  hours: string;
  location: { lat: string; lng: string };
};
const contactValues = (value: SiteSettingsValues["contact"]): ContactValues => ({
  address: value.address,
  city: value.city,
  phone: toPersianDigits(value.phone),
  email: value.email,
  hours: value.hours,
  // As people type them: Persian digits and the Persian decimal point (the schema reads both).
  location: { lat: decimalText(value.location.lat), lng: decimalText(value.location.lng) },
});

export function ContactSettingsForm({ setting }: { setting: DeskSiteSetting<"contact"> }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ContactValues,
    unknown,
    SiteSettingsValues["contact"]
  >({
    resolver: zodResolver(contactSettingSchema) as unknown as Resolver<
      ContactValues,
      unknown,
      SiteSettingsValues["contact"]
    >,
    mode: "onTouched",
    defaultValues: contactValues(setting.draft?.value ?? setting.value),
  });
  const field = fieldBinder(register, formState.errors);
  const desk = useSettingDesk(setting, contactValues, reset, setError);
  return (
    <form onSubmit={handleSubmit(desk.saveDraft)} noValidate aria-label="راه‌های تماس" className="grid min-w-0 gap-4">
      {desk.stale && <StaleAlert message={desk.stale} afterwards={SETTING_STALE_HINT} />}
      <DraftState desk={desk} />
      <FormSection title="راه‌های تماس" lead="در پانویس همه صفحه‌ها و صفحه «تماس با ما» دیده می‌شوند.">
        <TextAreaField label="نشانی" required rows={2} {...field("address")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="شهر" required autoComplete="off" {...field("city")} />
          <TextField
            label="ساعات کاری"
            required
            autoComplete="off"
            hint="مانند «شنبه تا پنجشنبه، ۹ صبح تا ۹ شب»."
            {...field("hours")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            label="تلفن"
            required
            autoComplete="off"
            hint="با پیش‌شماره، مانند ۰۳۴-۳۱۲۳۴۵۶۷."
            {...field("phone")}
          />
          <LtrField label="ایمیل" required type="email" autoComplete="off" {...field("email")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LtrField
            label="عرض جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="نقطه نقشه و مسیریابی؛ مانند ۳۰٫۲۸۳۹."
            {...field("location.lat")}
          />
          <LtrField
            label="طول جغرافیایی"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="مانند ۵۷٫۰۸۳۴."
            {...field("location.lng")}
          />
        </div>
      </FormSection>
      <DraftActions
        desk={desk}
        dirty={formState.isDirty}
        onPublish={() => (formState.isDirty ? void handleSubmit(desk.publish)() : void desk.publish())}
      />
    </form>
  );
}

// ---------------------------------------------------------------------------------- social

type SocialValues = { links: Array<{ key: string; name: string; href: string }> };
const socialValues = (value: SiteSettingsValues["social"]): SocialValues => ({
  links: value.map((link) => ({ ...link })),
});
const socialSchema = z.object({ links: socialSettingSchema });
const networkOptions = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).map((key) => ({
  value: key,
  label: SOCIAL_NETWORKS[key],
}));

export function SocialSettingsForm({ setting }: { setting: DeskSiteSetting<"social"> }) {
  const { register, control, handleSubmit, reset, setError, getValues, formState } = useForm<
    SocialValues,
    unknown,
    { links: SiteSettingsValues["social"] }
  >({
    resolver: zodResolver(socialSchema) as unknown as Resolver<
      SocialValues,
      unknown,
      { links: SiteSettingsValues["social"] }
    >,
    mode: "onTouched",
    defaultValues: socialValues(setting.draft?.value ?? setting.value),
  });
  const field = fieldBinder(register, formState.errors);
  const { fields, move, remove, append } = useFieldArray({ control, name: "links" });
  const desk = useSettingDesk(setting, socialValues, reset, (name, error, options) =>
    setError(`links.${name}` as "links", error, options),
  );
  const unused = () =>
    (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).find(
      (key) => !getValues("links").some((link) => link.key === key),
    ) ?? "instagram";
  return (
    <form
      onSubmit={handleSubmit(({ links }) => desk.saveDraft(links))}
      noValidate
      aria-label="شبکه‌های اجتماعی"
      className="grid min-w-0 gap-4"
    >
      {desk.stale && <StaleAlert message={desk.stale} afterwards={SETTING_STALE_HINT} />}
      <DraftState desk={desk} />
      <FormSection
        title="شبکه‌های اجتماعی"
        lead="به همین ترتیب در پانویس و صفحه «تماس با ما» دیده می‌شوند؛ با کشیدن یا دکمه‌های بالاتر و پایین‌تر مرتب کنید."
      >
        <OrderedRows
          label="شبکه‌های اجتماعی به ترتیب نمایش"
          noun="پیوند"
          ids={fields.map((row) => row.id)}
          min={0}
          max={SITE_LIMITS.social}
          move={move}
          remove={remove}
          add={() => {
            const key = unused();
            append({ key, name: SOCIAL_NETWORKS[key], href: "" });
          }}
          addLabel="افزودن شبکه"
          error={messageOf(formState.errors, "links") ?? formState.errors.links?.root?.message}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1.5fr)]">
              <SelectField
                label={`شبکه پیوند ${digits(index + 1)}`}
                required
                options={networkOptions}
                {...field(`links.${index}.key`)}
              />
              <TextField
                label={`نام پیوند ${digits(index + 1)}`}
                required
                autoComplete="off"
                {...field(`links.${index}.name`)}
              />
              <LtrField
                label={`نشانی صفحه پیوند ${digits(index + 1)}`}
                required
                type="url"
                autoComplete="off"
                placeholder="https://"
                {...field(`links.${index}.href`)}
              />
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <DraftActions
        desk={desk}
        dirty={formState.isDirty}
        onPublish={() =>
          formState.isDirty ? void handleSubmit(({ links }) => desk.publish(links))() : void desk.publish()
        }
      />
    </form>
  );
}

// ---------------------------------------------------------------------------------- stats

type StatsValues = Record<keyof SiteSettingsValues["stats"], string>;
const statsValues = (value: SiteSettingsValues["stats"]): StatsValues => ({
  members: digits(value.members),
  startups: digits(value.startups),
  events: digits(value.events),
  mentors: digits(value.mentors),
});

export function StatsSettingsForm({ setting }: { setting: DeskSiteSetting<"stats"> }) {
  const { register, handleSubmit, reset, setError, formState } = useForm<
    StatsValues,
    unknown,
    SiteSettingsValues["stats"]
  >({
    resolver: zodResolver(statsSettingSchema) as unknown as Resolver<StatsValues, unknown, SiteSettingsValues["stats"]>,
    mode: "onTouched",
    defaultValues: statsValues(setting.draft?.value ?? setting.value),
  });
  const field = fieldBinder(register, formState.errors);
  const desk = useSettingDesk(setting, statsValues, reset, setError);
  return (
    <form onSubmit={handleSubmit(desk.saveDraft)} noValidate aria-label="آمار آوینوکس" className="grid min-w-0 gap-4">
      {desk.stale && <StaleAlert message={desk.stale} afterwards={SETTING_STALE_HINT} />}
      <DraftState desk={desk} />
      <FormSection title="آمار آوینوکس" lead="عددهای صفحه «درباره ما»؛ در سایت با «+» نوشته می‌شوند.">
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField label="شمار اعضا" required autoComplete="off" {...field("members")} />
          <NumberField label="شمار استارتاپ‌ها" required autoComplete="off" {...field("startups")} />
          <NumberField label="شمار رویدادها" required autoComplete="off" {...field("events")} />
          <NumberField label="شمار منتورها" required autoComplete="off" {...field("mentors")} />
        </div>
      </FormSection>
      <DraftActions
        desk={desk}
        dirty={formState.isDirty}
        onPublish={() => (formState.isDirty ? void handleSubmit(desk.publish)() : void desk.publish())}
      />
    </form>
  );
}

// ---------------------------------------------------------------------------------- home

type HomeValues = {
  offers: Array<{ icon: string; title: string; text: string; href: string; cta: string }>;
  programs: Array<{ title: string; weeks: string; text: string }>;
  steps: Array<{ title: string; text: string }>;
};
const homeValues = (value: SiteSettingsValues["home"]): HomeValues => ({
  offers: value.offers.map((offer) => ({ ...offer })),
  programs: value.programs.map((program) => ({ ...program, weeks: digits(program.weeks) })),
  steps: value.steps.map((step) => ({ ...step })),
});
const iconOptions = (Object.keys(OFFER_ICONS) as Array<keyof typeof OFFER_ICONS>).map((key) => ({
  value: key,
  label: OFFER_ICONS[key],
}));

export function HomeSettingsForm({ setting }: { setting: DeskSiteSetting<"home"> }) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    HomeValues,
    unknown,
    SiteSettingsValues["home"]
  >({
    resolver: zodResolver(homeSettingSchema) as unknown as Resolver<HomeValues, unknown, SiteSettingsValues["home"]>,
    mode: "onTouched",
    defaultValues: homeValues(setting.draft?.value ?? setting.value),
  });
  const field = fieldBinder(register, formState.errors);
  const offers = useFieldArray({ control, name: "offers" });
  const programs = useFieldArray({ control, name: "programs" });
  const steps = useFieldArray({ control, name: "steps" });
  const desk = useSettingDesk(setting, homeValues, reset, setError);
  const listError = (name: "offers" | "programs" | "steps") =>
    formState.errors[name]?.message ?? formState.errors[name]?.root?.message;
  return (
    <form
      onSubmit={handleSubmit(desk.saveDraft)}
      noValidate
      aria-label="بخش‌های صفحه اصلی"
      className="grid min-w-0 gap-4"
    >
      {desk.stale && <StaleAlert message={desk.stale} afterwards={SETTING_STALE_HINT} />}
      <DraftState desk={desk} />
      <FormSection title="در آوینوکس چه می‌توانید بکنید؟" lead="کارت‌های خدمات صفحه اصلی، به همین ترتیب.">
        <OrderedRows
          label="کارت‌های خدمات به ترتیب نمایش"
          noun="کارت"
          ids={offers.fields.map((row) => row.id)}
          min={SITE_LIMITS.offers.min}
          max={SITE_LIMITS.offers.max}
          move={offers.move}
          remove={offers.remove}
          add={() => offers.append({ icon: "workspace", title: "", text: "", href: "/", cta: "" })}
          addLabel="افزودن کارت"
          error={listError("offers")}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={`عنوان کارت ${digits(index + 1)}`}
                required
                autoComplete="off"
                {...field(`offers.${index}.title`)}
              />
              <SelectField
                label={`نماد کارت ${digits(index + 1)}`}
                required
                options={iconOptions}
                {...field(`offers.${index}.icon`)}
              />
              <div className="sm:col-span-2">
                <TextAreaField
                  label={`متن کارت ${digits(index + 1)}`}
                  required
                  rows={2}
                  {...field(`offers.${index}.text`)}
                />
              </div>
              <TextField
                label={`متن پیوند کارت ${digits(index + 1)}`}
                required
                autoComplete="off"
                {...field(`offers.${index}.cta`)}
              />
              <LtrField
                label={`نشانی پیوند کارت ${digits(index + 1)}`}
                required
                autoComplete="off"
                hint="صفحه‌ای از سایت مانند ‎/events"
                {...field(`offers.${index}.href`)}
              />
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <FormSection title="مسیر شتاب‌دهی آوینوکس" lead="مرحله‌های برنامه شتاب‌دهی، به ترتیب.">
        <OrderedRows
          label="مرحله‌های شتاب‌دهی به ترتیب"
          noun="مرحله"
          ids={programs.fields.map((row) => row.id)}
          min={SITE_LIMITS.programs.min}
          max={SITE_LIMITS.programs.max}
          move={programs.move}
          remove={programs.remove}
          add={() => programs.append({ title: "", weeks: "", text: "" })}
          addLabel="افزودن مرحله"
          error={listError("programs")}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <TextField
                label={`عنوان مرحله ${digits(index + 1)}`}
                required
                autoComplete="off"
                {...field(`programs.${index}.title`)}
              />
              <NumberField
                label={`مدت مرحله ${digits(index + 1)} (هفته)`}
                required
                autoComplete="off"
                {...field(`programs.${index}.weeks`)}
              />
              <div className="sm:col-span-2">
                <TextAreaField
                  label={`متن مرحله ${digits(index + 1)}`}
                  required
                  rows={2}
                  {...field(`programs.${index}.text`)}
                />
              </div>
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <FormSection title="درخواست شما چطور بررسی می‌شود؟" lead="گام‌های بررسی یک درخواست، به ترتیب.">
        <OrderedRows
          label="گام‌های بررسی درخواست به ترتیب"
          noun="گام"
          ids={steps.fields.map((row) => row.id)}
          min={SITE_LIMITS.steps.min}
          max={SITE_LIMITS.steps.max}
          move={steps.move}
          remove={steps.remove}
          add={() => steps.append({ title: "", text: "" })}
          addLabel="افزودن گام"
          error={listError("steps")}
        >
          {(index) => (
            <div className="grid gap-3">
              <TextField
                label={`عنوان گام ${digits(index + 1)}`}
                required
                autoComplete="off"
                {...field(`steps.${index}.title`)}
              />
              <TextAreaField
                label={`متن گام ${digits(index + 1)}`}
                required
                rows={2}
                {...field(`steps.${index}.text`)}
              />
            </div>
          )}
        </OrderedRows>
      </FormSection>
      <DraftActions
        desk={desk}
        dirty={formState.isDirty}
        onPublish={() => (formState.isDirty ? void handleSubmit(desk.publish)() : void desk.publish())}
      />
    </form>
  );
}

export function SiteSettingsForms({ settings }: { settings: DeskSiteSettings }) {
  return (
    <div className="grid gap-8">
      <ContactSettingsForm setting={settings.contact} />
      <SocialSettingsForm setting={settings.social} />
      <StatsSettingsForm setting={settings.stats} />
      <HomeSettingsForm setting={settings.home} />
    </div>
  );
}
