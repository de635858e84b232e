"use client";
// The two answers to a held seat: take it, or let it go to the next person at once. A link that
// lapsed meanwhile shows the API's message; the page then shows the offer as it now stands.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { publicApi } from "@/lib/api/browser";
import { seatOfferApi } from "@/lib/api/resources/desk-events";

export function SeatOfferActions({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function answer(kind: "accept" | "decline") {
    setBusy(kind);
    setProblem(null);
    try {
      await (kind === "accept" ? seatOfferApi.accept(publicApi(), token) : seatOfferApi.decline(publicApi(), token));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) setProblem(error.message);
    } finally {
      setBusy(null);
      router.refresh();
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          busy={busy === "accept"}
          disabled={busy !== null}
          onClick={() => void answer("accept")}
          className="min-h-12 flex-1 text-base sm:flex-none"
        >
          می‌آیم، جا را می‌خواهم
        </Button>
        <Button
          type="button"
          variant="secondary"
          busy={busy === "decline"}
          disabled={busy !== null}
          onClick={() => void answer("decline")}
          className="min-h-12 flex-1 text-base sm:flex-none"
        >
          نمی‌توانم بیایم
        </Button>
      </div>
      {problem && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      )}
    </div>
  );
}
