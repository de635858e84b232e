"use client";
// The frame of every request form: the receipt once it is stored, else the form with its fields,
// SPEC §1's review notice, the captcha (anonymous senders) and the send button.
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { RequestFrame } from "@/lib/requests/use-request-form";
import { CaptchaField } from "./captcha-field";
import { RequestReceipt } from "./request-receipt";
import { ReviewNotice } from "./review-notice";

type Props = {
  request: RequestFrame;
  submitLabel: string;
  /** SPEC §1's rule that a request is reviewed before anything is final (not on the contact form). */
  reviewNotice?: boolean;
  /** Forms only signed-in people send (internship) carry no captcha. */
  captcha?: boolean;
  className?: string;
  /** The receipt's "another request", when the form has more to clear than its fields (it calls `request.startOver` itself). */
  onStartOver?: () => void;
  children: ReactNode;
};

export function RequestForm({
  request,
  submitLabel,
  reviewNotice = true,
  captcha = true,
  className = "grid gap-6",
  onStartOver,
  children,
}: Props) {
  if (request.receipt)
    return <RequestReceipt receipt={request.receipt} onAnother={onStartOver ?? (() => request.startOver())} />;
  return (
    <form onSubmit={request.onSubmit} onFocus={request.preload} noValidate className={className}>
      {children}
      {reviewNotice && <ReviewNotice />}
      {captcha && <CaptchaField {...request.captcha} error={request.captchaError} />}
      <Button type="submit" busy={request.submitting} className="md:justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
