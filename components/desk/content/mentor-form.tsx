"use client";
// A mentor's profile in the desk, new or edited: the category, name, title and company, the
// rich-text bio (as the mentor's page on /mentors shows it), the topics one a line (or with commas),
// the avatar (uploaded square, with its text alternative), the years of experience, the session
// price in toman (digits of any script, thousands separators; 0: free), LinkedIn and the sessions
// held. Checked on blur and then on input by the API's own schema (validation/content/mentor.ts),
// the API's 422 on the same fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { TextAreaField } from "@/components/ui/field";
import { contentMentorsApi, type MentorBody } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminMentor } from "@/shared/types/mentors";
import type { MentorCategory } from "@/shared/types/mentors";
import { mentorCreateSchema, type MentorContent } from "@/validation/content/mentor";
import { RichTextField } from "./content-form";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { MENTOR_DESK } from "./content-kinds";
import { DigitsField, PlainTextField, tomanHint, typedWhole } from "./content-fields";
import { ProfileCategoryField, ProfilePhotoSection, TomanField, YearsOfExperienceField } from "./profile-form-parts";

/** The form's values as typed: numbers and the topics as their boxes' text. */
export type MentorFormValues = {
  category_id: string;
  name: string;
  title: string;
  company: string;
  bio: string;
  topics: string;
  avatar: string;
  avatar_alt: string;
  years_of_experience: string;
  session_price_toman: string;
  linkedin: string;
  sessions_count: string;
};

const EMPTY: MentorFormValues = {
  category_id: "",
  name: "",
  title: "",
  company: "",
  bio: "",
  topics: "",
  avatar: "",
  avatar_alt: "",
  years_of_experience: "",
  session_price_toman: "",
  linkedin: "",
  sessions_count: "",
};

const resolver = schemaResolver<MentorFormValues, MentorContent>(mentorCreateSchema);

const mentorFormValues = (mentor: AdminMentor): MentorFormValues => ({
  category_id: String(mentor.category_id),
  name: mentor.name,
  title: mentor.title,
  company: mentor.company ?? "",
  bio: mentor.bio,
  topics: mentor.topics.join("\n"),
  avatar: mentor.avatar,
  avatar_alt: mentor.avatar_alt ?? "",
  years_of_experience: toPersianDigits(mentor.years_of_experience),
  session_price_toman: toPersianDigits(groupDigits(mentor.session_price_toman)),
  linkedin: mentor.linkedin ?? "",
  sessions_count: toPersianDigits(mentor.sessions_count),
});

/** What the API is sent for the checked values: an empty avatar is left out (the drawn initials on a new mentor, kept on an edit); an emptied company, LinkedIn or text alternative is cleared. */
function mentorBody({ avatar, company, linkedin, avatar_alt, ...fields }: MentorContent): MentorBody {
  return {
    ...fields,
    ...(avatar ? { avatar } : {}),
    company: company ?? null,
    linkedin: linkedin ?? null,
    avatar_alt: avatar_alt ?? null,
  };
}

/** How a typed price reads on the site ("۱,۵۰۰,۰۰۰ تومان"), when it is a number. */
function priceHint(typed: string | undefined): string {
  return typedWhole(typed) === 0 ? "در سایت: رایگان" : tomanHint(typed, "تومان برای هر جلسه؛ ۰ یعنی رایگان.");
}

const MENTOR_FORM = contentFormKind({
  desk: MENTOR_DESK,
  api: contentMentorsApi,
  resolver,
  valuesOf: mentorFormValues,
  empty: EMPTY,
  body: mentorBody,
});

type Props = ContentFormProps<AdminMentor> & {
  /** The categories a mentor can be put in, in the site's order. */
  categories: Pick<MentorCategory, "id" | "name">[];
};

export function MentorForm({ categories, item, onSaved }: Props) {
  const { control, field, frame } = useContentForm(MENTOR_FORM, { item, onSaved });
  const price = useWatch({ control, name: "session_price_toman" });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش نمایه منتور" : "منتور تازه"}>
      <FormSection title="معرفی منتور">
        <div className="grid gap-4 sm:grid-cols-2">
          <PlainTextField label="نام منتور" required {...field("name")} />
          <ProfileCategoryField label="حوزه منتور" categories={categories} {...field("category_id")} />
          <PlainTextField
            label="عنوان شغلی"
            required
            hint="مثل مدیر محصول؛ زیر نام در کارت و صفحه منتور."
            {...field("title")}
          />
          <PlainTextField label="شرکت یا سازمان" hint="اختیاری؛ «عنوان در شرکت» خوانده می‌شود." {...field("company")} />
        </div>
        <RichTextField
          control={control}
          name="bio"
          label="معرفی منتور"
          lines="paragraph"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط. در بخش «درباره» صفحه منتور دیده می‌شود."
        />
        <TextAreaField
          label="موضوع‌های مشاوره"
          required
          rows={4}
          hint="هر موضوع در یک خط یا جدا با ویرگول؛ سه موضوع اول در کارت منتور دیده می‌شود."
          {...field("topics")}
        />
      </FormSection>

      <ProfilePhotoSection control={control} noun="منتور" />

      <FormSection title="سابقه و جلسه‌ها">
        <div className="grid gap-4 sm:grid-cols-2">
          <YearsOfExperienceField {...field("years_of_experience")} />
          <TomanField label="هزینه هر جلسه (تومان)" hint={priceHint(price)} {...field("session_price_toman")} />
          <DigitsField
            label="جلسه‌های برگزارشده"
            hint="با ۰ در صفحه منتور نشان داده نمی‌شود."
            {...field("sessions_count")}
          />
          <PlainTextField
            label="لینکدین"
            dir="ltr"
            className="text-start"
            placeholder="https://www.linkedin.com/in/…"
            hint="نشانی نمایه یا شناسه؛ اختیاری."
            {...field("linkedin")}
          />
        </div>
      </FormSection>
    </ContentFormFrame>
  );
}
