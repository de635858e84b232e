"use client";
// The error screen's code (illustration, messages, report) loads only when a page fails: Next
// loads every error.tsx with the first page, and most visits never show one.
import { lazy, Suspense } from "react";
import type { RouteErrorProps } from "./route-error";

const RouteError = lazy(() => import("./route-error").then((m) => ({ default: m.RouteError })));

export function LazyRouteError(props: RouteErrorProps & { asMain: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteError {...props} />
    </Suspense>
  );
}
