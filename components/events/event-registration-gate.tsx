"use client";
// Holds the plain registration form the server sent (./event-registration.tsx) until the real one
// is wanted: the visitor focuses or presses in it, sends it, or is signed in. The real form then
// takes over what was typed, the field in focus and a send already asked for.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useSession } from "@/lib/auth/session";
import type { PrefillField, RegistrationProps, RegistrationStart } from "./event-registration-parts";

// Named here, not imported: the parts module draws the form, which this gate must not carry.
const PREFILL_FIELDS: readonly PrefillField[] = ["full_name", "mobile", "email"];

type RealForm = typeof import("./event-registration-form").EventRegistrationForm;

export function RegistrationGate({ children, ...props }: RegistrationProps & { children: ReactNode }) {
  const signedIn = useSession().status === "signed-in";
  const holder = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Form: RealForm; start: RegistrationStart }>();
  const loading = useRef(false);
  const submitAsked = useRef(false);

  const want = useCallback((submit = false) => {
    if (submit) submitAsked.current = true;
    if (loading.current) return;
    loading.current = true;
    import("./event-registration-form").then(
      // Read and replaced in one go, so no keystroke falls between the two forms.
      ({ EventRegistrationForm }) =>
        flushSync(() =>
          setLoaded({ Form: EventRegistrationForm, start: readPlainForm(holder.current, submitAsked.current) }),
        ),
      () => {
        loading.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (signedIn) want();
  }, [signedIn, want]);

  if (loaded) return <loaded.Form {...props} start={loaded.start} />;
  return (
    <div
      ref={holder}
      onFocus={() => want()}
      onPointerDown={() => want()}
      onSubmit={(event) => {
        // Sent by the real form once it is here (it checks the fields first).
        event.preventDefault();
        want(true);
      }}
    >
      {children}
    </div>
  );
}

/** What the plain form holds now: the typed values and the field in focus. */
function readPlainForm(holder: HTMLElement | null, submit: boolean): RegistrationStart {
  const form = holder?.querySelector("form");
  const values: RegistrationStart["values"] = {};
  let focus: PrefillField | undefined;
  if (form) {
    const data = new FormData(form);
    for (const name of PREFILL_FIELDS) {
      const value = data.get(name);
      if (typeof value === "string" && value) values[name] = value;
    }
    const active = document.activeElement;
    if (
      active instanceof HTMLInputElement &&
      active.form === form &&
      PREFILL_FIELDS.includes(active.name as PrefillField)
    )
      focus = active.name as PrefillField;
  }
  return { values, focus, submit };
}
