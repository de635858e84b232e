"use client";
import { LazyRouteError as RouteError } from "@/components/errors/lazy-route-error";
import type { RouteErrorProps } from "@/components/errors/route-error";

// Inside the site layout, so the header and footer stay around the error screen.
export default function SiteError(props: RouteErrorProps) {
  return <RouteError {...props} asMain={false} />;
}
