// Looking a request up on /track (GET /v1/request/track): its tracking code, e.g. AVX-7K3M-Q9TP
// (SPEC §5 exact length), and the number it was sent with: a mobile, or the landline a contact
// message may give. One schema for the form and the API.
import { z } from "zod";
import { exactLength, iranPhone } from "../rules";

/** "AVX-" and two groups of four, joined by a dash. */
export const TRACKING_CODE_LENGTH = 13;

export const trackSchema = z.object({
  code: exactLength("کد پیگیری", TRACKING_CODE_LENGTH),
  mobile: iranPhone("شماره موبایل یا تلفن"),
});

export type TrackInput = z.input<typeof trackSchema>;
export type Track = z.output<typeof trackSchema>;
