"use client";
// /submit-idea: the stepped idea form (SPEC §2: it starts at the step 'service'). The step lives
// in the URL (?step=idea) so the back button moves between steps; "بعدی" checks only that step's
// fields; every answer is saved as a draft in this browser and comes back after a reload; the last
// step shows everything with links to edit it, the review rule and, for anonymous senders, the
// captcha. Signed-in people get the founder's name, mobile and e-mail filled in.
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useWatch, type Path } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { EmailField, FullNameField, MobileField } from "@/components/forms/person-fields";
import { AnswerField } from "@/components/forms/answer-field";
import { FieldMessage, LtrField, NumberField, TextField } from "@/components/ui/field";
import { ChoiceField, CityField } from "@/components/requests/request-fields";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { Identity } from "@/shared/types/auth";
import { toPersianDigits } from "@/shared/format/digits";
import { clearIdeaDraft, loadIdeaDraft, saveIdeaDraft, type IdeaDraft } from "@/lib/requests/idea-draft";
import { identityName } from "@/lib/requests/use-identity-prefill";
import { useRequestForm } from "@/lib/requests/use-request-form";
import type { IdeaFormValues, IdeaInput } from "@/validation/requests/idea";
import {
  IDEA_SERVICES,
  IDEA_STAGES,
  IDEA_STEP_KEYS,
  IDEA_STEPS,
  ideaStepOfField,
  isIdeaStep,
  type IdeaStepKey,
} from "@/validation/requests/idea-terms";
import { PITCH_DECK_UPLOAD } from "@/validation/requests/uploads";
import { IdeaReview } from "./idea-review";
import { IDEA_LABELS } from "./labels";
import { StepIndicator } from "./step-indicator";

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

/** The signed-in founder's name, mobile and e-mail. */
function founderPrefill(identity: Identity | undefined) {
  return identity
    ? { founder_name: identityName(identity), founder_mobile: identity.mobile, founder_email: identity.email ?? "" }
    : {};
}

const loadSchema = () => import("@/validation/requests/idea").then((m) => m.ideaFormSchema);
/** Which step a link may open is checked by the steps' schemas, loaded with them. */
const loadStepCheck = () => import("@/validation/requests/idea").then((m) => m.firstIncompleteIdeaStep);

/** The draft's answers over the form's values (the signed-in founder's details where the draft has none). */
function withDraft(values: IdeaInput, draft: IdeaDraft): IdeaInput {
  const merged: Record<string, unknown> = { ...values };
  for (const [field, answer] of Object.entries(draft)) if (answer) merged[field] = answer;
  return merged as IdeaInput;
}

const stepIndex = (key: IdeaStepKey) => IDEA_STEP_KEYS.indexOf(key);

const noSubscription = () => () => {};

/** Every field in the order the steps ask them. */
const FIELDS_IN_STEP_ORDER: readonly string[] = IDEA_STEPS.flatMap((step) => step.fields);

export function IdeaForm() {
  const pathname = usePathname();
  const requested = useSearchParams().get("step");
  const step: IdeaStepKey = isIdeaStep(requested) ? requested : "service";
  const current = stepIndex(step);

  const request = useRequestForm<IdeaInput, IdeaFormValues>({
    endpoint: REQUEST_ENDPOINTS.idea,
    schema: loadSchema,
    defaultValues: EMPTY,
    prefill: founderPrefill,
  });
  const { form, errors, field, progress } = request;
  const { register, control, getValues, getFieldState, setFocus, reset, trigger, subscribe } = form;
  const values = useWatch({ control });

  // The draft is read once in the browser; the notice about it shows after hydration only, so
  // the server's HTML and the first browser render agree.
  const [initialDraft] = useState(() => (typeof window === "undefined" ? undefined : loadIdeaDraft()));
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const draftRestored = hydrated && initialDraft !== undefined && !noticeDismissed;
  const [confirmingRestart, setConfirmingRestart] = useState(false);
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

  // The draft: restored once in the browser, then every change is saved. The hook's prefill ran
  // first, so the signed-in founder's details stay where the draft has no answer.
  useEffect(() => {
    if (initialDraft) reset(withDraft(getValues(), initialDraft));
    return subscribe({
      formState: { values: true },
      callback: ({ values: changed }) => {
        if (saving.current) saveIdeaDraft(changed);
      },
    });
  }, [initialDraft, getValues, reset, subscribe]);

  // A step further than the answers reach (an old link, a hand-typed URL) shows the first step
  // still missing answers instead, once the steps' schemas have loaded.
  useEffect(() => {
    if (current === 0) return;
    let moved = false;
    loadStepCheck().then(
      (firstIncomplete) => {
        if (moved) return;
        const reachable = firstIncomplete(getValues());
        if (current > stepIndex(reachable)) goTo(reachable, "replace");
      },
      () => undefined, // not loaded (offline): the step stays; the send still checks every answer
    );
    return () => {
      moved = true;
    };
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

  /** Shows the step holding the first field (in the steps' order) with an error, and focuses that field. */
  function showFirstError(failed: (field: string) => boolean) {
    const field = FIELDS_IN_STEP_ORDER.find(failed);
    if (!field) return;
    const target = ideaStepOfField(field);
    if (target !== step) goTo(target, "push", { field });
  }

  /** Every answer checked: send them, with the pitch deck beside them. */
  async function send(valid: IdeaFormValues) {
    if (await request.send(valid)) {
      saving.current = false;
      clearIdeaDraft();
      return;
    }
    showFirstError((field) => getFieldState(field as Path<IdeaInput>).error !== undefined);
  }

  function startOver() {
    clearIdeaDraft();
    request.startOver();
    setNoticeDismissed(true);
    setConfirmingRestart(false);
    goTo("service");
  }

  if (request.receipt) {
    return (
      <RequestReceipt
        receipt={request.receipt}
        onAnother={() => {
          saving.current = true;
          request.startOver();
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
        onFocus={request.preload}
        onSubmit={(event) => {
          if (step !== "review") {
            // Enter in a field of an earlier step moves on instead of sending.
            event.preventDefault();
            void next();
            return;
          }
          void form.handleSubmit(send, (found) => showFirstError((field) => field in found))(event);
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
                  <input
                    type="radio"
                    value={service.value}
                    className="mt-1 size-4 accent-brand-700"
                    {...register("service")}
                  />
                  <span className="grid gap-1">
                    <span className="font-extrabold">{service.label}</span>
                    <span className="text-sm leading-6 text-muted">{service.description}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldMessage id="service-error" error={errors.service?.message} />
          </fieldset>
        </section>

        <section hidden={step !== "idea"} className="grid gap-4">
          {heading("idea", "ایده شما")}
          <TextField label={IDEA_LABELS.title} required placeholder="عنوان ایده را وارد کنید" {...field("title")} />
          <AnswerField
            label={IDEA_LABELS.problem}
            rows={4}
            placeholder="مسئله‌ای را که حل می‌کنید وارد کنید"
            hint="چه کسی با چه مشکلی روبه‌روست؟ دست‌کم ۲۰ کاراکتر."
            {...field("problem")}
          />
          <AnswerField
            label={IDEA_LABELS.solution}
            rows={4}
            placeholder="راه‌حل خود را وارد کنید"
            hint="محصول یا خدمت شما چطور این مشکل را حل می‌کند؟ دست‌کم ۲۰ کاراکتر."
            {...field("solution")}
          />
          <AnswerField
            label={IDEA_LABELS.customers}
            rows={3}
            placeholder="مشتریان هدف را وارد کنید"
            {...field("customers")}
          />
          <ChoiceField label={IDEA_LABELS.stage} choices={IDEA_STAGES} {...field("stage")} />
        </section>

        <section hidden={step !== "team"} className="grid gap-4">
          {heading("team", "تیم شما")}
          <div className="grid gap-4 md:grid-cols-2">
            <FullNameField label={IDEA_LABELS.founder_name} {...field("founder_name")} />
            <MobileField label={IDEA_LABELS.founder_mobile} {...field("founder_mobile")} />
            <EmailField label={IDEA_LABELS.founder_email} required {...field("founder_email")} />
            <NumberField
              label={IDEA_LABELS.team_size}
              required
              placeholder="تعداد اعضای تیم را وارد کنید"
              hint="از ۱ تا ۵۰ نفر، با خودتان."
              {...field("team_size")}
            />
            <CityField label={IDEA_LABELS.city} {...field("city")} />
          </div>
          <AnswerField
            label={IDEA_LABELS.team_roles}
            rows={3}
            placeholder="نقش اعضای تیم را وارد کنید"
            hint="مثلاً: مریم — مدیر محصول؛ علی — برنامه‌نویس."
            {...field("team_roles")}
          />
        </section>

        <section hidden={step !== "attachments"} className="grid gap-4">
          {heading("attachments", "پیوست‌ها")}
          <p className="text-sm leading-7 text-muted">هر دو اختیاری‌اند، اما به داوری دقیق‌تر ایده شما کمک می‌کنند.</p>
          <FileField control={control} name="pitch_deck" upload={PITCH_DECK_UPLOAD} progress={progress} />
          <p className="-mt-3 text-xs leading-5 text-muted">
            فایل در پیش‌نویس ذخیره نمی‌شود؛ اگر صفحه را دوباره باز کنید، آن را دوباره انتخاب کنید.
          </p>
          <LtrField
            label={IDEA_LABELS.website}
            type="url"
            inputMode="url"
            placeholder="وب‌سایت یا لینک را وارد کنید"
            {...field("website")}
          />
        </section>

        <section hidden={step !== "review"} className="grid gap-5">
          {heading("review", "بازبینی و ارسال")}
          <IdeaReview values={values} onEdit={(key) => goTo(key)} />
          <ReviewNotice />
          {step === "review" && <CaptchaField {...request.captcha} error={request.captchaError} />}
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
            <Button type="submit" busy={request.submitting}>
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
                <Button
                  type="button"
                  variant="secondary"
                  className="px-3 py-2 text-sm"
                  onClick={startOver}
                  aria-describedby="restart-question"
                >
                  بله، پاک شود
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  className="px-3 py-2 text-sm"
                  onClick={() => setConfirmingRestart(false)}
                >
                  انصراف
                </Button>
              </>
            ) : (
              <Button
                type="button"
                variant="ghost"
                className="px-3 py-2 text-sm"
                onClick={() => setConfirmingRestart(true)}
              >
                شروع دوباره
              </Button>
            )}
          </div>
        </div>
        <p className="-mt-3 text-xs text-muted">
          پاسخ‌های شما در همین مرورگر ذخیره می‌شوند تا با بستن صفحه از دست نروند.
        </p>
      </form>
    </div>
  );
}
