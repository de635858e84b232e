"use client";
// An event in the content desk, new or edited: the fields the site shows, checked on blur and then
// on input by the API's own schema (validation/content/event.ts: Persian messages, digits of any
// script), the API's 422 on the same fields. Saving as every content form does (./content-form.tsx):
// a new event is saved as a draft and the desk goes to its page; an edit carries the version the
// desk showed, and when a colleague saved in between (409) the API's message says so while
// everything typed stays in the form.
import { useState } from "react";
import { get, useWatch, type FieldError, type Resolver } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { nameOptions, NumberField, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import { deskContentApi } from "@/lib/api/resources/desk-content";
import { formatToman } from "@/shared/format/number";
import type { AdminEvent, AdminEventChoices } from "@/shared/types/events";
import { eventCreateSchema, type EventContent } from "@/validation/content/event";
import { RichTextField } from "./content-form";
import { ContentFormFrame, contentFormKind, schemaResolver, useContentForm } from "./content-form-frame";
import { EVENT_DESK } from "./content-kinds";
import { SlugField } from "./content-fields";
import { CoverImageSection } from "./cover-image-section";
import { GallerySection } from "./gallery-field";
import {
  EMPTY_EVENT_FORM,
  eventBody,
  eventFormValues,
  formFieldOf,
  type EventFormValues,
  type SessionFormValues,
} from "./event-form-values";
import { MomentField } from "./moment-fields";
import { NewOrganizerFields, NewPresenterFields } from "./new-choice-fields";
import { SessionFields } from "./session-fields";
import { SponsorFields } from "./sponsor-fields";
import { TagChoices } from "./tag-choices";

// The schema reads the form's text (moments, amounts in any digits) and gives the checked event. A
// session's empty moment goes to it as missing: the schema's session check reads an empty text as
// a moment and throws, where a missing one is only "required" (reported to validation/'s owner).
const eventSchemaResolver = schemaResolver<EventFormValues, EventContent>(eventCreateSchema);
const resolver: Resolver<EventFormValues, unknown, EventContent> = (values, context, options) =>
  eventSchemaResolver(
    {
      ...values,
      sessions: values.sessions.map(
        (session) =>
          ({
            ...session,
            starts_at: session.starts_at || undefined,
            ends_at: session.ends_at || undefined,
          }) as SessionFormValues,
      ),
    },
    context,
    options,
  );

/** The price's hint: what the rial amount is in toman, as the site will show it. */
function priceHint(price: string): string {
  const toman = formatToman(price, { freeLabel: true });
  return `به ریال؛ ۰ یعنی رایگان.${toman ? ` در سایت: ${toman}` : ""}`;
}

const EVENT_FORM = contentFormKind({
  desk: EVENT_DESK,
  api: { create: deskContentApi.createEvent, update: deskContentApi.updateEvent },
  resolver,
  valuesOf: eventFormValues,
  empty: EMPTY_EVENT_FORM,
  fieldOf: formFieldOf,
  body: eventBody,
});

type Props = {
  /** The event being edited; none: a new one. */
  event?: AdminEvent;
  /** The site's organizers, presenters and tags to choose from. */
  choices: AdminEventChoices;
  /** After an edit is saved, with the API's answer. */
  onSaved?: (event: AdminEvent) => void;
};

export function EventForm({ event, choices, onSaved }: Props) {
  // The choices grow as the editor creates a tag, an organizer or a presenter here.
  const [offered, setOffered] = useState(choices);
  const { register, control, setValue, formState, field, frame } = useContentForm(EVENT_FORM, { item: event, onSaved });
  const title = useWatch({ control, name: "title" });
  const price = useWatch({ control, name: "price" });
  const sessionsError =
    (get(formState.errors, "sessions") as (FieldError & { root?: FieldError }) | undefined) ?? undefined;

  return (
    <ContentFormFrame frame={frame} label={event ? "ویرایش رویداد" : "رویداد تازه"}>
      <FormSection title="متن رویداد">
        <TextField label="عنوان رویداد" required {...field("title")} />
        <SlugField noun="رویداد" address={event && `/events/${event.slug}`} title={title} {...field("slug")} />
        <TextAreaField
          label="خلاصه رویداد"
          required
          rows={3}
          hint="در فهرست رویدادها، نتیجه جستجو و پیش‌نمایش پیوند دیده می‌شود."
          {...field("summary")}
        />
        <RichTextField
          control={control}
          name="description"
          label="توضیحات رویداد"
          hint="سرفصل، فهرست، متن پررنگ و پیوند؛ هر بند در یک خط."
        />
        <TextField label="دسته رویداد" required hint="مثل کارگاه، میت‌آپ یا وبینار." {...field("category")} />
        <TagChoices
          control={control}
          tags={offered.tags}
          onTagCreated={(tag) =>
            setOffered((now) => ({
              ...now,
              tags: now.tags.some((t) => t.slug === tag.slug) ? now.tags : [...now.tags, tag],
            }))
          }
        />
      </FormSection>

      <FormSection title="برگزارکننده">
        <SelectField
          label="برگزارکننده"
          placeholder="بی‌برگزارکننده"
          hint="نام و نشان برگزارکننده در کنار رویداد دیده می‌شود."
          options={nameOptions(offered.organizers)}
          {...field("organizer_id")}
        />
        <NewOrganizerFields
          onCreated={(organizer) => {
            setOffered((now) => ({ ...now, organizers: [...now.organizers, organizer] }));
            setValue("organizer_id", String(organizer.id), { shouldDirty: true });
          }}
        />
      </FormSection>

      <CoverImageSection control={control} noun="رویداد" imageName="cover" />

      <GallerySection
        control={control}
        register={register}
        errorOf={(name) => (get(formState.errors, name) as FieldError | undefined)?.message}
      />

      <FormSection title="زمان و مکان">
        <div className="grid gap-4 md:grid-cols-2">
          <MomentField control={control} name="starts_at" label="زمان شروع رویداد" required />
          <MomentField control={control} name="ends_at" label="زمان پایان رویداد" required />
        </div>
        <TextField label="نام محل برگزاری" required {...field("location_title")} />
        <TextField label="نشانی محل برگزاری" required {...field("address")} />
        <TextField
          label="نشانی برگزاری آنلاین"
          dir="ltr"
          className="text-start"
          inputMode="url"
          placeholder="https://"
          hint="اختیاری؛ برای رویدادی که آنلاین برگزار می‌شود."
          {...field("online_url")}
        />
      </FormSection>

      <FormSection title="ثبت‌نام">
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField label="ظرفیت" required hint="بیشترین شمار شرکت‌کنندگان." {...field("capacity")} />
          <NumberField label="هزینه ثبت‌نام (ریال)" required hint={priceHint(price ?? "")} {...field("price")} />
        </div>
      </FormSection>

      <FormSection title="برنامه رویداد" lead="بخش‌های رویداد به ترتیب زمان؛ اختیاری.">
        <SessionFields
          control={control}
          field={field}
          presenters={offered.presenters}
          error={sessionsError?.message ?? sessionsError?.root?.message}
        />
        <NewPresenterFields
          onCreated={(presenter) => setOffered((now) => ({ ...now, presenters: [...now.presenters, presenter] }))}
        />
      </FormSection>

      <FormSection title="حامیان" lead="اختیاری؛ به همین ترتیب در صفحه رویداد دیده می‌شوند.">
        <SponsorFields
          control={control}
          field={field}
          error={(get(formState.errors, "sponsors") as FieldError | undefined)?.message}
        />
      </FormSection>
    </ContentFormFrame>
  );
}
