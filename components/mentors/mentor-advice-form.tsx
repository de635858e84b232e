"use client";
// /mentors/mentor-request and /mentors/{id}/mentor-request: asking for a mentoring or consultation
// session (POST /v1/mentor/advice-request) with the topic section of SPEC §2. On a mentor's own page
// the mentor is fixed; on the general page choosing one is optional. Captcha for anonymous senders;
// the signed-in person's name, mobile and e-mail filled in.
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { mentorRequestEndpoints } from "@/lib/api/resources/mentor-requests";
import type { Mentor, MentorCategory } from "@/lib/api/types/mentors";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import {
  BUSINESS_STAGES,
  mentorAdviceSchema,
  PREFERRED_MODES,
  PREFERRED_TIMES,
  SESSION_TYPES,
  type MentorAdvice,
  type MentorAdviceInput,
} from "@/validation/requests/mentor-advice";

const FIELDS = [
  "session_type",
  "mentor_id",
  "topic_category_id",
  "topic_title",
  "topic_description",
  "business_stage",
  "full_name",
  "mobile",
  "email",
  "preferred_time",
  "preferred_mode",
] as const;

const sectionClass = "grid gap-4 rounded-2xl border border-brand-100 p-4 md:p-6";
const legendClass = "px-2 text-lg font-extrabold";
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

type Props = {
  categories: Pick<MentorCategory, "id" | "name">[];
  /** The mentors to choose from on the general page. */
  mentors?: Pick<Mentor, "id" | "name" | "title">[];
  /** The mentor of /mentors/{id}/mentor-request: fixed, and their field is the topic's default. */
  mentor?: Pick<Mentor, "id" | "name" | "category_id">;
};

export function MentorAdviceForm({ categories, mentors = [], mentor }: Props) {
  const empty = useMemo<MentorAdviceInput>(
    () => ({
      session_type: "",
      mentor_id: mentor ? String(mentor.id) : "",
      topic_category_id: mentor ? String(mentor.category_id) : "",
      topic_title: "",
      topic_description: "",
      business_stage: "",
      full_name: "",
      mobile: "",
      email: "",
      preferred_time: "",
      preferred_mode: "",
    }),
    [mentor],
  );
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<MentorAdviceInput, unknown, MentorAdvice>({
    resolver: zodResolver(mentorAdviceSchema),
    mode: "onTouched",
    defaultValues: empty,
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: mentorRequestEndpoints.advice, setError, fields: FIELDS });
  const errors = formState.errors;

  useContactFromAccount(getValues, setValue);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(empty);
          clearReceipt();
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit((values) => submit(values))} noValidate className="grid gap-6">
      <fieldset className={sectionClass}>
        <legend className={legendClass}>جلسه</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField label="نوع جلسه" required options={choices(SESSION_TYPES)} placeholder="نوع جلسه را انتخاب کنید" error={errors.session_type?.message} {...register("session_type")} />
          {mentor ? (
            <input type="hidden" {...register("mentor_id")} />
          ) : (
            <SelectField
              label="منتور"
              options={mentors.map((m) => ({ value: m.id, label: `${m.name}، ${m.title}` }))}
              placeholder="بدون ترجیح؛ تیم آوینوکس منتور مناسب را پیشنهاد می‌دهد"
              hint="اختیاری"
              error={errors.mentor_id?.message}
              {...register("mentor_id")}
            />
          )}
          <SelectField label="زمان ترجیحی" required options={choices(PREFERRED_TIMES)} placeholder="زمان ترجیحی را انتخاب کنید" error={errors.preferred_time?.message} {...register("preferred_time")} />
          <SelectField label="نحوه برگزاری" required options={choices(PREFERRED_MODES)} placeholder="نحوه برگزاری را انتخاب کنید" error={errors.preferred_mode?.message} {...register("preferred_mode")} />
        </div>
        {mentor && errors.mentor_id?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.mentor_id.message}
          </p>
        )}
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>موضوع جلسه</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="حوزه موضوع"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="حوزه موضوع را انتخاب کنید"
            error={errors.topic_category_id?.message}
            {...register("topic_category_id")}
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
        <TextField label="عنوان موضوع" required placeholder="عنوان موضوع را وارد کنید" hint="در یک جمله، مثلاً «قیمت‌گذاری اشتراک ماهانه اپلیکیشن»" error={errors.topic_title?.message} {...register("topic_title")} />
        <TextAreaField
          label="شرح پرسش یا چالش"
          required
          rows={6}
          placeholder="شرح پرسش یا چالش خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: چه کرده‌اید، کجا گیر کرده‌اید و از جلسه چه می‌خواهید."
          error={errors.topic_description?.message}
          {...register("topic_description")}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>مشخصات شما</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <ContactFields register={register} errors={errors} />
        </div>
      </fieldset>

      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال درخواست جلسه
      </Button>
    </form>
  );
}
