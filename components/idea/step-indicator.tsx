// Where the person is in the stepped idea form: every step by number and name, the current one
// marked aria-current="step"; steps already passed can be revisited.
import { toPersianDigits } from "@/shared/format/digits";

type Step = { key: string; title: string };

type Props = { steps: readonly Step[]; current: number; onSelect: (key: string) => void };

export function StepIndicator({ steps, current, onSelect }: Props) {
  return (
    <nav aria-label="مراحل ثبت ایده">
      <ol className="flex gap-1 overflow-x-auto pb-1 sm:gap-2">
        {steps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "next";
          const badge = (
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-black ${
                state === "current"
                  ? "bg-brand-700 text-white"
                  : state === "done"
                    ? "bg-brand-100 text-brand-800"
                    : "border border-brand-200 text-muted"
              }`}
            >
              {state === "done" ? "✓" : toPersianDigits(index + 1)}
            </span>
          );
          const label = (
            <>
              {badge}
              <span
                className={`text-sm ${state === "current" ? "font-extrabold text-ink" : "text-muted"} ${state === "current" ? "" : "max-sm:sr-only"}`}
              >
                <span className="sr-only">مرحله {toPersianDigits(index + 1)}: </span>
                {step.title}
                {state === "done" && <span className="sr-only"> (انجام شد)</span>}
              </span>
            </>
          );
          return (
            <li
              key={step.key}
              aria-current={state === "current" ? "step" : undefined}
              className="flex min-w-fit flex-1 items-center gap-2"
            >
              {state === "done" ? (
                <button
                  type="button"
                  onClick={() => onSelect(step.key)}
                  className="flex items-center gap-2 rounded-xl p-1 hover:bg-brand-50"
                >
                  {label}
                </button>
              ) : (
                <span className="flex items-center gap-2 p-1">{label}</span>
              )}
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="hidden h-px flex-1 bg-brand-200 sm:block" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
