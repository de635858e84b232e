import { REVIEW_NOTICE } from "@/shared/request-labels";
import { LineIcon } from "@/components/icons/line-icon";

/** SPEC §1's rule, shown on every request form. */
export function ReviewNotice() {
  return (
    <div className="flex gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm leading-7 text-brand-950">
      <LineIcon className="mt-1 size-5 shrink-0 text-brand-700">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v.01M11 12h1v5h1" strokeLinecap="round" />
      </LineIcon>
      <p>{REVIEW_NOTICE}</p>
    </div>
  );
}
