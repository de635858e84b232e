import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "className"> & {
  /** The row's place in its form (a margin under the label). */
  className?: string;
  /** The site search's button is a little wider. */
  wideButton?: boolean;
};

/** A search form's box (`q`) and its submit button, side by side. The rest of the input's attributes pass through. */
export function SearchRow({ className, wideButton = false, ...input }: Props) {
  return (
    <div className={className ? `${className} flex gap-2` : "flex gap-2"}>
      <input
        name="q"
        type="search"
        {...input}
        className="min-w-0 flex-1 rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className={`rounded-xl bg-brand-700 ${wideButton ? "px-5" : "px-4"} py-2.5 font-bold text-white hover:bg-brand-800`}
      >
        جستجو
      </button>
    </div>
  );
}
