// A drawn scene of the cafe: a shared table, laptops, a plant and a lamp (no stock photos here).
import { brand } from "@/tailwind.config";

export function HeroIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 360" className="h-auto w-full">
      <rect x="20" y="20" width="440" height="320" rx="28" fill={brand[100]} />
      <rect x="60" y="60" width="150" height="96" rx="12" fill="#fff" />
      <path
        d="M76 136l30-36 24 24 18-18 46 30"
        fill="none"
        stroke={brand[500]}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="170" cy="86" r="10" fill={brand[300]} />
      <rect x="262" y="60" width="158" height="70" rx="12" fill={brand[700]} />
      <rect x="278" y="78" width="90" height="8" rx="4" fill={brand[200]} />
      <rect x="278" y="96" width="120" height="8" rx="4" fill={brand[400]} />
      <rect x="278" y="112" width="70" height="8" rx="4" fill={brand[200]} />
      <rect x="56" y="236" width="368" height="16" rx="8" fill={brand[800]} />
      <rect x="86" y="252" width="12" height="64" fill={brand[800]} />
      <rect x="382" y="252" width="12" height="64" fill={brand[800]} />
      <rect x="104" y="184" width="92" height="52" rx="8" fill={brand[900]} />
      <rect x="112" y="191" width="76" height="38" rx="4" fill={brand[50]} />
      <rect x="272" y="184" width="92" height="52" rx="8" fill={brand[900]} />
      <rect x="280" y="191" width="76" height="38" rx="4" fill={brand[50]} />
      <path d="M296 210h44M296 220h28" stroke={brand[500]} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M128 206l10 10 18-18"
        fill="none"
        stroke={brand[500]}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="218" y="212" width="28" height="24" rx="6" fill="#f59e0b" />
      <path d="M246 218c10 0 10 12 0 12" fill="none" stroke="#f59e0b" strokeWidth="4" />
      <path
        d="M226 204c0-8 6-8 6-16M236 204c0-8 6-8 6-16"
        stroke={brand[300]}
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="420" y="196" width="30" height="40" rx="6" fill={brand[600]} />
      <path d="M435 196c-18-20-8-44 0-52 8 8 18 32 0 52z" fill={brand[500]} />
      <path d="M435 196c-26-8-30-28-28-36 10 0 28 12 28 36z" fill={brand[400]} />
    </svg>
  );
}
