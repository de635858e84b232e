import type { ReactNode } from "react";
import { BrandLogo } from "@/components/layout/brand-logo";

// The empty layout (SPEC §2): no header or footer, just the brand above a centred card.
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <BrandLogo />
      <main id="main" className="mt-8 w-full max-w-md">
        {children}
      </main>
    </div>
  );
}
