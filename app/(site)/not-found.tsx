import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";
import { statusMessages } from "@/shared/status-messages";

export const metadata: Metadata = {
  title: statusMessages(404).message,
  robots: { index: false },
};

// notFound() in a page of the site (an unknown slug): the Persian 404 screen inside the frame the
// (site) layout already draws. Without it the root's not-found (header, screen, footer) was the
// fallback here, drawn inside that frame and carried twice in every page's data (issue 11).
export default function NotFound() {
  return <ErrorScreen status={404} />;
}
