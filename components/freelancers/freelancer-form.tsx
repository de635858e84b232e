"use client";
// /freelancers/request: freelancer registration (POST /v1/freelancer/create) in the sections of
// SPEC §2: personal details, job details, the resume with upload progress, skills typed one at a
// time with Enter, social links (address or handle). Captcha for anonymous senders; the signed-in
// person's name, mobile and e-mail filled in.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { JalaliDateSelect } from "@/components/forms/jalali-date-select";
import { TagInput } from "@/components/forms/tag-input";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { AvatarField } from "@/components/freelancers/avatar-field";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { freelancerRequestEndpoints } from "@/lib/api/resources/freelancer-requests";
import { SOCIAL_NETWORKS, type FreelancerCategory } from "@/lib/api/types/freelancers";
import { jalaliParts } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatNumberFa } from "@/lib/format/number";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { FREELANCER_AVATAR, FREELANCER_RESUME, FREELANCER_SKILLS, freelancerFormSchema, type FreelancerForm as FreelancerValues, type FreelancerFormInput } from "@/validation/requests/freelancer";
import { parseAmount } from "@/validation/validators";

const FIELDS = [
  "full_name",
  "mobile",
  "email",
  "city",
  "birthday",
  "category_id",
  "title",
  "years_of_experience",
  "hourly_rate",
  "bio",
  "skills",
  "instagram",
  "linkedin",
  "twitter",
  "telegram",
  FREELANCER_RESUME.field,
  FREELANCER_AVATAR.field,
] as const;

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

const sectionClass = "grid gap-4 rounded-2xl border border-brand-100 p-4 md:p-6";
const legendClass = "px-2 text-lg font-extrabold";

type Props = { categories: Pick<FreelancerCategory, "id" | "name">[]; thisYear?: number };

export function FreelancerForm({ categories, thisYear = jalaliParts(new Date()).year }: Props) {
  const { register, handleSubmit, control, setError, setValue, getValues, reset, formState } = useForm<FreelancerFormInput, unknown, FreelancerValues>({
    resolver: zodResolver(freelancerFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY,
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest({ endpoint: freelancerRequestEndpoints.create, setError, fields: FIELDS });
  const rate = useWatch({ control, name: "hourly_rate" });
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

  // The amount as it will be read, so "۲۵۰٬۰۰۰" or "250000" can be checked at a glance.
  const rateAmount = typeof rate === "string" && rate.trim() ? parseAmount(rate) : null;
  const rateHint = rateAmount !== null && rateAmount > 0 ? `${formatNumberFa(rateAmount)} تومان در ساعت` : "به تومان، با یا بدون جداکننده؛ مثلاً ۳۵۰٬۰۰۰";

  return (
    <form
      onSubmit={handleSubmit(({ resume, avatar, ...fields }) =>
        submit(fields, {
          [FREELANCER_RESUME.field]: resume instanceof File ? resume : undefined,
          [FREELANCER_AVATAR.field]: avatar instanceof File ? avatar : undefined,
        }),
      )}
      noValidate
      className="grid gap-6"
    >
      <fieldset className={sectionClass}>
        <legend className={legendClass}>مشخصات فردی</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <ContactFields register={register} errors={errors} />
          <TextField label="شهر" required autoComplete="address-level2" placeholder="شهر را وارد کنید" error={errors.city?.message} {...register("city")} />
          <Controller
            control={control}
            name="birthday"
            render={({ field, fieldState }) => (
              <JalaliDateSelect label="تاریخ تولد (اختیاری)" value={field.value ?? ""} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} fromYear={thisYear - 90} toYear={thisYear - 10} />
            )}
          />
        </div>
        <AvatarField
          label={FREELANCER_AVATAR.label}
          name={FREELANCER_AVATAR.field}
          accept={FREELANCER_AVATAR.accept}
          typesLabel={FREELANCER_AVATAR.typesLabel}
          error={errors.avatar?.message}
          onFile={(file) => setValue("avatar", file, { shouldValidate: true, shouldTouch: true })}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>اطلاعات شغلی</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            label="حوزه کاری"
            required
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="حوزه کاری را انتخاب کنید"
            error={errors.category_id?.message}
            {...register("category_id")}
          />
          <TextField label="عنوان تخصص" required autoComplete="organization-title" placeholder="عنوان تخصص را وارد کنید" hint="مثلاً توسعه‌دهنده فرانت‌اند یا طراح رابط کاربری" error={errors.title?.message} {...register("title")} />
          <TextField
            label="سابقه کار"
            required
            dir="ltr"
            inputMode="numeric"
            maxLength={2}
            placeholder="سابقه کار را وارد کنید"
            className="text-start"
            hint="به سال؛ اگر تازه شروع کرده‌اید ۰ بنویسید."
            error={errors.years_of_experience?.message}
            {...register("years_of_experience")}
          />
          <TextField
            label="نرخ ساعتی"
            required
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            placeholder="نرخ ساعتی را وارد کنید"
            className="text-start"
            hint={rateHint}
            error={errors.hourly_rate?.message}
            {...register("hourly_rate")}
          />
        </div>
        <TextAreaField
          label="درباره شما"
          required
          rows={6}
          placeholder="درباره خود و کارهایتان را وارد کنید"
          hint="دست‌کم ۵۰ کاراکتر: تجربه‌ها، پروژه‌های شاخص و نوع کارهایی که می‌پذیرید."
          error={errors.bio?.message}
          {...register("bio")}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>رزومه</legend>
        <FileField
          label={FREELANCER_RESUME.label}
          name={FREELANCER_RESUME.field}
          accept={FREELANCER_RESUME.accept}
          typesLabel={FREELANCER_RESUME.typesLabel}
          maxKb={FREELANCER_RESUME.maxBytes / 1024}
          required
          progress={progress}
          error={errors.resume?.message}
          onFile={(file) => setValue("resume", file, { shouldValidate: true, shouldTouch: true })}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>مهارت‌ها</legend>
        <Controller
          control={control}
          name="skills"
          render={({ field, fieldState }) => (
            <TagInput
              label="مهارت‌ها"
              name={field.name}
              itemLabel="مهارت"
              required
              ref={field.ref}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              max={FREELANCER_SKILLS.max}
              maxLength={FREELANCER_SKILLS.itemMax}
              placeholder="مهارت را وارد کنید"
              hint={`هر مهارت را بنویسید و Enter بزنید؛ حداکثر ${toPersianDigits(FREELANCER_SKILLS.max)} مهارت، هر کدام تا ${toPersianDigits(FREELANCER_SKILLS.itemMax)} کاراکتر.`}
              messages={SKILLS_MESSAGES}
            />
          )}
        />
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>شبکه‌های اجتماعی</legend>
        <p className="-mt-2 text-sm leading-7 text-muted">همه اختیاری‌اند. نشانی کامل صفحه یا فقط شناسه (مثل <span dir="ltr">@name</span>) را بنویسید.</p>
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <TextField
              key={key}
              label={label}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              placeholder={`${label} را وارد کنید`}
              className="text-start"
              hint={<span dir="ltr">{SOCIAL_EXAMPLES[key]} · @name</span>}
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
        </div>
      </fieldset>

      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <ReviewNotice />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ثبت‌نام فریلنسر
      </Button>
    </form>
  );
}
