// The look of the header's account control, shared by the sign-in link and the signed-in menu.
import { LineIcon } from "@/components/icons/line-icon";
export const personIcon = (
  <LineIcon className="size-5" strokeWidth="1.8">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
  </LineIcon>
);

export const triggerClass =
  "inline-flex items-center gap-1.5 rounded-xl border border-brand-200 px-3 py-2 text-sm font-bold text-brand-800 hover:bg-brand-50";
