import "server-only";
// Pictures for cards and galleries, drawn here as SVG (no stock photo can be fetched): each seed
// always gives the same picture, and each kind has its own motif on a brand-coloured background.

export const ART_KINDS = [
  "event",
  "business",
  "logo",
  "avatar",
  "project",
  "space",
  "present",
  "gallery",
  "branch",
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

const PALETTES = [
  ["#15803d", "#7ae9a8", "#effdf4"],
  ["#0f766e", "#5eead4", "#f0fdfa"],
  ["#1d4ed8", "#93c5fd", "#eff6ff"],
  ["#b45309", "#fcd34d", "#fffbeb"],
  ["#7c3aed", "#c4b5fd", "#f5f3ff"],
  ["#be123c", "#fda4af", "#fff1f2"],
  ["#0e7490", "#67e8f9", "#ecfeff"],
  ["#4d7c0f", "#bef264", "#f7fee7"],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic random sequence from the seed. */
function random(seed: string): () => number {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function motif(kind: ArtKind, rnd: () => number, [dark, light, pale]: readonly string[]): string {
  const r = (min: number, max: number) => Math.round(min + rnd() * (max - min));
  switch (kind) {
    case "event":
      return `<rect x="${r(60, 120)}" y="${r(150, 190)}" width="${r(360, 420)}" height="14" rx="7" fill="${dark}" opacity=".85"/>
        ${Array.from({ length: 7 }, (_, i) => `<circle cx="${100 + i * 62}" cy="${r(250, 262)}" r="${r(16, 22)}" fill="${i % 2 ? light : dark}"/>`).join("")}
        <rect x="${r(230, 260)}" y="60" width="${r(150, 190)}" height="84" rx="10" fill="${pale}"/>
        <path d="M${r(250, 270)} 120l30-34 22 22 18-16 40 28" fill="none" stroke="${dark}" stroke-width="6" stroke-linecap="round"/>`;
    case "business":
    case "project":
      return (
        Array.from({ length: 6 }, (_, i) => {
          const h = r(40, 180);
          return `<rect x="${70 + i * 74}" y="${300 - h}" width="48" height="${h}" rx="8" fill="${i % 2 ? light : pale}" opacity=".95"/>`;
        }).join("") +
        `<path d="M60 ${r(90, 130)}C180 ${r(20, 80)} 320 ${r(160, 220)} 540 ${r(40, 90)}" fill="none" stroke="${pale}" stroke-width="8" stroke-linecap="round"/>`
      );
    case "space":
    case "branch":
      return `<rect x="60" y="${r(200, 215)}" width="480" height="14" rx="7" fill="${dark}"/>
        <rect x="90" y="${r(140, 160)}" width="110" height="62" rx="8" fill="${pale}"/><rect x="380" y="${r(140, 160)}" width="110" height="62" rx="8" fill="${pale}"/>
        <rect x="250" y="${r(165, 175)}" width="34" height="36" rx="6" fill="${light}"/>
        <path d="M520 210c-24-26-12-60 0-72 12 12 24 46 0 72z" fill="${light}"/>
        <rect x="${r(80, 140)}" y="50" width="${r(140, 200)}" height="60" rx="8" fill="${pale}" opacity=".7"/>`;
    case "present":
      return `<rect x="210" y="${r(120, 140)}" width="180" height="140" rx="12" fill="${pale}"/>
        <rect x="290" y="${r(120, 140)}" width="22" height="140" fill="${dark}"/><rect x="210" y="${r(170, 180)}" width="180" height="20" fill="${dark}"/>
        <path d="M300 ${r(118, 126)}c-30-40-70-10-40 4M300 ${r(118, 126)}c30-40 70-10 40 4" fill="none" stroke="${light}" stroke-width="10" stroke-linecap="round"/>`;
    case "gallery":
      return (
        Array.from(
          { length: 5 },
          () =>
            `<circle cx="${r(60, 540)}" cy="${r(60, 280)}" r="${r(20, 80)}" fill="${rnd() > 0.5 ? light : pale}" opacity=".75"/>`,
        ).join("") +
        `<path d="M0 ${r(230, 260)}l${r(120, 180)}-${r(60, 110)} 120 90 90-60 ${r(180, 260)} 120V340H0z" fill="${dark}" opacity=".7"/>`
      );
    case "logo":
    case "avatar":
    default:
      return "";
  }
}

/** An SVG picture; `label` (initials or a short name) is drawn on logos and avatars. */
export function renderArt(kind: ArtKind, seed: string, label?: string): string {
  const rnd = random(`${kind}:${seed}`);
  const palette = PALETTES[hash(seed) % PALETTES.length]!;
  const [dark, light, pale] = palette;
  if (kind === "avatar" || kind === "logo") {
    const text = escape((label ?? seed).slice(0, kind === "avatar" ? 3 : 4));
    const shape =
      kind === "avatar"
        ? `<circle cx="120" cy="120" r="120" fill="${dark}"/>`
        : `<rect width="240" height="240" rx="48" fill="${dark}"/>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">${shape}
      <circle cx="${Math.round(40 + rnd() * 160)}" cy="${Math.round(30 + rnd() * 60)}" r="${Math.round(30 + rnd() * 40)}" fill="${light}" opacity=".35"/>
      <text x="120" y="138" text-anchor="middle" font-family="Vazirmatn, Tahoma, sans-serif" font-size="${kind === "avatar" ? 72 : 54}" font-weight="800" fill="${pale}">${text}</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 340" width="600" height="340">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="600" height="340" fill="url(#g)"/>${motif(kind, rnd, palette)}</svg>`;
}

/** Public URL of a picture, as stored in the database. */
/** A name's initials (a leading "دکتر" or "مهندس" left out), joined by a zero-width non-joiner, drawn on an avatar. */
export const nameInitials = (name: string) =>
  name
    .replace(/^(دکتر|مهندس)\s+/, "")
    .split(" ")
    .map((w) => w[0])
    .join("\u200c");

export function artUrl(kind: ArtKind, seed: string, label?: string): string {
  const query = label ? `?label=${encodeURIComponent(label)}` : "";
  return `/media/art/${kind}/${encodeURIComponent(seed)}.svg${query}`;
}
