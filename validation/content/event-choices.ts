// What the desk's event form creates beside the event (issue 14): a tag typed in the tags field, an
// organizer, a session presenter. Created at once (POST /api/v1/admin/content/events/choices/...),
// then chosen like the site's others. A logo or an avatar is a square picture the desk uploaded
// (POST /api/v1/admin/content/images, purpose "logo": its text alternative is required there and
// kept with it); none: a drawn one with the name's first word.
import { z } from "zod";
import { between, maxLength, optional } from "../rules";
import { storedImage } from "./image";

/** A tag's name as typed: one to four words, as the tag list shows it. */
export const TAG_NAME_LIMITS = { min: 2, max: 40 } as const;

const squarePicture = (label: string) => optional(storedImage(label));

export const newTagSchema = z.object({ name: between("نام برچسب", TAG_NAME_LIMITS.min, TAG_NAME_LIMITS.max) });
export type NewTagInput = z.output<typeof newTagSchema>;

export const newOrganizerSchema = z.object({
  name: between("نام برگزارکننده", 2, 80),
  logo: squarePicture("نشان برگزارکننده"),
});
export type NewOrganizerInput = z.output<typeof newOrganizerSchema>;

export const newPresenterSchema = z.object({
  name: between("نام ارائه‌دهنده", 2, 80),
  title: optional(maxLength("عنوان ارائه‌دهنده", 80)),
  avatar: squarePicture("چهره ارائه‌دهنده"),
});
export type NewPresenterInput = z.output<typeof newPresenterSchema>;
