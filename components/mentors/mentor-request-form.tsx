"use client";
// /mentors/request: asking for a mentor (POST /v1/mentor/create). The visitor describes the team,
// the topic it needs help with (SPEC §2's topic section) and how long, how often and where it wants
// to meet; no mentor is chosen, the provider's team matches one. Captcha for anonymous senders; the
// signed-in person's name, mobile and e-mail filled in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { mentorRequestEndpoints } from "@/lib/api/resources/mentor-requests";
import type { MentorCategory } from "@/lib/api/types/mentors";
import { toPersianDigits } from "@/lib/format/digits";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { BUSINESS_STAGES } from "@/validation/requests/mentor-advice";
import {
  MENTORING_DURATIONS,
  MENTORING_FREQUENCIES,
  MENTORING_MODES,
  mentorRequestSchema,
  TEAM_SIZE,
  type MentorRequest,
  type MentorRequestInput,
} from "@/validation/requests/mentor-request";

const FIELDS = [
  "team_name",
  "team_size",
  "business_stage",
  "team_description",
  "topic_category_id",
  "topic_title",
  "topic_description",
  "duration",
  "frequency",
  "meeting_mode",
  "full_name",
  "mobile",
  "email",
] as const;

const EMPTY: MentorRequestInput = {
  team_name: "",
  team_size: "",
  business_stage: "",
  team_description: "",
  topic_category_id: "",
  topic_title: "",
  topic_description: "",
  duration: "",
  frequency: "",
  meeting_mode: "",
  full_name: "",
  mobile: "",
  email: "",
};

const sectionClass = "grid gap-4 rounded-2xl border border-brand-100 p-4 md:p-6";
const legendClass = "px-2 text-lg font-extrabold";
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function MentorRequestForm({ categories }: { categories: Pick<MentorCategory, "id" | "name">[] }) {
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<MentorRequestInput, unknown, MentorRequest>({
    resolver: zodResolver(mentorRequestSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: mentorRequestEndpoints.request, setError, fields: FIELDS });
  const errors = formState.errors;

  useContactFromAccount(getValues, setValue);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(EMPTY);
          clearReceipt();
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => submit(values))} noValidate className="grid gap-6">
      <fieldset className={sectionClass}>
        <legend className={legendClass}>تیم شما</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="نام تیم یا استارتاپ" required autoComplete="organization" placeholder="نام تیم یا استارتاپ را وارد کنید" error={errors.team_name?.message} {...register("team_name")} />
          <TextField
            label="تعداد اعضای تیم"
            required
            dir="ltr"
            inputMode="numeric"
            maxLength={3}
            placeholder="تعداد اعضای تیم را وارد کنید"
            className="text-start"
            hint={`با خودتان، از ${toPersianDigits(TEAM_SIZE.min)} تا ${toPersianDigits(TEAM_SIZE.max)} نفر`}
            error={errors.team_size?.message}
            {...register("team_size")}
          />
          <SelectField
            label="مرحله فعلی کسب‌وکار"
            required
            options={choices(BUSINESS_STAGES)}
            placeholder="مرحله فعلی کسب‌وکار را انتخاب کنید"
            error={errors.business_stage?.message}
            {...register("business_stage")}
          />
        </div>
        <TextAreaField
          label="معرفی تیم و کسب‌وکار"
          required
          rows={4}
          placeholder="معرفی تیم و کسب‌وکار را وارد کنید"
          hint="دست‌کم ۲۰ کاراکتر: چه می‌سازید، برای چه کسانی و تا امروز به کجا رسیده‌اید."
          error={errors.team_description?.message}
          {...register("team_description")}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>موضوع</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="حوزه موضوع"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="حوزه موضوع را انتخاب کنید"
            hint="منتور از میان منتورهای همین حوزه انتخاب می‌شود."
            error={errors.topic_category_id?.message}
            {...register("topic_category_id")}
          />
          <TextField label="عنوان موضوع" required placeholder="عنوان موضوع را وارد کنید" hint="در یک جمله، مثلاً «ورود به بازار استان‌های همسایه»" error={errors.topic_title?.message} {...register("topic_title")} />
        </div>
        <TextAreaField
          label="شرح نیاز یا چالش"
          required
          rows={6}
          placeholder="شرح نیاز یا چالش خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: کجا گیر کرده‌اید و از همراهی منتور چه انتظاری دارید."
          error={errors.topic_description?.message}
          {...register("topic_description")}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>نحوه همراهی</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField label="مدت همراهی" required options={choices(MENTORING_DURATIONS)} placeholder="مدت همراهی را انتخاب کنید" error={errors.duration?.message} {...register("duration")} />
          <SelectField label="تناوب جلسه‌ها" required options={choices(MENTORING_FREQUENCIES)} placeholder="تناوب جلسه‌ها را انتخاب کنید" error={errors.frequency?.message} {...register("frequency")} />
          <SelectField label="نحوه برگزاری" required options={choices(MENTORING_MODES)} placeholder="نحوه برگزاری را انتخاب کنید" error={errors.meeting_mode?.message} {...register("meeting_mode")} />
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>مشخصات تماس</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <ContactFields register={register} errors={errors} />
        </div>
      </fieldset>

      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال درخواست منتور
      </Button>
    </form>
  );
}
