import { brand } from "@/tailwind.config";
import { toPersianDigits } from "@/shared/format/digits";

// A drawn illustration for the error screens: a desk with a laptop that shows the status code.
export function ErrorIllustration({ status }: { status: number | "other" }) {
  const label = status === "other" ? "!" : toPersianDigits(status);
  const calm = status === 404 || status === "other" || status === 499;
  return (
    <svg aria-hidden="true" viewBox="0 0 320 220" className="h-auto w-full max-w-xs">
      <ellipse cx="160" cy="200" rx="130" ry="12" fill={brand[100]} />
      <rect x="60" y="150" width="200" height="10" rx="5" fill={brand[800]} />
      <rect x="80" y="160" width="8" height="38" fill={brand[800]} />
      <rect x="232" y="160" width="8" height="38" fill={brand[800]} />
      <rect x="96" y="58" width="128" height="86" rx="10" fill={brand[700]} />
      <rect x="104" y="66" width="112" height="70" rx="6" fill={brand[50]} />
      <text
        x="160"
        y="112"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fill={brand[700]}
        style={{ fontFamily: "var(--font-vazirmatn), sans-serif" }}
      >
        {label}
      </text>
      <path d="M84 144h152l10 8H74z" fill={brand[900]} />
      <g transform="translate(248 92)">
        <rect x="0" y="30" width="26" height="26" rx="4" fill={brand[300]} />
        <path d="M13 30c-10-14-2-28 0-30 2 2 10 16 0 30z" fill={brand[500]} />
      </g>
      <g transform="translate(40 110)" fill={calm ? brand[400] : "#f59e0b"}>
        <rect x="0" y="18" width="22" height="22" rx="11" />
        <path d="M11 0v14" stroke={calm ? brand[400] : "#f59e0b"} strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
