// The last step of the idea form: every answer, grouped by step, each group with a link back to
// edit it.
import type { ReactNode } from "react";
import { toPersianDigits } from "@/shared/format/digits";
import type { IdeaInput } from "@/validation/requests/idea";
import { ideaServiceLabel, IDEA_STEPS, type IdeaStepKey } from "@/validation/requests/idea-terms";
import { IDEA_LABELS } from "./labels";

type Props = { values: { [K in keyof IdeaInput]?: unknown }; onEdit: (step: IdeaStepKey) => void };

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

function Empty() {
  return <span className="text-muted">وارد نشده</span>;
}

export function IdeaReview({ values, onEdit }: Props) {
  const file = values.pitch_deck instanceof File ? values.pitch_deck : undefined;
  const ltr = (value: string) =>
    value ? (
      <span dir="ltr" className="inline-block">
        {value}
      </span>
    ) : (
      <Empty />
    );
  const plain = (value: string) => (value ? <span className="whitespace-pre-line">{value}</span> : <Empty />);
  const groups: Record<Exclude<IdeaStepKey, "review">, Array<[string, ReactNode]>> = {
    service: [[IDEA_LABELS.service, plain(text(values.service) && ideaServiceLabel(text(values.service)))]],
    idea: [
      [IDEA_LABELS.title, plain(text(values.title))],
      [IDEA_LABELS.problem, plain(text(values.problem))],
      [IDEA_LABELS.solution, plain(text(values.solution))],
      [IDEA_LABELS.customers, plain(text(values.customers))],
      [IDEA_LABELS.stage, plain(text(values.stage))],
    ],
    team: [
      [IDEA_LABELS.founder_name, plain(text(values.founder_name))],
      [IDEA_LABELS.founder_mobile, ltr(toPersianDigits(text(values.founder_mobile)))],
      [IDEA_LABELS.founder_email, ltr(text(values.founder_email))],
      [IDEA_LABELS.team_size, plain(toPersianDigits(text(values.team_size)))],
      [IDEA_LABELS.team_roles, plain(text(values.team_roles))],
      [IDEA_LABELS.city, plain(text(values.city))],
    ],
    attachments: [
      [
        IDEA_LABELS.pitch_deck,
        file ? <span dir="auto">{file.name}</span> : <span className="text-muted">بدون فایل</span>,
      ],
      [IDEA_LABELS.website, ltr(text(values.website))],
    ],
  };

  return (
    <div className="grid gap-4">
      {IDEA_STEPS.filter((step) => step.key !== "review").map((step) => (
        <section
          key={step.key}
          aria-labelledby={`review-${step.key}`}
          className="rounded-2xl border border-brand-100 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${step.key}`} className="font-extrabold">
              {step.title}
            </h3>
            <a
              href={`?step=${step.key}`}
              aria-label={`ویرایش ${step.title}`}
              onClick={(event) => {
                event.preventDefault();
                onEdit(step.key);
              }}
              className="rounded-lg px-3 py-1 text-sm font-bold text-brand-700 underline underline-offset-4 hover:bg-brand-50"
            >
              ویرایش
            </a>
          </div>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            {groups[step.key as Exclude<IdeaStepKey, "review">].map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="leading-7 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
