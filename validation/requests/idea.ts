// Submitting an idea (/submit-idea, POST /v1/idea/create): a stepped form that starts at the step
// 'service' (SPEC §2). Each step's fields have their own schema so "بعدی" checks only that step;
// the API parses all of them together. The pitch deck goes beside the payload as a file.
import { z } from "zod";
import {
  email,
  fileRule,
  iranMobile,
  maxLength,
  minLength,
  minTextLength,
  oneOf,
  optional,
  requiredText,
} from "../rules";
import { captchaFields, longText, personName, wholeNumber } from "./common";
import { IDEA_SERVICES, IDEA_STAGES, IDEA_STEP_KEYS, type IdeaService, type IdeaStepKey } from "./idea-terms";
import { PITCH_DECK_UPLOAD } from "./uploads";
import { REQUEST_FIELD_LABELS } from "./field-labels";

const LABELS = REQUEST_FIELD_LABELS.idea;

const SERVICE_VALUES = IDEA_SERVICES.map((s) => s.value) as unknown as readonly IdeaService[];

export const pitchDeckFileRule = fileRule(PITCH_DECK_UPLOAD.messageLabel, {
  extensions: PITCH_DECK_UPLOAD.extensions,
  maxKb: PITCH_DECK_UPLOAD.maxBytes / 1024,
});

/** A web address; "example.ir" is read as "https://example.ir". */
function webLink(label: string) {
  const message = `${label} باید یک نشانی اینترنتی معتبر باشد`;
  return requiredText(label)
    .pipe(maxLength(label, 300))
    .pipe(
      z
        .string()
        .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
        .refine(
          (value) => {
            try {
              const url = new URL(value);
              return (
                (url.protocol === "https:" || url.protocol === "http:") &&
                url.hostname.includes(".") &&
                !/\s/.test(value)
              );
            } catch {
              return false;
            }
          },
          { error: message },
        ),
    );
}

/** Each step's fields (the review step has only the captcha). */
export const ideaStepShapes = {
  service: {
    service: oneOf(LABELS.service, SERVICE_VALUES),
  },
  idea: {
    // SPEC §5 minLength: at least 3 characters, whatever length is asked.
    title: minTextLength(LABELS.title).pipe(maxLength(LABELS.title, 120)),
    problem: longText(LABELS.problem, 2000, 20),
    solution: longText(LABELS.solution, 2000, 20),
    customers: longText(LABELS.customers, 1000, 10),
    stage: oneOf(LABELS.stage, IDEA_STAGES),
  },
  team: {
    founder_name: personName(LABELS.founder_name),
    founder_mobile: iranMobile(LABELS.founder_mobile),
    founder_email: email(LABELS.founder_email),
    team_size: wholeNumber(LABELS.team_size, 1, 50),
    team_roles: longText(LABELS.team_roles, 1000),
    city: requiredText(LABELS.city).pipe(minLength(LABELS.city, 2)).pipe(maxLength(LABELS.city, 60)),
  },
  attachments: {
    website: optional(webLink(LABELS.website)),
  },
} as const;

/** Schemas for checking one step's fields on their own (the review step has none). */
export const ideaStepSchemas = {
  service: z.object(ideaStepShapes.service),
  idea: z.object(ideaStepShapes.idea),
  team: z.object(ideaStepShapes.team),
  attachments: z.object(ideaStepShapes.attachments),
} as const;

/** The first step whose answers are not complete yet (the review step when all are). */
export function firstIncompleteIdeaStep(values: unknown): IdeaStepKey {
  return IDEA_STEP_KEYS.find((key) => key !== "review" && !ideaStepSchemas[key].safeParse(values).success) ?? "review";
}

export const ideaSchema = z.object({
  ...ideaStepShapes.service,
  ...ideaStepShapes.idea,
  ...ideaStepShapes.team,
  ...ideaStepShapes.attachments,
  ...captchaFields,
});

/** What the form validates: the payload plus the optional pitch deck it sends beside it. */
export const ideaFormSchema = ideaSchema.extend({ pitch_deck: optional(pitchDeckFileRule) });

export type IdeaInput = z.input<typeof ideaFormSchema>;
export type Idea = z.output<typeof ideaSchema>;
/** The form's values once validated (numbers parsed, the file checked). */
export type IdeaFormValues = z.output<typeof ideaFormSchema>;
