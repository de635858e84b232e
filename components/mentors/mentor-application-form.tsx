"use client";
// /mentors/join: applying to become a mentor, with the shared schema (POST /v1/mentor/apply); captcha for
// anonymous senders; the signed-in person's name, mobile and e-mail filled in.
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
import { MENTOR_TOPICS, mentorApplicationSchema, type MentorApplication, type MentorApplicationInput } from "@/validation/requests/mentor-application";

const FIELDS = ["full_name", "mobile", "email", "category_id", "title", "company", "years_of_experience", "topics", "linkedin", "bio", "hours_per_month"] as const;

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

const sectionClass = "grid gap-4 rounded-2xl border border-brand-100 p-4 md:p-6";
const legendClass = "px-2 text-lg font-extrabold";

export function MentorApplicationForm({ categories }: { categories: Pick<MentorCategory, "id" | "name">[] }) {
  const { register, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<MentorApplicationInput, unknown, MentorApplication>({
    resolver: zodResolver(mentorApplicationSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, captcha, clearReceipt } = useSubmitRequest({ endpoint: mentorRequestEndpoints.apply, setError, fields: FIELDS });
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
        <legend className={legendClass}>مشخصات شما</legend>
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
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>تخصص و تجربه</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="حوزه تخصصی"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="حوزه تخصصی را انتخاب کنید"
            error={errors.category_id?.message}
            {...register("category_id")}
          />
          <TextField label="عنوان شغلی" required autoComplete="organization-title" placeholder="عنوان شغلی را وارد کنید" hint="مثلاً مدیر محصول یا وکیل پایه‌یک دادگستری" error={errors.title?.message} {...register("title")} />
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
      </fieldset>

      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال درخواست منتور شدن
      </Button>
    </form>
  );
}
