// Simple line icons for the social networks (no icon font or external image).
export function SocialIcon({ name }: { name: string }) {
  const common = {
    "aria-hidden": true,
    viewBox: "0 0 24 24",
    className: "size-5",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
  } as const;
  switch (name) {
    case "instagram":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" strokeLinecap="round" />
        </svg>
      );
    case "telegram":
      return (
        <svg {...common}>
          <path d="M21 4 3 11l6 2 2 6 3-4 5 4z" strokeLinejoin="round" />
          <path d="m9 13 8-6" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M4 4l16 16M20 4 4 20" strokeLinecap="round" />
        </svg>
      );
  }
}
