"use client";
// A freelancer's resume in the desk: the one they sent, whether their page shows it (their own
// choice), and the two things the desk may do with it: hide it from the page, or take it off the
// profile (behind a confirmation). Never show it for them. Each is saved at once against the
// version shown; a colleague's save in between answers with the shared 409 alert.
import { useState } from "react";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { DeskSection } from "@/components/desk/desk-section";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { contentFreelancersApi } from "@/lib/api/resources/desk-content";
import { showToast } from "@/lib/toast";
import type { AdminFreelancer } from "@/shared/types/freelancers";
import { StaleAlert } from "./content-form";

type Change = { resume_public: false } | { resume_url: null };

export function FreelancerResumePanel({
  item,
  onSaved,
}: {
  item: AdminFreelancer;
  onSaved: (item: AdminFreelancer) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [stale, setStale] = useState<string>();

  const change = async (body: Change, done: string) => {
    setBusy(true);
    setStale(undefined);
    try {
      const saved = await contentFreelancersApi.update(authApi(), item.id, { ...body, version: item.version });
      showToast(done);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
    } finally {
      setBusy(false);
      setRemoving(false);
    }
  };

  return (
    <DeskSection id="freelancer-resume" title="رزومه">
      {stale && (
        <StaleAlert message={stale} afterwards="رزومه تغییری نکرد. آخرین نسخه را بگیرید و دوباره تصمیم بگیرید." />
      )}
      {!item.resume_url ? (
        <p className="leading-7 text-muted">این فریلنسر رزومه‌ای ندارد.</p>
      ) : (
        <div className="grid gap-4">
          <p className="leading-7">
            {item.resume_public
              ? "فریلنسر خواسته است رزومه‌اش در صفحه‌اش دیده شود و اکنون دیده می‌شود."
              : "رزومه در صفحه فریلنسر دیده نمی‌شود؛ نشان دادن آن فقط با خواست خود فریلنسر است."}{" "}
            <a
              href={item.resume_url}
              target="_blank"
              rel="noopener"
              className="rounded font-bold text-brand-800 underline underline-offset-4"
            >
              دیدن رزومه
            </a>
          </p>
          <div className="flex flex-wrap gap-3">
            {item.resume_public && (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void change({ resume_public: false }, "رزومه از صفحه فریلنسر پنهان شد.")}
              >
                پنهان کردن رزومه از صفحه
              </Button>
            )}
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setRemoving(true)}>
              برداشتن رزومه از نمایه
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={removing}
        title="برداشتن رزومه"
        message={`رزومه «${item.name}» از نمایه‌اش برداشته شود؟ دیگر در صفحه او و در میز دیده نمی‌شود و برنمی‌گردد.`}
        confirmLabel="برداشتن رزومه"
        busyLabel="در حال برداشتن…"
        busy={busy}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void change({ resume_url: null }, "رزومه از نمایه فریلنسر برداشته شد.")}
      />
    </DeskSection>
  );
}
