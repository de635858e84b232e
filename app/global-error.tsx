"use client";
// Last resort when the root layout itself fails: its own <html>, the same Persian 500 screen.
import "@/styles/globals.css";
import { LazyRouteError as RouteError } from "@/components/errors/lazy-route-error";
import type { RouteErrorProps } from "@/components/errors/route-error";

export default function GlobalError(props: RouteErrorProps) {
  return (
    <html lang="fa" dir="rtl">
      <body className="min-h-dvh font-[Tahoma,sans-serif]">
        <RouteError {...props} asMain />
      </body>
    </html>
  );
}
