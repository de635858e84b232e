// The desk's filter controls: a labelled select (the queue's status and assignee, the audit log's
// subject and action…) and the class every filter field shares.

/** A desk filter's text field or select. */
export const deskInputClass = "w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink";

type FilterSelectProps = {
  id: string;
  name: string;
  label: string;
  /** The first, empty choice ("no filter"); without it the select always names one of `options`. */
  allLabel?: string;
  value: string | undefined;
  /** value → label, in order. */
  options: Record<string, string>;
};

export function FilterSelect({ id, name, label, allLabel, value, options }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={deskInputClass}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {Object.entries(options).map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
