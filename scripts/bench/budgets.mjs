// Every figure with a budget goes through here: it is printed as met or missed where it is
// measured, and counted for the final "budgets: N met, M missed" line.

export class Budgets {
  /** @type {{ name: string, met: boolean, detail: string }[]} */
  results = [];

  /**
   * Records one figure against its budget and returns whether it is met.
   * @param {string} name what was measured, e.g. "/events p99"
   * @param {number | boolean | undefined} value the figure (undefined: not measured, so missed)
   * @param {"≤" | "≥" | "="} op
   * @param {number | boolean} limit
   * @param {(v: number | boolean) => string} [format]
   */
  check(name, value, op, limit, format = String) {
    const measured = value !== undefined && !(typeof value === "number" && Number.isNaN(value));
    const met = measured && (op === "≤" ? value <= limit : op === "≥" ? value >= limit : value === limit);
    this.results.push({
      name,
      met,
      detail: `${measured ? format(value) : "not measured"}, budget ${op} ${format(limit)}`,
    });
    return met;
  }

  summary() {
    const missed = this.results.filter((r) => !r.met);
    const lines = [`budgets: ${this.results.length - missed.length} met, ${missed.length} missed`];
    for (const r of missed) lines.push(`  missed: ${r.name} (${r.detail})`);
    return lines.join("\n");
  }
}

/** "met", or "missed: " and the names of the figures that are not. */
export function verdict(checks) {
  const missed = Object.entries(checks)
    .filter(([, met]) => !met)
    .map(([name]) => name);
  return missed.length ? `missed: ${missed.join(", ")}` : "met";
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const seconds = (value) => `${(value / 1000).toFixed(2)} s`;

/** Right-aligned table cells; a missed figure is marked with ✗ after it. */
export function cell(text, width, met = true) {
  return `${text}${met ? "  " : " ✗"}`.padStart(width + 2);
}
