"use client";
// On an approved freelancer registration or mentor application: make its public profile from what
// the person typed, in one click (a second click, or a colleague's, gets the same profile back).
// Before approval the button waits, saying why.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Link } from "@/components/navigation/link";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import type { DeskProfile } from "@/shared/types/desk";

type Props = { requestId: number; approved: boolean; profile: DeskProfile | null; kindLabel: string };

export function ProfilePublisher({ requestId, approved, profile, kindLabel }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<DeskProfile | null>(profile);
  const [problem, setProblem] = useState("");

  async function publish() {
    setBusy(true);
    setProblem("");
    try {
      setMade(await deskApi.publishProfile(authApi(), requestId));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setProblem(error.message);
    } finally {
      setBusy(false);
    }
  }

  if (made) {
    return (
      <p className="leading-7" role="status">
        نمایه عمومی ساخته شده است:{" "}
        <Link href={made.url} className="font-bold text-brand-800 underline underline-offset-4">
          دیدن نمایه در سایت
        </Link>
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm leading-6 text-muted">
        {approved
          ? `نمایه عمومی از همین اطلاعات ${kindLabel} و تصویر فرستاده‌شده ساخته و در سایت منتشر می‌شود.`
          : "پس از تأیید درخواست، نمایه عمومی از همین اطلاعات ساخته می‌شود."}
      </p>
      <Button type="button" busy={busy} busyLabel="در حال ساختن نمایه…" disabled={!approved} onClick={publish}>
        ساختن نمایه عمومی
      </Button>
      <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {problem}
      </p>
    </div>
  );
}
