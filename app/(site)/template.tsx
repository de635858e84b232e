import type { ReactNode } from "react";

// Re-mounted on every navigation, so each new page fades in after the old one faded out (out-in);
// the first page of a visit shows at once (styles/globals.css).
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <div className="animate-page-in">{children}</div>;
}
