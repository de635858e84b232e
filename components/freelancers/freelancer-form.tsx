"use client";
// /freelancers/request: freelancer registration (POST /v1/freelancer/create) in the sections of
// SPEC §2: personal details, job details, the resume with upload progress, skills typed one at a
// time with Enter, social links (address or handle). Captcha for anonymous senders; the signed-in
// person's name, mobile and e-mail filled in.
import { useWatch } from "react-hook-form";
import { AvatarField } from "@/components/freelancers/avatar-field";
import { FormSection } from "@/components/forms/form-section";
import { BirthdayField } from "@/components/forms/birthday-field";
import { SkillsField } from "@/components/forms/tag-input";
import { ContactFields } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { amountHint } from "@/components/forms/amount-hint";
import { RequestForm } from "@/components/requests/request-form";
import { CategoryField, CityField, ExperienceYearsField, JobTitleField } from "@/components/requests/request-fields";
import { LtrField, NumberField } from "@/components/ui/field";
import { AnswerField } from "@/components/forms/answer-field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { SOCIAL_NETWORKS, type FreelancerCategory } from "@/shared/types/freelancers";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { FreelancerForm as FreelancerValues, FreelancerFormInput } from "@/validation/requests/freelancer";
import { FREELANCER_SKILLS } from "@/validation/requests/freelancer-terms";
import { AVATAR_UPLOAD, FREELANCER_RESUME_UPLOAD } from "@/validation/requests/uploads";

const EMPTY: FreelancerFormInput = {
  full_name: "",
  mobile: "",
  email: "",
  city: "",
  birthday: "",
  category_id: "",
  title: "",
  years_of_experience: "",
  hourly_rate: "",
  bio: "",
  skills: [],
  instagram: "",
  linkedin: "",
  twitter: "",
  telegram: "",
  resume: undefined,
  avatar: undefined,
};

const loadSchema = () => import("@/validation/requests/freelancer").then((m) => m.freelancerFormSchema);

/** What each social field accepts, shown under it. */
const SOCIAL_EXAMPLES = {
  instagram: "instagram.com/name",
  linkedin: "linkedin.com/in/name",
  twitter: "x.com/name",
  telegram: "t.me/name",
} as const;

/** The skills box's own wording. */
const SKILLS_MESSAGES = {
  list: "مهارت‌ها افزوده‌شده",
  repeated: (skill: string) => `«${skill}» را قبلاً افزوده‌اید`,
  full: `حداکثر ${toPersianDigits(FREELANCER_SKILLS.max)} مهارت می‌توانید وارد کنید`,
};

type Props = { categories: Pick<FreelancerCategory, "id" | "name">[]; thisYear?: number };

export function FreelancerForm({ categories, thisYear = jalaliParts(new Date()).year }: Props) {
  const request = useRequestForm<FreelancerFormInput, FreelancerValues>({
    endpoint: REQUEST_ENDPOINTS.freelancer,
    schema: loadSchema,
    defaultValues: EMPTY,
    prefill: contactPrefill,
  });
  const { form, errors, field, progress } = request;
  const { register, control } = form;
  const rate = useWatch({ control, name: "hourly_rate" });

  const rateHint = amountHint(rate, "در ساعت", "به تومان، با یا بدون جداکننده؛ مثلاً ۳۵۰٬۰۰۰");

  return (
    <RequestForm request={request} submitLabel="ثبت‌نام فریلنسر">
      <FormSection title="مشخصات فردی">
        <div className="grid gap-4 md:grid-cols-2">
          <ContactFields register={register} errors={errors} />
          <CityField label="شهر" {...field("city")} />
          <BirthdayField control={control} name="birthday" label="تاریخ تولد (اختیاری)" thisYear={thisYear} />
        </div>
        <AvatarField control={control} name="avatar" upload={AVATAR_UPLOAD} />
      </FormSection>

      <FormSection title="اطلاعات شغلی">
        <div className="grid gap-4 md:grid-cols-2">
          <CategoryField label="حوزه کاری" categories={categories} {...field("category_id")} />
          <JobTitleField label="عنوان تخصص" hint="مثلاً توسعه‌دهنده فرانت‌اند یا طراح رابط کاربری" {...field("title")} />
          <ExperienceYearsField hint="به سال؛ اگر تازه شروع کرده‌اید ۰ بنویسید." {...field("years_of_experience")} />
          <NumberField
            label="نرخ ساعتی"
            required
            autoComplete="off"
            placeholder="نرخ ساعتی را وارد کنید"
            hint={rateHint}
            {...field("hourly_rate")}
          />
        </div>
        <AnswerField
          label="درباره شما"
          rows={6}
          placeholder="درباره خود و کارهایتان را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: تجربه‌ها، پروژه‌های شاخص و نوع کارهایی که می‌پذیرید."
          {...field("bio")}
        />
      </FormSection>

      <FormSection title="رزومه">
        <FileField control={control} name="resume" upload={FREELANCER_RESUME_UPLOAD} required progress={progress} />
      </FormSection>

      <FormSection title="مهارت‌ها">
        <SkillsField
          control={control}
          name="skills"
          max={FREELANCER_SKILLS.max}
          maxLength={FREELANCER_SKILLS.itemMax}
          placeholder="مهارت را وارد کنید"
          hint={`هر مهارت را بنویسید و Enter بزنید؛ حداکثر ${toPersianDigits(FREELANCER_SKILLS.max)} مهارت، هر کدام تا ${toPersianDigits(FREELANCER_SKILLS.itemMax)} کاراکتر.`}
          messages={SKILLS_MESSAGES}
        />
      </FormSection>

      {/* The handle between LRI and PDI marks, so it reads left to right as "@name" in the sentence. */}
      <FormSection
        title="شبکه‌های اجتماعی"
        lead={"همه اختیاری‌اند. نشانی کامل صفحه یا فقط شناسه (مثل \u2066@name\u2069) را بنویسید."}
      >
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <LtrField
              key={key}
              label={label}
              inputMode="url"
              autoComplete="off"
              placeholder={`${label} را وارد کنید`}
              hint={<span dir="ltr">{SOCIAL_EXAMPLES[key]} · @name</span>}
              {...field(key)}
            />
          ))}
        </div>
      </FormSection>
    </RequestForm>
  );
}
