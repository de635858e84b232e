"use client";
// The captcha of anonymous forms: ALTCHA's «من ربات نیستم» box. Ticking it makes the browser solve
// a small proof of work (about a second, no picture to read); the form sends the result and will
// not send before it is verified. The widget's code (about 30 KiB) loads here, in the browser, once
// the form is used (focused, pressed, scrolled near the box, or sent). Signed-in people never see it.
import { useEffect, useId, useRef, useState } from "react";
import type { AltchaWidgetElement } from "altcha/external";
import { sessionStore, useSession } from "@/lib/auth/session";
import type { CaptchaControl, CaptchaReport } from "@/lib/requests/use-submit-request";
import { CAPTCHA_HINT, CaptchaPlaceholder } from "./captcha-placeholder";
import { whenFirstUsed } from "./when-first-used";

type WidgetState =
  "waiting" | "loading" | "unavailable" | "unverified" | "verifying" | "verified" | "error" | "expired";

/** The widget's own states worth a message under the field (it also shows them in its label). */
const STATE_MESSAGES: Partial<Record<WidgetState, string>> = {
  error: "تأیید «من ربات نیستم» انجام نشد؛ دوباره گزینه را بزنید.",
  expired: "زمان تأیید «من ربات نیستم» گذشت؛ دوباره گزینه را بزنید.",
  unavailable: "بخش «من ربات نیستم» بارگیری نشد؛ اتصال را بررسی و صفحه را دوباره باز کنید.",
};

/** What a screen reader hears when the work starts and ends (the checkbox's label changes silently). */
const STATE_STATUS: Partial<Record<WidgetState, string>> = {
  verifying: "در حال تأیید «من ربات نیستم»…",
  verified: "«من ربات نیستم» تأیید شد.",
};

type Props = CaptchaControl & { error?: string };

function reportOf(state: string, payload: string | null | undefined, focus: () => void): CaptchaReport {
  if (state === "verified" && payload) return { shown: true, status: "verified", payload, focus };
  return { shown: true, status: state === "verifying" ? "verifying" : "unverified", focus };
}

export function CaptchaField({ round, onReport, error }: Props) {
  const session = useSession();
  const shown = session.status !== "signed-in";
  const field = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaWidgetElement | undefined>(undefined);
  const [state, setState] = useState<WidgetState>("waiting");
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = STATE_MESSAGES[state] ?? (state === "verified" ? undefined : error);

  // The widget is made here (not rendered by React): its module loads on demand, and it keeps its
  // own DOM inside `host`.
  useEffect(() => {
    // The live session: the header may have just found a signed-in person in this same commit.
    if (!shown || sessionStore.get().status === "signed-in" || !field.current) return;
    let cancelled = false;
    let started = false;
    let focusWhenReady = false;
    let widget: AltchaWidgetElement | undefined;
    const checkbox = () => widget?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    // A send before the box is ready: bring it into view, load it, and give it the focus once it is here.
    const focus = () => {
      const box = checkbox();
      if (box) return box.focus();
      focusWhenReady = true;
      host.current?.scrollIntoView({ block: "center" });
      load();
    };
    onReport({ shown: true, status: "unverified", focus });
    // May load at once (no way to watch), so it is assigned after `load` can run.
    let stopWatching: () => void = () => undefined;
    stopWatching = whenFirstUsed(field.current, load);
    function load() {
      if (started) return;
      started = true;
      stopWatching();
      setState("loading");
      import("./altcha-widget").then(
        ({ createAltchaWidget }) => {
          if (cancelled || !host.current) return;
          widget = createAltchaWidget();
          widget.addEventListener("load", () => {
            setState("unverified");
            if (focusWhenReady) checkbox()?.focus();
          });
          widget.addEventListener("statechange", (event) => {
            const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
            setState(detail.state === "code" ? "error" : (detail.state as WidgetState));
            onReport(reportOf(detail.state, detail.payload, focus));
          });
          host.current.append(widget);
          widgetRef.current = widget;
        },
        () => {
          if (!cancelled) setState("unavailable");
        },
      );
    }
    return () => {
      cancelled = true;
      stopWatching();
      widget?.remove();
      widgetRef.current = undefined;
      setState("waiting");
      onReport({ shown: false, status: "unverified" });
    };
  }, [shown, onReport]);

  // After a failed send the solution may be spent: solve a fresh challenge right away.
  useEffect(() => {
    const widget = widgetRef.current;
    if (round === 0 || !widget) return;
    widget.reset();
    void widget.verify();
  }, [round]);

  // The checkbox lives in the widget's DOM: tie the hint and the message to it, as other fields are.
  useEffect(() => {
    const checkbox = widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!checkbox) return;
    checkbox.setAttribute("aria-describedby", `${hintId} ${messageId}`);
    if (message) checkbox.setAttribute("aria-invalid", "true");
    else checkbox.removeAttribute("aria-invalid");
  }, [state, message, hintId, messageId]);

  if (!shown) return null;
  return (
    <div
      ref={field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={`${hintId} ${messageId}`}
      className="grid gap-1.5"
      data-testid="captcha-field"
    >
      <div className="flex gap-1 text-sm font-bold">
        <span id={labelId} className="text-ink">
          تأیید امنیتی
        </span>
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </div>
      {(state === "waiting" || state === "loading" || state === "unavailable") && <CaptchaPlaceholder state={state} />}
      {/* The widget's colours and shape follow the site's; its own error popover is left out, the message below says it. */}
      <div
        ref={host}
        className="[--altcha-border-color:theme(colors.brand.200)] [--altcha-border-radius:0.75rem] [--altcha-checkbox-border-color:theme(colors.brand.800)] [--altcha-checkbox-outline-color:theme(colors.brand.700)] [--altcha-color-base-content:theme(colors.ink)] [--altcha-color-primary:theme(colors.brand.700)] [--altcha-color-success:theme(colors.brand.700)] [--altcha-max-width:20rem] [&_.altcha-popover]:hidden!"
      />
      <p id={hintId} className="text-xs leading-5 text-muted">
        {CAPTCHA_HINT}
      </p>
      <p className="sr-only" aria-live="polite">
        {STATE_STATUS[state] ?? ""}
      </p>
      <p id={messageId} role="alert" className="min-h-5 text-sm leading-5 font-medium text-red-700">
        {message ?? ""}
      </p>
    </div>
  );
}
