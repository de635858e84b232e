// The idea form's field labels, shared by the steps and the review: the request's own labels
// (validation/requests/field-labels.ts, which the schema's messages and the desk read too) and the
// pitch deck's, which travels beside the payload as a file.
import { REQUEST_FIELD_LABELS } from "@/validation/requests/field-labels";
import { PITCH_DECK_UPLOAD } from "@/validation/requests/uploads";

export const IDEA_LABELS = { ...REQUEST_FIELD_LABELS.idea, pitch_deck: PITCH_DECK_UPLOAD.label } as const;
