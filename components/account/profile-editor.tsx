"use client";
// The profile form on its own page: saved → a toast and on to the next page.
import { useRouter } from "next/navigation";
import type { Identity } from "@/shared/types/auth";
import { showToast } from "@/lib/toast";
import { ProfileForm } from "./profile-form";

export function ProfileEditor({
  identity,
  submitLabel,
  next,
  toast,
}: {
  identity: Identity;
  submitLabel: string;
  next: string;
  toast: string;
}) {
  const router = useRouter();
  return (
    <ProfileForm
      identity={identity}
      submitLabel={submitLabel}
      onSaved={() => {
        showToast(toast);
        router.push(next);
        router.refresh();
      }}
    />
  );
}
