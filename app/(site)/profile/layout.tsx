import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ProfileNav } from "@/components/account/profile-nav";

export const metadata: Metadata = { robots: { index: false, follow: false } };

// The account area: a side menu beside each page (each page checks the session itself).
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 md:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="lg:sticky lg:top-32 lg:self-start">
        <ProfileNav />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
