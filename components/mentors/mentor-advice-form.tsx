"use client";
// /mentors/mentor-request and /mentors/{id}/mentor-request: asking for a mentoring or consultation
// session (POST /v1/mentor/advice-request) with the topic section of SPEC §2. On a mentor's own page
// the mentor is fixed; on the general page choosing one is optional. Captcha for anonymous senders;
// the signed-in person's name, mobile and e-mail filled in.
import { FormSection } from "@/components/forms/form-section";
import { ContactSection } from "@/components/requests/contact-fields";
import { RequestForm } from "@/components/requests/request-form";
import { ChoiceField } from "@/components/requests/request-fields";
import { SelectField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { BusinessStageField, TopicCategoryField, TopicTitleField } from "./mentor-fields";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { Mentor, MentorCategory } from "@/shared/types/mentors";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { MentorAdvice, MentorAdviceInput } from "@/validation/requests/mentor-advice";
import { PREFERRED_MODES, PREFERRED_TIMES, SESSION_TYPES } from "@/validation/requests/mentor-advice-terms";

const EMPTY: MentorAdviceInput = {
  session_type: "",
  mentor_id: "",
  topic_category_id: "",
  topic_title: "",
  topic_description: "",
  business_stage: "",
  full_name: "",
  mobile: "",
  email: "",
  preferred_time: "",
  preferred_mode: "",
};

const loadSchema = () => import("@/validation/requests/mentor-advice").then((m) => m.mentorAdviceSchema);

type Props = {
  categories: Pick<MentorCategory, "id" | "name">[];
  /** The mentors to choose from on the general page. */
  mentors?: Pick<Mentor, "id" | "name" | "title">[];
  /** The mentor of /mentors/{id}/mentor-request: fixed, and their field is the topic's default. */
  mentor?: Pick<Mentor, "id" | "name" | "category_id">;
};

export function MentorAdviceForm({ categories, mentors = [], mentor }: Props) {
  const empty: MentorAdviceInput = mentor
    ? { ...EMPTY, mentor_id: String(mentor.id), topic_category_id: String(mentor.category_id) }
    : EMPTY;
  const request = useRequestForm<MentorAdviceInput, MentorAdvice>({
    endpoint: REQUEST_ENDPOINTS.mentorAdvice,
    schema: loadSchema,
    defaultValues: empty,
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;

  return (
    <RequestForm request={request} submitLabel="ارسال درخواست جلسه">
      <FormSection title="جلسه">
        <div className="grid gap-4 md:grid-cols-2">
          <ChoiceField label="نوع جلسه" choices={SESSION_TYPES} {...field("session_type")} />
          {mentor ? (
            <input type="hidden" {...form.register("mentor_id")} />
          ) : (
            <SelectField
              label="منتور"
              options={mentors.map((m) => ({ value: m.id, label: `${m.name}، ${m.title}` }))}
              placeholder="بدون ترجیح؛ تیم آوینوکس منتور مناسب را پیشنهاد می‌دهد"
              hint="اختیاری"
              {...field("mentor_id")}
            />
          )}
          <ChoiceField label="زمان ترجیحی" choices={PREFERRED_TIMES} {...field("preferred_time")} />
          <ChoiceField label="نحوه برگزاری" choices={PREFERRED_MODES} {...field("preferred_mode")} />
        </div>
        {mentor && errors.mentor_id?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.mentor_id.message}
          </p>
        )}
      </FormSection>

      <FormSection title="موضوع جلسه">
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCategoryField categories={categories} {...field("topic_category_id")} />
          <BusinessStageField {...field("business_stage")} />
        </div>
        <TopicTitleField example="قیمت‌گذاری اشتراک ماهانه اپلیکیشن" {...field("topic_title")} />
        <AnswerField
          label="شرح پرسش یا چالش"
          rows={6}
          placeholder="شرح پرسش یا چالش خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: چه کرده‌اید، کجا گیر کرده‌اید و از جلسه چه می‌خواهید."
          {...field("topic_description")}
        />
      </FormSection>

      <ContactSection title="مشخصات شما" register={form.register} errors={errors} />
    </RequestForm>
  );
}
