"use client";
// /submit-idea: the stepped idea form (SPEC §2: it starts at the step 'service'). The step lives
// in the URL (?step=idea) so the back button moves between steps; "بعدی" checks only that step's
// fields; every answer is saved as a draft in this browser and comes back after a reload; the last
// step shows everything with links to edit it, the review rule and, for anonymous senders, the
// captcha. Signed-in people get the founder's name, mobile and e-mail filled in.
import { zodResolver } from "@hookform/resolvers/zod";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { applicationEndpoints } from "@/lib/api/resources/applications";
import type { Identity } from "@/lib/api/types/auth";
import { useSession } from "@/lib/auth/session";
import { toPersianDigits } from "@/lib/format/digits";
import { clearIdeaDraft, loadIdeaDraft, saveIdeaDraft } from "@/lib/requests/idea-draft";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import {
  IDEA_SERVICES,
  IDEA_STAGES,
  IDEA_STEP_KEYS,
  IDEA_STEPS,
  ideaFormSchema,
  ideaSchema,
  ideaStepOfField,
  ideaStepSchemas,
  isIdeaStep,
  PITCH_DECK_UPLOAD,
  type IdeaFormValues,
  type IdeaInput,
  type IdeaStepKey,
} from "@/validation/requests/idea";
import { IdeaReview } from "./idea-review";
import { IDEA_LABELS } from "./labels";
import { StepIndicator } from "./step-indicator";

const FIELDS = IDEA_STEPS.flatMap((step) => step.fields as readonly string[]);

const EMPTY: IdeaInput = {
  service: "",
  title: "",
  problem: "",
  solution: "",
  customers: "",
  stage: "",
  founder_name: "",
  founder_mobile: "",
  founder_email: "",
  team_size: "",
  team_roles: "",
  city: "",
  website: "",
  pitch_deck: undefined,
};

/** The first step whose answers are not complete yet (the review step when all are). */
function firstIncompleteStep(values: unknown): IdeaStepKey {
  return IDEA_STEP_KEYS.find((key) => key !== "review" && !ideaStepSchemas[key].safeParse(values).success) ?? "review";
}

const stepIndex = (key: IdeaStepKey) => IDEA_STEP_KEYS.indexOf(key);

const noSubscription = () => () => {};

export function IdeaForm() {
  const pathname = usePathname();
  const requested = useSearchParams().get("step");
  const step: IdeaStepKey = isIdeaStep(requested) ? requested : "service";
  const current = stepIndex(step);

  const { register, handleSubmit, control, setError, setValue, getValues, getFieldState, setFocus, reset, trigger, subscribe, formState } = useForm<IdeaInput, unknown, IdeaFormValues>({
    resolver: zodResolver(ideaFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest({ endpoint: applicationEndpoints.idea, setError, fields: FIELDS });
  const values = useWatch({ control });
  const identity = useSession().identity;
  const errors = formState.errors;

  // The draft is read once in the browser; the notice about it shows after hydration only, so
  // the server's HTML and the first browser render agree.
  const [initialDraft] = useState(() => (typeof window === "undefined" ? undefined : loadIdeaDraft()));
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const draftRestored = hydrated && initialDraft !== undefined && !noticeDismissed;
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  /** Remounts the file input after "شروع دوباره" (a file input cannot be cleared from outside). */
  const [fileKey, setFileKey] = useState(0);
  const saving = useRef(true);
  const headings = useRef<Partial<Record<IdeaStepKey, HTMLHeadingElement | null>>>({});
  /** What to focus once the step the person moved to is showing. */
  const focusAfterMove = useRef<{ field?: string } | null>(null);

  const goTo = useCallback(
    (key: IdeaStepKey, how: "push" | "replace" = "push", focus: { field?: string } = {}) => {
      focusAfterMove.current = focus;
      const url = `${pathname}?step=${key}`;
      // Next.js keeps useSearchParams in step with the native history API, without a server round trip.
      if (how === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );

  const prefill = useCallback(
    (who: Identity | undefined) => {
      if (!who) return;
      const now = getValues();
      const name = who.full_name ?? [who.first_name, who.last_name].filter(Boolean).join(" ");
      if (!now.founder_name && name) setValue("founder_name", name);
      if (!now.founder_mobile && who.mobile) setValue("founder_mobile", who.mobile);
      if (!now.founder_email && who.email) setValue("founder_email", who.email);
    },
    [getValues, setValue],
  );

  // The draft: restored once in the browser, then every change is saved. (Effects run in order, so
  // the prefill and the step check below see the restored answers.)
  useEffect(() => {
    if (initialDraft) reset({ ...EMPTY, ...initialDraft });
    return subscribe({
      formState: { values: true },
      callback: ({ values: changed }) => {
        if (saving.current) saveIdeaDraft(changed);
      },
    });
  }, [initialDraft, reset, subscribe]);

  useEffect(() => prefill(identity), [identity, prefill]);

  // A step further than the answers reach (an old link, a hand-typed URL) shows the first step
  // still missing answers instead.
  useEffect(() => {
    const reachable = firstIncompleteStep(getValues());
    if (current > stepIndex(reachable)) goTo(reachable, "replace");
  }, [current, getValues, goTo]);

  // After moving: the new step's heading (or the field to fix) gets focus, which also scrolls it into view.
  useEffect(() => {
    const focus = focusAfterMove.current;
    if (!focus) return;
    focusAfterMove.current = null;
    if (focus.field) setFocus(focus.field as Path<IdeaInput>);
    else headings.current[step]?.focus();
  }, [step, setFocus]);

  async function next() {
    const fields = IDEA_STEPS[current]!.fields as unknown as Array<Path<IdeaInput>>;
    if (await trigger(fields, { shouldFocus: true })) goTo(IDEA_STEP_KEYS[current + 1]!);
  }

  /** Shows the step holding the first field with an error, and focuses that field. */
  function showFirstError(names: readonly string[]) {
    const field = FIELDS.find((name) => names.includes(name));
    if (!field) return;
    const target = ideaStepOfField(field);
    if (target !== step) goTo(target, "push", { field });
  }

  async function send(valid: IdeaFormValues) {
    const pitchDeck = valid.pitch_deck instanceof File ? valid.pitch_deck : undefined;
    if (await submit(ideaSchema.parse(valid), { pitch_deck: pitchDeck })) {
      saving.current = false;
      clearIdeaDraft();
      return;
    }
    showFirstError(FIELDS.filter((name) => getFieldState(name as Path<IdeaInput>).error));
  }

  function startOver() {
    clearIdeaDraft();
    reset(EMPTY);
    setFileKey((n) => n + 1);
    setNoticeDismissed(true);
    setConfirmingRestart(false);
    prefill(identity);
    goTo("service");
  }

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          saving.current = true;
          reset(EMPTY);
          setFileKey((n) => n + 1);
          clearReceipt();
          prefill(identity);
          goTo("service");
        }}
      />
    );
  }

  const heading = (key: IdeaStepKey, title: string) => (
    <h2
      ref={(element) => {
        headings.current[key] = element;
      }}
      tabIndex={-1}
      className="text-xl font-extrabold"
    >
      <span className="text-base font-bold text-muted">
        مرحله {toPersianDigits(stepIndex(key) + 1)} از {toPersianDigits(IDEA_STEPS.length)}:{" "}
      </span>
      {title}
    </h2>
  );

  return (
    <div className="grid gap-6">
      <StepIndicator steps={IDEA_STEPS} current={current} onSelect={(key) => isIdeaStep(key) && goTo(key)} />

      {draftRestored && (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm leading-6 text-brand-950">
          پیش‌نویس قبلی شما بازیابی شد؛ از همان‌جا ادامه دهید یا «شروع دوباره» را بزنید.
        </p>
      )}

      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          if (step !== "review") {
            // Enter in a field of an earlier step moves on instead of sending.
            event.preventDefault();
            void next();
            return;
          }
          void handleSubmit(send, (found) => showFirstError(Object.keys(found)))(event);
        }}
      >
        <section hidden={step !== "service"} className="grid gap-4">
          {heading("service", "کدام برنامه آوینوکس را می‌خواهید؟")}
          <fieldset className="grid gap-3" aria-describedby="service-error">
            <legend className="sr-only">{IDEA_LABELS.service}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {IDEA_SERVICES.map((service) => (
                <label
                  key={service.value}
                  className="flex cursor-pointer gap-3 rounded-2xl border border-brand-200 bg-white p-4 transition hover:border-brand-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" value={service.value} className="mt-1 size-4 accent-brand-700" {...register("service")} />
                  <span className="grid gap-1">
                    <span className="font-extrabold">{service.label}</span>
                    <span className="text-sm leading-6 text-muted">{service.description}</span>
                  </span>
                </label>
              ))}
            </div>
            <p id="service-error" role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
              {errors.service?.message ?? ""}
            </p>
          </fieldset>
        </section>

        <section hidden={step !== "idea"} className="grid gap-4">
          {heading("idea", "ایده شما")}
          <TextField label={IDEA_LABELS.title} required placeholder="عنوان ایده را وارد کنید" error={errors.title?.message} {...register("title")} />
          <TextAreaField label={IDEA_LABELS.problem} required rows={4} placeholder="مسئله‌ای را که حل می‌کنید وارد کنید" hint="چه کسی با چه مشکلی روبه‌روست؟ دست‌کم ۲۰ کاراکتر." error={errors.problem?.message} {...register("problem")} />
          <TextAreaField label={IDEA_LABELS.solution} required rows={4} placeholder="راه‌حل خود را وارد کنید" hint="محصول یا خدمت شما چطور این مشکل را حل می‌کند؟ دست‌کم ۲۰ کاراکتر." error={errors.solution?.message} {...register("solution")} />
          <TextAreaField label={IDEA_LABELS.customers} required rows={3} placeholder="مشتریان هدف را وارد کنید" error={errors.customers?.message} {...register("customers")} />
          <SelectField label={IDEA_LABELS.stage} required options={IDEA_STAGES.map((stage) => ({ value: stage, label: stage }))} placeholder="مرحله فعلی را انتخاب کنید" error={errors.stage?.message} {...register("stage")} />
        </section>

        <section hidden={step !== "team"} className="grid gap-4">
          {heading("team", "تیم شما")}
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label={IDEA_LABELS.founder_name} required autoComplete="name" placeholder="نام بنیان‌گذار را وارد کنید" error={errors.founder_name?.message} {...register("founder_name")} />
            <TextField label={IDEA_LABELS.founder_mobile} required dir="ltr" type="tel" inputMode="tel" autoComplete="tel" placeholder="۰۹۱۲۳۴۵۶۷۸۹" className="text-start" error={errors.founder_mobile?.message} {...register("founder_mobile")} />
            <TextField label={IDEA_LABELS.founder_email} required dir="ltr" type="email" inputMode="email" autoComplete="email" placeholder="ایمیل را وارد کنید" className="text-start" error={errors.founder_email?.message} {...register("founder_email")} />
            <TextField label={IDEA_LABELS.team_size} required dir="ltr" inputMode="numeric" placeholder="تعداد اعضای تیم را وارد کنید" hint="از ۱ تا ۵۰ نفر، با خودتان." className="text-start" error={errors.team_size?.message} {...register("team_size")} />
            <TextField label={IDEA_LABELS.city} required autoComplete="address-level2" placeholder="شهر را وارد کنید" error={errors.city?.message} {...register("city")} />
          </div>
          <TextAreaField label={IDEA_LABELS.team_roles} required rows={3} placeholder="نقش اعضای تیم را وارد کنید" hint="مثلاً: مریم — مدیر محصول؛ علی — برنامه‌نویس." error={errors.team_roles?.message} {...register("team_roles")} />
        </section>

        <section hidden={step !== "attachments"} className="grid gap-4">
          {heading("attachments", "پیوست‌ها")}
          <p className="text-sm leading-7 text-muted">هر دو اختیاری‌اند، اما به داوری دقیق‌تر ایده شما کمک می‌کنند.</p>
          <Controller
            control={control}
            name="pitch_deck"
            render={({ field, fieldState }) => (
              <FileField
                key={fileKey}
                label={PITCH_DECK_UPLOAD.label}
                name={field.name}
                accept={PITCH_DECK_UPLOAD.accept}
                typesLabel={PITCH_DECK_UPLOAD.typesLabel}
                maxKb={PITCH_DECK_UPLOAD.maxBytes / 1024}
                error={fieldState.error?.message}
                progress={progress}
                onFile={(file) => {
                  field.onChange(file);
                  field.onBlur();
                }}
              />
            )}
          />
          <p className="-mt-3 text-xs leading-5 text-muted">فایل در پیش‌نویس ذخیره نمی‌شود؛ اگر صفحه را دوباره باز کنید، آن را دوباره انتخاب کنید.</p>
          <TextField label={IDEA_LABELS.website} dir="ltr" type="url" inputMode="url" placeholder="وب‌سایت یا لینک را وارد کنید" className="text-start" error={errors.website?.message} {...register("website")} />
        </section>

        <section hidden={step !== "review"} className="grid gap-5">
          {heading("review", "بازبینی و ارسال")}
          <IdeaReview values={values} onEdit={(key) => goTo(key)} />
          <ReviewNotice />
          {step === "review" && <CaptchaField {...captcha} error={errors.altcha?.message} />}
          {progress !== null && values.pitch_deck instanceof File && (
            <p className="text-sm text-muted" aria-live="polite">
              بارگذاری فایل ارائه: {toPersianDigits(progress)}٪
            </p>
          )}
        </section>

        <div className="flex flex-wrap items-center gap-3 border-t border-brand-100 pt-5">
          {current > 0 && (
            <Button type="button" variant="secondary" onClick={() => goTo(IDEA_STEP_KEYS[current - 1]!)}>
              قبلی
            </Button>
          )}
          {step === "review" ? (
            <Button type="submit" busy={formState.isSubmitting}>
              ثبت ایده
            </Button>
          ) : (
            <Button type="button" onClick={() => void next()}>
              بعدی
            </Button>
          )}
          <div className="ms-auto flex flex-wrap items-center gap-2 text-sm">
            {confirmingRestart ? (
              <>
                <span id="restart-question">همه پاسخ‌ها پاک شوند؟</span>
                <Button type="button" variant="secondary" className="px-3 py-2 text-sm" onClick={startOver} aria-describedby="restart-question">
                  بله، پاک شود
                </Button>
                <Button type="button" variant="ghost" className="px-3 py-2 text-sm" onClick={() => setConfirmingRestart(false)}>
                  انصراف
                </Button>
              </>
            ) : (
              <Button type="button" variant="ghost" className="px-3 py-2 text-sm" onClick={() => setConfirmingRestart(true)}>
                شروع دوباره
              </Button>
            )}
          </div>
        </div>
        <p className="-mt-3 text-xs text-muted">پاسخ‌های شما در همین مرورگر ذخیره می‌شوند تا با بستن صفحه از دست نروند.</p>
      </form>
    </div>
  );
}
