"use client";
// An event's tags, chosen among the site's tags (the API keeps only tags it has): one chip-like
// checkbox each, the tag's name shown and its slug sent; a tag the site lacks is typed by its name,
// made at once (./new-choice-fields.tsx) and chosen.
import { useController, type Control } from "react-hook-form";
import { FieldsetShell } from "@/components/ui/field";
import { toPersianDigits } from "@/shared/format/digits";
import type { Tag } from "@/shared/types/events";
import { EVENT_LIMITS, type EventContent } from "@/validation/content/event";
import type { EventFormValues } from "./event-form-values";
import { NewTagField } from "./new-choice-fields";

type Props = {
  control: Control<EventFormValues, unknown, EventContent>;
  tags: ReadonlyArray<Pick<Tag, "slug" | "name">>;
  /** A tag made (or found) by its name: the form offers it from now on. */
  onTagCreated: (tag: Pick<Tag, "slug" | "name">) => void;
};

export function TagChoices({ control, tags, onTagCreated }: Props) {
  const { field, fieldState } = useController({ control, name: "tags" });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  // A tag the event has that the list lacks still shows, so it can be taken off.
  const shown = [
    ...tags,
    ...chosen.filter((slug) => !tags.some((tag) => tag.slug === slug)).map((slug) => ({ slug, name: slug })),
  ];
  const toggle = (slug: string, on: boolean) =>
    field.onChange(on ? [...chosen.filter((s) => s !== slug), slug] : chosen.filter((s) => s !== slug));
  return (
    <FieldsetShell
      label="برچسب‌ها"
      hint={`تا ${toPersianDigits(EVENT_LIMITS.tags)} برچسب؛ رویداد در فهرست همان برچسب‌ها هم دیده می‌شود.`}
      error={fieldState.error?.message}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted">سایت هنوز برچسبی ندارد.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {shown.map((tag, index) => (
            <label
              key={tag.slug}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-brand-200 bg-white px-3.5 py-1.5 text-sm font-bold has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                value={tag.slug}
                checked={chosen.includes(tag.slug)}
                onChange={(event) => toggle(tag.slug, event.target.checked)}
                onBlur={field.onBlur}
                className="size-4 accent-brand-700"
              />
              {tag.name}
            </label>
          ))}
        </div>
      )}
      <NewTagField
        onCreated={(tag) => {
          onTagCreated(tag);
          toggle(tag.slug, true);
        }}
      />
    </FieldsetShell>
  );
}
