// A required answer in the sender's own words (a description, a motivation, a proposal), the same
// on every request form: `rows` lines tall, the hint saying what to write and how much.
import type { ReactNode } from "react";
import { TextAreaField } from "@/components/ui/field";
import type { BoundField } from "@/lib/bind-fields";

type Props = BoundField & { label: string; rows: number; hint?: ReactNode; placeholder?: string };

/** The placeholder asks for the label ("… را وارد کنید", like a select's) unless the form words it itself. */
export function AnswerField({ label, rows, hint, placeholder = `${label} را وارد کنید`, ...field }: Props) {
  return <TextAreaField label={label} required rows={rows} placeholder={placeholder} hint={hint} {...field} />;
}
