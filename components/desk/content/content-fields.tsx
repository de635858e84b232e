"use client";
// The field rows the desk's content forms ask alike: digits typed in any script (counts, amounts,
// the order), the place in a list, the slug with its hint, and how a typed toman amount will read.
import type { ComponentProps } from "react";
import { TextAreaField, TextField } from "@/components/ui/field";
import { toLatinDigits } from "@/shared/format/digits";
import { formatNumberFa, withoutGroupSeparators } from "@/shared/format/number";
import { slugHint } from "./content-form";

type TextFieldProps = ComponentProps<typeof TextField>;
type TextAreaFieldProps = ComponentProps<typeof TextAreaField>;

/** A box for the content's own words (a title, a city, a link): the browser's autofill, made for the typist's own details, stays off. */
export function PlainTextField(props: TextFieldProps) {
  return <TextField autoComplete="off" {...props} />;
}

/** A required sentence or two (a summary, a question, an address, a card's text): two rows high. */
export function BriefTextField(props: Omit<TextAreaFieldProps, "required" | "rows">) {
  return <TextAreaField required rows={2} {...props} />;
}

/** Digits (a count, an amount, an order) typed left to right with the number keypad; the browser offers nothing of its own. */
export function DigitsField(props: TextFieldProps) {
  return <PlainTextField inputMode="numeric" dir="ltr" {...props} />;
}

/** The item's place in its list (`hint` says among what); empty: the API's default place. */
export function SortOrderField(props: Omit<TextFieldProps, "label">) {
  return <DigitsField label="ترتیب نمایش" {...props} />;
}

/** The slug, with the item's address (an edit) or the slug its title makes (a new one); see slugHint. */
export function SlugField({
  noun,
  address,
  title,
  ...props
}: Omit<TextFieldProps, "label" | "hint"> & { noun: string; address?: string; title: string | undefined }) {
  return <PlainTextField label="نامک" hint={slugHint({ noun, address, title: title ?? "" })} {...props} />;
}

/** A typed amount as a number, when it is one (digits of any script, thousands separators). */
export function typedWhole(typed: string | undefined): number | undefined {
  const digits = withoutGroupSeparators(toLatinDigits(typed ?? "").trim());
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** How a typed toman amount reads on the site ("در سایت: ۳۵,۰۰۰,۰۰۰ تومان", then `after`), or `otherwise` while it is not a number. */
export function tomanHint(typed: string | undefined, otherwise: string, after = ""): string {
  const toman = typedWhole(typed);
  return toman === undefined ? otherwise : `در سایت: ${formatNumberFa(toman)} تومان${after}`;
}
