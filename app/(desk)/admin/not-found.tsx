import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { statusMessages } from "@/shared/status-messages";

export const metadata: Metadata = {
  title: statusMessages(404).message,
  robots: { index: false },
};

// notFound() in a desk page (a request that is not in this member's queue): the 404 screen inside the desk's frame.
export default function DeskNotFound() {
  return <ErrorScreen status={404} />;
}
