import { formatNumberFa } from "@/shared/format/number";

export function ResultCount({ total, noun }: { total: number; noun: string }) {
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {formatNumberFa(total)} {noun}
    </p>
  );
}
