"use client";
import { LazyRouteError as RouteError } from "@/components/errors/lazy-route-error";
import type { RouteErrorProps } from "@/components/errors/route-error";

// Inside the desk's frame: a refused page (403), a failed API (5xx) and the rest show their screen
// under the desk's top bar, and answer with their status (entry/page-status.mjs).
export default function DeskError(props: RouteErrorProps) {
  return <RouteError {...props} asMain={false} />;
}
