"use client";
// /mentors/join: applying to become a mentor, with the shared schema (POST /v1/mentor/apply); captcha for
// anonymous senders; the signed-in person's name, mobile and e-mail filled in.
import { FormSection } from "@/components/forms/form-section";
import { ContactSection } from "@/components/requests/contact-fields";
import { RequestForm } from "@/components/requests/request-form";
import {
  CategoryField,
  ExperienceYearsField,
  JobTitleField,
  OrganizationField,
} from "@/components/requests/request-fields";
import { LtrField, NumberField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import type { MentorCategory } from "@/shared/types/mentors";
import { toPersianDigits } from "@/shared/format/digits";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { MentorApplication, MentorApplicationInput } from "@/validation/requests/mentor-application";
import { MENTOR_TOPICS } from "@/validation/requests/mentor-application-terms";

const EMPTY: MentorApplicationInput = {
  full_name: "",
  mobile: "",
  email: "",
  category_id: "",
  title: "",
  company: "",
  years_of_experience: "",
  topics: "",
  linkedin: "",
  bio: "",
  hours_per_month: "",
};

const loadSchema = () => import("@/validation/requests/mentor-application").then((m) => m.mentorApplicationSchema);

export function MentorApplicationForm({ categories }: { categories: Pick<MentorCategory, "id" | "name">[] }) {
  const request = useRequestForm<MentorApplicationInput, MentorApplication>({
    endpoint: REQUEST_ENDPOINTS.mentorApply,
    schema: loadSchema,
    defaultValues: EMPTY,
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;

  return (
    <RequestForm request={request} submitLabel="ارسال درخواست منتور شدن">
      <ContactSection title="مشخصات شما" register={form.register} errors={errors}>
        <LtrField
          label="لینکدین"
          inputMode="url"
          autoComplete="url"
          placeholder="لینکدین را وارد کنید"
          hint={
            <>
              نشانی صفحه یا شناسه، مثل <span dir="ltr">linkedin.com/in/name</span> یا <span dir="ltr">@name</span>{" "}
              (اختیاری)
            </>
          }
          {...field("linkedin")}
        />
      </ContactSection>

      <FormSection title="تخصص و تجربه">
        <div className="grid gap-4 md:grid-cols-2">
          <CategoryField label="حوزه تخصصی" categories={categories} {...field("category_id")} />
          <JobTitleField label="عنوان شغلی" hint="مثلاً مدیر محصول یا وکیل پایه‌یک دادگستری" {...field("title")} />
          <OrganizationField label="شرکت یا سازمان" hint="اختیاری" {...field("company")} />
          <ExperienceYearsField hint="به سال، از ۱ تا ۶۰" {...field("years_of_experience")} />
        </div>
        <AnswerField
          label="موضوع‌های مشاوره"
          rows={4}
          hint={`با ویرگول جدا کنید یا هر موضوع را در یک خط بنویسید؛ ${toPersianDigits(MENTOR_TOPICS.min)} تا ${toPersianDigits(MENTOR_TOPICS.max)} موضوع.`}
          {...field("topics")}
        />
        <AnswerField
          label="معرفی و سوابق"
          rows={6}
          placeholder="معرفی و سوابق خود را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: تجربه‌ها، دستاوردها و اینکه در چه زمینه‌ای به تیم‌ها کمک می‌کنید."
          {...field("bio")}
        />
        <NumberField
          label="ساعت در ماه"
          required
          maxLength={2}
          placeholder="ساعت در ماه را وارد کنید"
          className="md:max-w-xs"
          hint="چند ساعت در ماه می‌توانید برای جلسه‌های منتورینگ وقت بگذارید؟ (۱ تا ۴۰)"
          {...field("hours_per_month")}
        />
      </FormSection>
    </RequestForm>
  );
}
