import { toPersianDigits } from "@/lib/format/digits";

// A drawn illustration for the error screens: a desk with a laptop that shows the status code.
export function ErrorIllustration({ status }: { status: number | "other" }) {
  const label = status === "other" ? "!" : toPersianDigits(status);
  const calm = status === 404 || status === "other" || status === 499;
  return (
    <svg aria-hidden="true" viewBox="0 0 320 220" className="h-auto w-full max-w-xs">
      <ellipse cx="160" cy="200" rx="130" ry="12" fill="#d9fbe6" />
      <rect x="60" y="150" width="200" height="10" rx="5" fill="#126534" />
      <rect x="80" y="160" width="8" height="38" fill="#126534" />
      <rect x="232" y="160" width="8" height="38" fill="#126534" />
      <rect x="96" y="58" width="128" height="86" rx="10" fill="#15803d" />
      <rect x="104" y="66" width="112" height="70" rx="6" fill="#effdf4" />
      <text
        x="160"
        y="112"
        textAnchor="middle"
        fontSize="34"
        fontWeight="800"
        fill="#15803d"
        style={{ fontFamily: "var(--font-vazirmatn), sans-serif" }}
      >
        {label}
      </text>
      <path d="M84 144h152l10 8H74z" fill="#0f532d" />
      <g transform="translate(248 92)">
        <rect x="0" y="30" width="26" height="26" rx="4" fill="#7ae9a8" />
        <path d="M13 30c-10-14-2-28 0-30 2 2 10 16 0 30z" fill="#16b95c" />
      </g>
      <g transform="translate(40 110)" fill={calm ? "#3ad47b" : "#f59e0b"}>
        <rect x="0" y="18" width="22" height="22" rx="11" />
        <path d="M11 0v14" stroke={calm ? "#3ad47b" : "#f59e0b"} strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
