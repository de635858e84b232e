"use client";
// The sign-in modal's code (dialog, steps, forms) loads when the modal is first asked for (or
// the visitor points at the header's sign-in button), not with every page.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { signInModalStore } from "@/lib/auth/session";

const loadModal = () => import("./sign-in-modal");
const SignInModal = lazy(() => loadModal().then((m) => ({ default: m.SignInModal })));

/** Starts loading the modal's code ahead of a likely click. */
export function preloadSignInModal(): void {
  void loadModal().catch(() => {
    // Loaded again on the click itself (where a failure reloads the page, lib/chunk-reload).
  });
}

const askedFor = () => signInModalStore.get().seq > 0;
const never = () => false;

export function LazySignInModal() {
  // Once opened it stays mounted: the modal itself shows and hides the dialog.
  const wanted = useSyncExternalStore(signInModalStore.subscribe, askedFor, never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal />
    </Suspense>
  );
}
