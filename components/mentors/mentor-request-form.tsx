"use client";
// /mentors/request: asking for a mentor (POST /v1/mentor/create). The visitor describes the team,
// the topic it needs help with (SPEC §2's topic section) and how long, how often and where it wants
// to meet; no mentor is chosen, the provider's team matches one. Captcha for anonymous senders; the
// signed-in person's name, mobile and e-mail filled in.
import { FormSection } from "@/components/forms/form-section";
import { ContactSection } from "@/components/requests/contact-fields";
import { RequestForm } from "@/components/requests/request-form";
import { ChoiceField, OrganizationField } from "@/components/requests/request-fields";
import { NumberField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { BusinessStageField, TopicCategoryField, TopicTitleField } from "./mentor-fields";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { MentorCategory } from "@/shared/types/mentors";
import { toPersianDigits } from "@/shared/format/digits";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { MentorRequest, MentorRequestInput } from "@/validation/requests/mentor-request";
import {
  MENTORING_DURATIONS,
  MENTORING_FREQUENCIES,
  MENTORING_MODES,
  TEAM_SIZE,
} from "@/validation/requests/mentor-request-terms";

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

const loadSchema = () => import("@/validation/requests/mentor-request").then((m) => m.mentorRequestSchema);

export function MentorRequestForm({ categories }: { categories: Pick<MentorCategory, "id" | "name">[] }) {
  const request = useRequestForm<MentorRequestInput, MentorRequest>({
    endpoint: REQUEST_ENDPOINTS.mentorRequest,
    schema: loadSchema,
    defaultValues: EMPTY,
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;

  return (
    <RequestForm request={request} submitLabel="ارسال درخواست منتور">
      <FormSection title="تیم شما">
        <div className="grid gap-4 md:grid-cols-2">
          <OrganizationField label="نام تیم یا استارتاپ" required {...field("team_name")} />
          <NumberField
            label="تعداد اعضای تیم"
            required
            maxLength={3}
            placeholder="تعداد اعضای تیم را وارد کنید"
            hint={`با خودتان، از ${toPersianDigits(TEAM_SIZE.min)} تا ${toPersianDigits(TEAM_SIZE.max)} نفر`}
            {...field("team_size")}
          />
          <BusinessStageField {...field("business_stage")} />
        </div>
        <AnswerField
          label="معرفی تیم و کسب‌وکار"
          rows={4}
          hint="دست‌کم ۲۰ کاراکتر: چه می‌سازید، برای چه کسانی و تا امروز به کجا رسیده‌اید."
          {...field("team_description")}
        />
      </FormSection>

      <FormSection title="موضوع">
        <div className="grid gap-4 md:grid-cols-2">
          <TopicCategoryField
            categories={categories}
            hint="منتور از میان منتورهای همین حوزه انتخاب می‌شود."
            {...field("topic_category_id")}
          />
          <TopicTitleField example="ورود به بازار استان‌های همسایه" {...field("topic_title")} />
        </div>
        <AnswerField
          label="شرح نیاز یا چالش"
          rows={6}
          placeholder="شرح نیاز یا چالش خود را وارد کنید"
          hint="دست‌کم ۳۰ کاراکتر: کجا گیر کرده‌اید و از همراهی منتور چه انتظاری دارید."
          {...field("topic_description")}
        />
      </FormSection>

      <FormSection title="نحوه همراهی">
        <div className="grid gap-4 md:grid-cols-3">
          <ChoiceField label="مدت همراهی" choices={MENTORING_DURATIONS} {...field("duration")} />
          <ChoiceField label="تناوب جلسه‌ها" choices={MENTORING_FREQUENCIES} {...field("frequency")} />
          <ChoiceField label="نحوه برگزاری" choices={MENTORING_MODES} {...field("meeting_mode")} />
        </div>
      </FormSection>

      <ContactSection title="مشخصات تماس" register={form.register} errors={errors} />
    </RequestForm>
  );
}
