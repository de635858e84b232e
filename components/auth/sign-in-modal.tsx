"use client";
// The sign-in modal, opened from anywhere with openSignIn() (header button, route guards). The
// flow's code (forms, validation) loads only when the modal first opens, keeping pages light.
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { Modal } from "@/components/ui/modal";
import { authTitle, type AuthStep } from "@/lib/auth/flow";
import { closeSignIn, signInModalStore, type SignInModalState } from "@/lib/auth/session";

const AuthFlow = dynamic(() => import("./auth-flow").then((m) => m.AuthFlow), {
  ssr: false,
  loading: () => <p className="py-6 text-center text-muted">در حال بارگذاری…</p>,
});

const closed: SignInModalState = { open: false, request: {}, seq: 0 };

export function SignInModal() {
  const { open, request, seq } = useSyncExternalStore(signInModalStore.subscribe, signInModalStore.get, () => closed);
  const start = request.startAt ?? "initial";
  // The step of this opening (a step reported by an earlier opening no longer counts).
  const [current, setCurrent] = useState<{ seq: number; step: AuthStep }>({ seq: 0, step: "initial" });
  const step = current.seq === seq ? current.step : start;
  return (
    <Modal open={open} title={authTitle(step)} onClose={closeSignIn}>
      <AuthFlow
        key={seq}
        mode="modal"
        request={request}
        startAt={start}
        onDone={closeSignIn}
        onStepChange={(next) => setCurrent({ seq, step: next })}
      />
    </Modal>
  );
}
