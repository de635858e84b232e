"use client";
// The field rows the desk's content forms ask alike: digits typed in any script (counts, amounts,
// the order), the place in a list, the slug with its hint, and how a typed toman amount will read.
import type { ComponentProps } from "react";
import { TextField } from "@/components/ui/field";
import { toLatinDigits } from "@/shared/format/digits";
import { formatNumberFa, withoutGroupSeparators } from "@/shared/format/number";
import { slugHint } from "./content-form";

type TextFieldProps = ComponentProps<typeof TextField>;

/** Digits (a count, an amount, an order) typed left to right with the number keypad; the browser offers nothing of its own. */
export function DigitsField(props: TextFieldProps) {
  return <TextField inputMode="numeric" dir="ltr" autoComplete="off" {...props} />;
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
  return (
    <TextField label="نامک" hint={slugHint({ noun, address, title: title ?? "" })} autoComplete="off" {...props} />
  );
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
