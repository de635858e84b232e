import type { ReactNode } from "react";

// Re-mounted on every navigation, so each new page fades in after the old one faded out (out-in).
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>;
}
