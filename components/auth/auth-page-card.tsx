"use client";
// /auth: the same sign-in flow as the modal, as a page (title follows the step).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { authTitle, type AuthStep } from "@/lib/auth/flow";
import { AuthFlow } from "./auth-flow";

export function AuthPageCard({ returnTo }: { returnTo?: string }) {
  const [step, setStep] = useState<AuthStep>("initial");
  const router = useRouter();
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h1 className="mb-5 text-xl font-extrabold">{authTitle(step)}</h1>
      <AuthFlow mode="page" returnTo={returnTo} onStepChange={setStep} onDone={() => router.refresh()} />
    </div>
  );
}
