import { Link } from "@/components/navigation/link";
import type { ReactNode } from "react";
import { ErrorIllustration } from "./error-illustration";
import { ERROR_STATUSES, HOME_BUTTON_LABEL, statusMessages } from "@/shared/status-messages";

type Props = {
  status: number;
  /** Said instead of the status's usual description, when the cause is known better. */
  description?: string;
  /** Another action beside the home button, e.g. "try again". */
  action?: ReactNode;
  /** The whole screen is the page's main landmark (false when a layout already has one). */
  asMain?: boolean;
};

/** The error screen of SPEC §2/§8: an illustration, the message, a description and 'صفحه اصلی'. */
export function ErrorScreen({ status, description: cause, action, asMain = false }: Props) {
  const known = (ERROR_STATUSES as readonly number[]).includes(status);
  const { message, description } = statusMessages(status);
  const Wrapper = asMain ? "main" : "section";
  return (
    <Wrapper
      id={asMain ? "main" : undefined}
      data-testid="error-screen"
      data-status={known ? status : "other"}
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center md:py-20"
    >
      <ErrorIllustration status={known ? status : "other"} />
      <h1 className="mt-8 text-2xl font-extrabold text-ink md:text-3xl">{message}</h1>
      <p className="mt-3 leading-8 text-muted">{cause ?? description}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <Link
          href="/"
          className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800"
        >
          {HOME_BUTTON_LABEL}
        </Link>
        {action}
      </div>
    </Wrapper>
  );
}
