// The fields both mentor forms (a mentor for the team, a session with one) ask the same way: the
// topic's field and title, and the business's stage. Each takes the form's registration and its message.
import { CategoryField, ChoiceField } from "@/components/requests/request-fields";
import { TextField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";
import type { MentorCategory } from "@/shared/types/mentors";
import { BUSINESS_STAGES } from "@/validation/requests/mentor-advice-terms";

export function TopicCategoryField({
  categories,
  hint,
  ...field
}: BoundField & { categories: Pick<MentorCategory, "id" | "name">[]; hint?: string }) {
  return <CategoryField label="حوزه موضوع" categories={categories} hint={hint} {...field} />;
}

export function BusinessStageField(field: BoundField) {
  return <ChoiceField label="مرحله فعلی کسب‌وکار" choices={BUSINESS_STAGES} {...field} />;
}

/** The topic in one sentence; `example` is a topic this form's visitors might write. */
export function TopicTitleField({ example, ...field }: BoundField & { example: string }) {
  return (
    <TextField
      label="عنوان موضوع"
      required
      placeholder="عنوان موضوع را وارد کنید"
      hint={`در یک جمله، مثلاً «${example}»`}
      {...field}
    />
  );
}
