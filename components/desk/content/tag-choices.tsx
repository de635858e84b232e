"use client";
// An event's tags, chosen among the site's tags (the API keeps only tags it has): one chip-like
// checkbox each (./checkbox-choices.tsx), the tag's name shown and its slug sent; a tag the site lacks
// is typed by its name, made at once (./new-choice-fields.tsx) and chosen.
import type { Control } from "react-hook-form";
import { toPersianDigits } from "@/shared/format/digits";
import type { Tag } from "@/shared/types/events";
import { EVENT_LIMITS, type EventContent } from "@/validation/content/event";
import { CheckboxChoices } from "./checkbox-choices";
import type { EventFormValues } from "./event-form-values";
import { NewTagField } from "./new-choice-fields";

type Props = {
  control: Control<EventFormValues, unknown, EventContent>;
  tags: ReadonlyArray<Pick<Tag, "slug" | "name">>;
  /** A tag made (or found) by its name: the form offers it from now on. */
  onTagCreated: (tag: Pick<Tag, "slug" | "name">) => void;
};

export function TagChoices({ control, tags, onTagCreated }: Props) {
  return (
    <CheckboxChoices
      control={control}
      name="tags"
      label="برچسب‌ها"
      hint={`تا ${toPersianDigits(EVENT_LIMITS.tags)} برچسب؛ رویداد در فهرست همان برچسب‌ها هم دیده می‌شود.`}
      choices={tags.map((tag) => ({ value: tag.slug, label: tag.name }))}
      look="chip"
      none="سایت هنوز برچسبی ندارد."
      after={(choose) => (
        <NewTagField
          onCreated={(tag) => {
            onTagCreated(tag);
            choose(tag.slug);
          }}
        />
      )}
    />
  );
}
