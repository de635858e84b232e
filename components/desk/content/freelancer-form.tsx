"use client";
// A freelancer's profile in the desk, new or edited: the category, name, title and city, the
// rich-text bio (as the freelancer's page on /freelancers shows it), the skills one a line (or with
// commas), the avatar (uploaded square, with its text alternative), the years of experience, the
// hourly rate in toman (digits of any script, thousands separators), whether they take work now
// and the four social links. Checked on blur and then on input by the API's own schema
// (validation/content/freelancer.ts), the API's 422 on the same fields. Saved as every content
// form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { contentFreelancersApi, type FreelancerBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminFreelancer } from "@/shared/types/freelancers";
import { SOCIAL_NETWORKS, type FreelancerCategory } from "@/shared/types/freelancers";
import { freelancerCreateSchema, type FreelancerContent } from "@/validation/content/freelancer";
import { RichTextField } from "./content-form";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { FREELANCER_DESK } from "./content-kinds";
import { PlainTextField, tomanHint } from "./content-fields";
import { ProfileCategoryField, ProfilePhotoSection, TomanField, YearsOfExperienceField } from "./profile-form-parts";

/** The form's values as typed: numbers, the skills and the availability as their boxes' text. */
export type FreelancerFormValues = {
  category_id: string;
  name: string;
  title: string;
  city: string;
  bio: string;
  skills: string;
  avatar: string;
  avatar_alt: string;
  years_of_experience: string;
  hourly_rate_toman: string;
  available: string;
  instagram: string;
  linkedin: string;
  twitter: string;
  telegram: string;
};

const EMPTY: FreelancerFormValues = {
  category_id: "",
  name: "",
  title: "",
  city: "کرمان",
  bio: "",
  skills: "",
  avatar: "",
  avatar_alt: "",
  years_of_experience: "",
  hourly_rate_toman: "",
  available: "true",
  instagram: "",
  linkedin: "",
  twitter: "",
  telegram: "",
};

const resolver = schemaResolver<FreelancerFormValues, FreelancerContent>(freelancerCreateSchema);

const AVAILABILITY = [
  { value: "true", label: "آماده پذیرش پروژه جدید" },
  { value: "false", label: "فعلاً پروژه جدید نمی‌پذیرد" },
];

const freelancerFormValues = (freelancer: AdminFreelancer): FreelancerFormValues => ({
  category_id: String(freelancer.category_id),
  name: freelancer.name,
  title: freelancer.title,
  city: freelancer.city,
  bio: freelancer.bio,
  skills: freelancer.skills.join("\n"),
  avatar: freelancer.avatar,
  avatar_alt: freelancer.avatar_alt ?? "",
  years_of_experience: toPersianDigits(freelancer.years_of_experience),
  hourly_rate_toman: toPersianDigits(groupDigits(freelancer.hourly_rate_toman)),
  available: String(freelancer.available),
  instagram: freelancer.instagram ?? "",
  linkedin: freelancer.linkedin ?? "",
  twitter: freelancer.twitter ?? "",
  telegram: freelancer.telegram ?? "",
});

/** What the API is sent for the checked values: an empty avatar is left out (the drawn initials on a new freelancer, kept on an edit); an emptied link or text alternative is cleared. */
function freelancerBody({
  avatar,
  avatar_alt,
  instagram,
  linkedin,
  twitter,
  telegram,
  ...fields
}: FreelancerContent): FreelancerBody {
  return {
    ...fields,
    ...(avatar ? { avatar } : {}),
    avatar_alt: avatar_alt ?? null,
    instagram: instagram ?? null,
    linkedin: linkedin ?? null,
    twitter: twitter ?? null,
    telegram: telegram ?? null,
  };
}

const FREELANCER_FORM = contentFormKind({
  desk: FREELANCER_DESK,
  api: contentFreelancersApi,
  resolver,
  valuesOf: freelancerFormValues,
  empty: EMPTY,
  body: freelancerBody,
});

type Props = ContentFormProps<AdminFreelancer> & {
  /** The categories a freelancer can be put in, in the site's order. */
  categories: Pick<FreelancerCategory, "id" | "name">[];
};

export function FreelancerForm({ categories, item, onSaved }: Props) {
  const { control, field, frame } = useContentForm(FREELANCER_FORM, { item, onSaved });
  const rate = useWatch({ control, name: "hourly_rate_toman" });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش نمایه فریلنسر" : "فریلنسر تازه"}>
      <FormSection title="معرفی فریلنسر">
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField label="نام فریلنسر" required {...field("name")} />
          <ProfileCategoryField label="حوزه کاری" categories={categories} {...field("category_id")} />
          <PlainTextField
            label="عنوان تخصص"
            required
            hint="مثل طراح رابط کاربری؛ زیر نام در کارت و صفحه فریلنسر."
            {...field("title")}
          />
          <PlainTextField label="شهر" required {...field("city")} />
        </div>
        <RichTextField
          control={control}
          name="bio"
          label="درباره فریلنسر"
          lines="paragraph"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط. در صفحه فریلنسر همین‌طور دیده می‌شود."
        />
        <TextAreaField
          label="مهارت‌ها"
          required
          rows={4}
          hint="هر مهارت در یک خط یا جدا با ویرگول."
          {...field("skills")}
        />
      </FormSection>

      <ProfilePhotoSection control={control} noun="فریلنسر" />

      <FormSection title="سابقه و همکاری">
        <div className="grid gap-4 sm:grid-cols-2">
          <YearsOfExperienceField {...field("years_of_experience")} />
          <TomanField
            label="نرخ ساعتی (تومان)"
            hint={tomanHint(rate, "تومان برای هر ساعت کار.")}
            {...field("hourly_rate_toman")}
          />
          <SelectField label="وضعیت همکاری" required options={AVAILABILITY} {...field("available")} />
        </div>
      </FormSection>

      <FormSection title="شبکه‌های اجتماعی" lead="نشانی نمایه یا شناسه؛ همه اختیاری.">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <PlainTextField
              key={network.key}
              label={network.label}
              dir="ltr"
              className="text-start"
              {...field(network.key)}
            />
          ))}
        </div>
      </FormSection>
    </ContentFormFrame>
  );
}
