"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

// Inside the site layout, so the header and footer stay around the error screen.
export default function SiteError(props: RouteErrorProps) {
  return <RouteError {...props} asMain={false} />;
}
