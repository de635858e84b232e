"use client";
// The signed-in person as the browser knows them, and the sign-in modal's state. The token itself
// is HttpOnly; the readable hint cookie only says someone is signed in (and their name).
// The API client (axios and the channels) loads only when that cookie is there: an anonymous
// visitor's pages carry none of it.
import { useSyncExternalStore } from "react";
import type { Identity } from "@/shared/types/auth";
import { createExternalStore } from "@/lib/external-store";
import { readSessionHint } from "@/lib/auth/session-hint";
import { onSessionEnded } from "./session-end";

export type SessionState = { status: "unknown" | "anonymous" | "signed-in"; name?: string; identity?: Identity };

export const sessionStore = createExternalStore<SessionState>({ status: "unknown" });

// A silent refresh was refused: the cookies are gone, the header offers "sign in" again.
onSessionEnded(() => sessionStore.set({ status: "anonymous" }));

/** Reads the hint cookie; loads the identity from the API when someone is signed in. */
export async function refreshSession(): Promise<void> {
  const name = readSessionHint();
  if (!name) {
    sessionStore.set({ status: "anonymous" });
    return;
  }
  sessionStore.set((s) => ({ ...s, status: "signed-in", name }));
  try {
    const [{ identityApi }, { authApi }] = await Promise.all([
      import("@/lib/api/resources/identity"),
      import("@/lib/api/browser"),
    ]);
    const { identity } = await identityApi.me(authApi());
    sessionStore.set({ status: "signed-in", name: identity.full_name ?? identity.mobile, identity });
  } catch {
    // A revoked or expired session: the server already refused it (and cleared the cookies).
    if (!readSessionHint()) sessionStore.set({ status: "anonymous" });
  }
}

export function setSignedIn(identity: Identity): void {
  sessionStore.set({ status: "signed-in", name: identity.full_name ?? identity.mobile, identity });
}

const serverSession: SessionState = { status: "unknown" };
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => serverSession);
}

// ---------------------------------------------------------------- the sign-in modal

export type SignInRequest = {
  /** Runs first after sign-in (SPEC §4), e.g. go where the person was headed. */
  afterLogin?: () => void;
  /** Runs when there is no after-login callback. */
  completion?: () => void;
  /** Start on this step (e.g. straight to completing the profile). */
  startAt?: "initial" | "pre-complete-profile" | "complete-profile" | "register";
};

export type SignInModalState = {
  open: boolean;
  request: SignInRequest;
  /** Counts openings, so each starts fresh. */ seq: number;
};

export const signInModalStore = createExternalStore<SignInModalState>({ open: false, request: {}, seq: 0 });

export function openSignIn(request: SignInRequest = {}): void {
  signInModalStore.set((s) => ({ open: true, request, seq: s.seq + 1 }));
}

export function closeSignIn(): void {
  signInModalStore.set((s) => ({ ...s, open: false, request: {} }));
}
