"use client";
// Support's 'login as' from a request's page (admins only; the API checks it): the browser enters
// the requester's account for an hour, with the banner on every page, and opens their requests.
// The banner's button (or signing out) brings the admin back.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";

export function LoginAsButton({ userId }: { userId: number }) {
  const [busy, setBusy] = useState(false);
  async function enter() {
    setBusy(true);
    try {
      await deskApi.loginAs(authApi(), { user_id: userId });
      // A whole new page: the session (and everything the site knows of it) is now the user's.
      window.location.assign(new URL("/profile/orders", window.location.origin));
    } catch {
      // The API's refusal is already toasted.
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="secondary" busy={busy} busyLabel="در حال ورود…" onClick={enter}>
      ورود به حساب این کاربر
    </Button>
  );
}
