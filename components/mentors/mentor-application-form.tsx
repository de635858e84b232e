"use client";
// /mentors/join: applying to become a mentor, with the shared schema (POST /v1/mentor/apply); captcha for
// anonymous senders; the signed-in person's name, mobile and e-mail filled in.
import { FormSection } from "@/components/forms/form-section";
import { ContactFields } from "@/components/requests/contact-fields";
import { RequestForm } from "@/components/requests/request-form";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
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
  const request = useRequestForm<MentorApplicationInput, MentorApplication>({ endpoint: REQUEST_ENDPOINTS.mentorApply, schema: loadSchema, defaultValues: EMPTY, prefill: contactPrefill });
  const { form, errors } = request;
  const { register } = form;

  return (
    <RequestForm request={request} submitLabel="ارسال درخواست منتور شدن">
      <FormSection title="مشخصات شما">
        <div className="grid gap-4 md:grid-cols-2">
          <ContactFields register={register} errors={errors} />
          <TextField
            label="لینکدین"
            dir="ltr"
            inputMode="url"
            autoComplete="url"
            placeholder="لینکدین را وارد کنید"
            className="text-start"
            hint={
              <>
                نشانی صفحه یا شناسه، مثل <span dir="ltr">linkedin.com/in/name</span> یا <span dir="ltr">@name</span> (اختیاری)
              </>
            }
            error={errors.linkedin?.message}
            {...register("linkedin")}
          />
        </div>
      </FormSection>

      <FormSection title="تخصص و تجربه">
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="حوزه تخصصی"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="حوزه تخصصی را انتخاب کنید"
            error={errors.category_id?.message}
            {...register("category_id")}
          />
          <TextField
            label="عنوان شغلی"
            required
            autoComplete="organization-title"
            placeholder="عنوان شغلی را وارد کنید"
            hint="مثلاً مدیر محصول یا وکیل پایه‌یک دادگستری"
            error={errors.title?.message}
            {...register("title")}
          />
          <TextField label="شرکت یا سازمان" autoComplete="organization" placeholder="شرکت یا سازمان را وارد کنید" hint="اختیاری" error={errors.company?.message} {...register("company")} />
          <TextField
            label="سابقه کار"
            required
            dir="ltr"
            inputMode="numeric"
            maxLength={2}
            placeholder="سابقه کار را وارد کنید"
            className="text-start"
            hint="به سال، از ۱ تا ۶۰"
            error={errors.years_of_experience?.message}
            {...register("years_of_experience")}
          />
        </div>
        <TextAreaField
          label="موضوع‌های مشاوره"
          required
          rows={4}
          placeholder="موضوع‌های مشاوره را وارد کنید"
          hint={`با ویرگول جدا کنید یا هر موضوع را در یک خط بنویسید؛ ${toPersianDigits(MENTOR_TOPICS.min)} تا ${toPersianDigits(MENTOR_TOPICS.max)} موضوع.`}
          error={errors.topics?.message}
          {...register("topics")}
        />
        <TextAreaField
          label="معرفی و سوابق"
          required
          rows={6}
          placeholder="معرفی و سوابق خود را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: تجربه‌ها، دستاوردها و اینکه در چه زمینه‌ای به تیم‌ها کمک می‌کنید."
          error={errors.bio?.message}
          {...register("bio")}
        />
        <TextField
          label="ساعت در ماه"
          required
          dir="ltr"
          inputMode="numeric"
          maxLength={2}
          placeholder="ساعت در ماه را وارد کنید"
          className="text-start md:max-w-xs"
          hint="چند ساعت در ماه می‌توانید برای جلسه‌های منتورینگ وقت بگذارید؟ (۱ تا ۴۰)"
          error={errors.hours_per_month?.message}
          {...register("hours_per_month")}
        />
      </FormSection>
    </RequestForm>
  );
}
