"use client";
// /reservation: SPEC §2's sections (personal details, service type, location, plan, additional
// details, rule acceptance) with SPEC §3's fields and the shared schema. Spaces and plans come
// from the workspaces API as the choices are made (a plan link arrives with them chosen); a
// discount code is checked on demand; anonymous senders solve the captcha; signed-in people find
// their details filled in.
import { Link } from "@/components/navigation/link";
import { useEffect, useId, useMemo, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { JalaliDatePicker } from "@/components/forms/jalali-date-picker";
import { BirthdayField } from "@/components/forms/birthday-field";
import { EmailField, FullNameField, MobileField } from "@/components/forms/person-fields";
import { RequestForm } from "@/components/requests/request-form";
import { ReviewNotice } from "@/components/requests/review-notice";
import { FieldMessage, RequiredMark, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { ServiceIcon } from "@/components/workspaces/service-icon";
import { periodLabel } from "@/components/workspaces/workspace-format";
import { ApiError } from "@/lib/api/api-error";
import { loadBrowserChannels } from "@/lib/api/browser-lazy";
import { couponsApi } from "@/lib/api/resources/coupons";
import { type CouponCheck } from "@/shared/types/coupons";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { reservationApi, type ReservationChoices } from "@/lib/api/resources/reservation";
import type { Identity } from "@/shared/types/auth";
import type { Location, LocationPlan, PlanAvailability } from "@/shared/types/workspaces";
import { addDaysIso, jalaliOfIsoDate } from "@/shared/format/date";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";
import { identityName } from "@/lib/requests/use-identity-prefill";
import { useRequestForm } from "@/lib/requests/use-request-form";
import type { Reservation, ReservationInput } from "@/validation/requests/reservation";
import { RESERVATION_TERMS_PATH, SUGGESTED_DATE_MAX_DAYS } from "@/validation/requests/reservation-terms";
import { ChoiceCards } from "./choice-cards";
import { CouponField } from "./coupon-field";
import { FormSection } from "@/components/forms/form-section";
import { AnswerField } from "@/components/forms/answer-field";
import { ReservationSummary } from "./reservation-summary";
import { unavailableDays } from "./unavailable-days";

type Selected = ReservationChoices["selected"];
type PrefillField = "user_name" | "user_mobile" | "user_email" | "user_birthday";

function emptyValues(selected?: Selected): ReservationInput {
  return {
    user_name: "",
    user_birthday: "",
    user_activity: "",
    user_experience: "",
    user_mobile: "",
    user_email: "",
    service: selected ? String(selected.service) : "",
    branch: selected ? String(selected.branch) : "",
    location_id: selected ? String(selected.location_id) : "",
    location_plan_id: selected ? String(selected.location_plan_id) : "",
    coupon: "",
    manager: "",
    topic: "",
    date: "",
    accept: false,
  };
}

/** The signed-in person's details, as the form's fields. */
function prefillOf(identity: Identity | undefined): Partial<Record<PrefillField, string>> {
  if (!identity) return {};
  const name = identityName(identity);
  return {
    user_name: name,
    user_mobile: identity.mobile,
    user_email: identity.email ?? "",
    user_birthday: identity.birthday ?? "",
  };
}

/** A select's or radio's value as an id (0 when nothing is chosen). */
function idOf(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? toLatinDigits(value).trim() : "";
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
}

const offersService = (location: Location, serviceId: number) =>
  !serviceId || (location.plans ?? []).some((p) => p.service_id === serviceId);

type CouponState = { status: "idle" } | { status: "checking" } | { status: "done"; result: CouponCheck };

const loadSchema = () => import("@/validation/requests/reservation").then((m) => m.reservationSchema);

type Props = {
  choices: ReservationChoices;
  /** Today in Tehran (ISO), from the server: working it out here would start the browser's Intl
   *  calendar data during hydration, tens of milliseconds on a phone. */
  today: string;
};

export function ReservationForm({ choices, today }: Props) {
  const lastDay = addDaysIso(today, SUGGESTED_DATE_MAX_DAYS);
  const thisYear = jalaliOfIsoDate(today).year;
  const acceptId = useId();

  const request = useRequestForm<ReservationInput, Reservation>({
    endpoint: REQUEST_ENDPOINTS.reservation,
    schema: loadSchema,
    defaultValues: emptyValues(choices.selected),
    prefill: prefillOf,
  });
  const { form, errors, field } = request;
  const { register, control, setError, clearErrors, setValue, getValues, getFieldState } = form;

  const [locations, setLocations] = useState<Location[]>(choices.locations);
  const [plans, setPlans] = useState<LocationPlan[]>(choices.plans);
  const [loadingLocations, setLoadingLocations] = useState(false);
  const [loadingPlans, setLoadingPlans] = useState(false);
  const [coupon, setCoupon] = useState<CouponState>({ status: "idle" });

  const [service, branch, locationId, planId, date] = useWatch({
    control,
    name: ["service", "branch", "location_id", "location_plan_id", "date"],
  });
  const serviceId = idOf(service);
  const chosenService = choices.services.find((s) => s.id === serviceId);
  const chosenBranch = choices.branches.find((b) => b.id === idOf(branch));
  const chosenLocation = locations.find((l) => l.id === idOf(locationId));
  const chosenPlan = plans.find((p) => p.id === idOf(planId));
  const shownLocations = locations.filter((l) => offersService(l, serviceId));

  // The chosen plan's closed and full days, greyed out in the calendar (the API refuses them too).
  const chosenPlanId = idOf(planId);
  const [calendar, setCalendar] = useState<PlanAvailability | null>(null);
  useEffect(() => {
    let current = true;
    if (!chosenPlanId) return;
    void (async () => {
      try {
        const days = await reservationApi.availability(
          (await loadBrowserChannels()).publicApi(),
          chosenPlanId,
          today,
          lastDay,
        );
        if (current) setCalendar(days);
      } catch {
        // The API client has already told the person what went wrong; the API still checks the day.
      }
    })();
    return () => {
      current = false;
    };
  }, [chosenPlanId, today, lastDay]);
  // Another plan's answer (the one chosen before) says nothing of this one.
  const planCalendar = calendar?.plan_id === chosenPlanId ? calendar : null;
  const unavailable = useMemo(() => (planCalendar ? unavailableDays(planCalendar) : undefined), [planCalendar]);
  // A day chosen before the plan (or kept from another plan) that this plan cannot start on.
  const dateProblem = typeof date === "string" && date ? unavailable?.(date) : undefined;
  useEffect(() => {
    if (dateProblem)
      setError("date", {
        type: "server",
        message: `این روز را نمی‌توان انتخاب کرد (${dateProblem})؛ روز دیگری را انتخاب کنید.`,
      });
    else if (getFieldState("date").error?.type === "server") clearErrors("date");
  }, [dateProblem, setError, clearErrors, getFieldState]);

  // An answer counts only if the choices it was asked for are still the form's (a slow answer to
  // an earlier choice is dropped).
  async function loadLocations(branchId: number) {
    const current = () => idOf(getValues("branch")) === branchId;
    setLocations([]);
    setLoadingLocations(Boolean(branchId));
    if (!branchId) return;
    try {
      const { items } = await reservationApi.locations((await loadBrowserChannels()).publicApi(), branchId);
      if (current()) setLocations(items);
    } catch {
      // The API client has already told the person what went wrong.
    } finally {
      if (current()) setLoadingLocations(false);
    }
  }

  async function loadPlans(location: number, serviceOf: number) {
    const current = () => idOf(getValues("location_id")) === location && idOf(getValues("service")) === serviceOf;
    setPlans([]);
    setLoadingPlans(Boolean(location && serviceOf));
    if (!location || !serviceOf) return;
    try {
      const { items } = await reservationApi.plans((await loadBrowserChannels()).publicApi(), location, serviceOf);
      if (current()) setPlans(items);
    } catch {
      // The API client has already told the person what went wrong.
    } finally {
      if (current()) setLoadingPlans(false);
    }
  }

  function forgetCouponAnswer() {
    setCoupon({ status: "idle" });
    if (getFieldState("coupon").error?.type === "server") clearErrors("coupon");
  }

  function onServiceChange(value: string) {
    const next = idOf(value);
    setValue("location_plan_id", "");
    forgetCouponAnswer();
    const location = locations.find((l) => l.id === idOf(getValues("location_id")));
    if (location && !offersService(location, next)) {
      setValue("location_id", "");
      void loadPlans(0, next);
    } else {
      void loadPlans(location?.id ?? 0, next);
    }
  }

  function onBranchChange(value: string) {
    setValue("location_id", "");
    setValue("location_plan_id", "");
    void loadPlans(0, 0);
    void loadLocations(idOf(value));
  }

  function onLocationChange(value: string) {
    setValue("location_plan_id", "");
    void loadPlans(idOf(value), idOf(getValues("service")));
  }

  async function checkCoupon() {
    const { couponCode } = await import("@/validation/requests/coupon");
    const parsed = couponCode.safeParse(getValues("coupon"));
    if (!parsed.success) {
      setCoupon({ status: "idle" });
      setError("coupon", { type: "manual", message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    clearErrors("coupon");
    setCoupon({ status: "checking" });
    try {
      const result = await couponsApi.check(
        (await loadBrowserChannels()).publicApi(),
        parsed.data,
        serviceId || undefined,
      );
      setCoupon({ status: "done", result });
      if (!result.valid) setError("coupon", { type: "server", message: result.message });
    } catch (error) {
      setCoupon({ status: "idle" });
      if (error instanceof ApiError && error.status === 422)
        setError("coupon", { type: "server", message: error.message });
    }
  }

  function startOver() {
    request.startOver(emptyValues());
    setCoupon({ status: "idle" });
    void loadLocations(0);
    void loadPlans(0, 0);
  }

  const couponResult = coupon.status === "done" ? coupon.result : undefined;
  const place = [chosenLocation?.name, chosenBranch?.name].filter(Boolean).join("، ");

  return (
    <RequestForm request={request} submitLabel="ثبت درخواست رزرو" reviewNotice={false} onStartOver={startOver}>
      {/* SPEC §1's rule comes first here: a reservation request is not a reservation. */}
      <ReviewNotice />

      <FormSection step={1} title="مشخصات فردی" lead="برای هماهنگی رزرو با این اطلاعات با شما تماس می‌گیریم.">
        <div className="grid gap-4 md:grid-cols-2">
          <FullNameField {...field("user_name")} />
          <MobileField {...field("user_mobile")} />
          <EmailField {...field("user_email")} />
          {/* A birthday filled in from the profile after the first render shows too (the selects follow their value). */}
          <BirthdayField control={control} name="user_birthday" required thisYear={thisYear} />
          <TextField
            label="حوزه فعالیت"
            required
            placeholder="حوزه فعالیت را وارد کنید"
            hint="مثلاً برنامه‌نویسی وب، طراحی گرافیک، حسابداری"
            {...field("user_activity")}
          />
          <AnswerField
            label="سابقه کاری"
            rows={3}
            hint="چند سال و در چه زمینه‌ای کار کرده‌اید؛ مثلاً ۳ سال برنامه‌نویسی اندروید"
            {...field("user_experience")}
          />
        </div>
      </FormSection>

      <FormSection step={2} title="نوع خدمت" lead="چه فضایی لازم دارید؟">
        <ChoiceCards
          legend="نوع خدمت"
          required
          columns="sm:grid-cols-2 xl:grid-cols-3"
          {...field("service", { onChange: (event) => onServiceChange(event.target.value) })}
          options={choices.services.map((s) => ({
            value: String(s.id),
            content: (
              <span className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <ServiceIcon name={s.icon} className="size-6" />
                </span>
                <span>
                  <span className="block font-bold">{s.title}</span>
                  <span className="mt-1 line-clamp-2 block text-xs leading-5 text-muted">{s.description}</span>
                </span>
              </span>
            ),
          }))}
        />
      </FormSection>

      <FormSection step={3} title="مکان" lead="شعبه و فضایی را که می‌خواهید انتخاب کنید.">
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="شعبه"
            required
            options={choices.branches.map((b) => ({ value: String(b.id), label: b.name }))}
            hint={chosenBranch ? `${chosenBranch.address} — ${chosenBranch.hours}` : undefined}
            {...field("branch", { onChange: (event) => onBranchChange(event.target.value) })}
          />
          <SelectField
            label="فضا"
            required
            disabled={!chosenBranch || loadingLocations}
            placeholder={
              loadingLocations
                ? "در حال دریافت فضاها…"
                : chosenBranch
                  ? "فضا را انتخاب کنید"
                  : "ابتدا شعبه را انتخاب کنید"
            }
            options={shownLocations.map((l) => ({
              value: String(l.id),
              label: l.floor ? `${l.name} (${l.floor})` : l.name,
            }))}
            hint={
              chosenLocation
                ? `${chosenLocation.description} ظرفیت: ${toPersianDigits(chosenLocation.capacity)} نفر.`
                : chosenService && chosenBranch && !loadingLocations
                  ? shownLocations.length
                    ? `فضاهایی از این شعبه که «${chosenService.title}» دارند.`
                    : `این شعبه فضایی با «${chosenService.title}» ندارد؛ شعبه یا نوع خدمت دیگری را انتخاب کنید.`
                  : undefined
            }
            {...field("location_id", { onChange: (event) => onLocationChange(event.target.value) })}
          />
        </div>
      </FormSection>

      <FormSection step={4} title="پلن" lead="قیمت‌ها به تومان و برای هر دوره است.">
        <div aria-live="polite" aria-busy={loadingPlans || undefined}>
          {loadingPlans ? (
            <p className="rounded-xl bg-surface p-4 text-sm text-muted">در حال دریافت پلن‌ها…</p>
          ) : plans.length > 0 ? (
            <ChoiceCards
              legend="پلن"
              required
              {...field("location_plan_id")}
              options={plans.map((plan) => ({
                value: String(plan.id),
                content: (
                  <span className="grid gap-1">
                    <span className="font-bold">{plan.title}</span>
                    <span>
                      <span className="text-lg font-black text-brand-800">{formatToman(plan.price)}</span>{" "}
                      <span className="text-sm font-bold">{periodLabel(plan.period)}</span>
                    </span>
                    <span className="text-sm">ظرفیت: {toPersianDigits(plan.capacity)} نفر</span>
                    <span className="text-xs leading-5 text-muted">{plan.description}</span>
                  </span>
                ),
              }))}
            />
          ) : (
            <>
              <p className="rounded-xl bg-surface p-4 text-sm leading-6 text-muted">
                {chosenService && chosenLocation
                  ? `«${chosenLocation.name}» پلن فعالی برای «${chosenService.title}» ندارد؛ فضای دیگری را انتخاب کنید.`
                  : "برای دیدن پلن‌ها، نوع خدمت و فضا را انتخاب کنید."}
              </p>
              <FieldMessage error={errors.location_plan_id?.message} className="mt-1" />
            </>
          )}
        </div>
        <div className="mt-2 max-w-xl">
          <CouponField
            {...field("coupon", { onChange: forgetCouponAnswer })}
            checking={coupon.status === "checking"}
            result={couponResult}
            plan={chosenPlan}
            onCheck={() => void checkCoupon()}
          />
        </div>
      </FormSection>

      <FormSection step={5} title="جزئیات تکمیلی" lead="اگر با تیم می‌آیید، کمی از تیم و کارتان بگویید.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="نام مدیر یا رابط تیم"
            autoComplete="off"
            placeholder="نام مدیر یا رابط تیم را وارد کنید"
            hint="اگر برای تیم رزرو می‌کنید"
            {...field("manager")}
          />
          <TextAreaField
            label="موضوع فعالیت تیم"
            rows={3}
            placeholder="موضوع فعالیت تیم یا کسب‌وکار را وارد کنید"
            {...field("topic")}
          />
        </div>
        <div className="mt-2">
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <JalaliDatePicker
                label="تاریخ پیشنهادی شروع"
                required
                value={typeof field.value === "string" ? field.value : ""}
                onChange={(iso) => {
                  field.onChange(iso);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                hint="روزی که می‌خواهید استفاده از فضا را شروع کنید؛ روزهای گذشته قابل انتخاب نیستند."
                min={today}
                max={lastDay}
                unavailable={unavailable}
              />
            )}
          />
        </div>
      </FormSection>

      <FormSection step={6} title="پذیرش قوانین">
        <div className="grid gap-1">
          <div className="flex items-start gap-3">
            <input
              id={acceptId}
              type="checkbox"
              required
              aria-invalid={errors.accept ? true : undefined}
              aria-describedby={`${acceptId}-terms${errors.accept ? ` ${acceptId}-error` : ""}`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
              {...register("accept")}
            />
            <label htmlFor={acceptId} className="leading-7">
              قوانین و شرایط رزرو فضای کار آوینوکس را خوانده‌ام و می‌پذیرم.
              <RequiredMark spaced />
            </label>
          </div>
          <p id={`${acceptId}-terms`} className="ps-8 text-sm">
            <Link
              href={RESERVATION_TERMS_PATH}
              target="_blank"
              className="font-bold text-brand-800 underline underline-offset-4"
            >
              مطالعه قوانین و شرایط رزرو
            </Link>{" "}
            <span className="text-muted">(در برگه جدید باز می‌شود)</span>
          </p>
          <FieldMessage id={`${acceptId}-error`} error={errors.accept?.message} className="ps-8" />
        </div>
      </FormSection>

      <ReservationSummary
        service={chosenService?.title}
        place={place || undefined}
        plan={chosenPlan}
        date={typeof date === "string" && date ? date : undefined}
        discount={couponResult?.valid ? { percent: couponResult.percent, title: couponResult.title } : undefined}
      />
    </RequestForm>
  );
}
