"use client";
import { LazyRouteError as RouteError } from "@/components/errors/lazy-route-error";
import type { RouteErrorProps } from "@/components/errors/route-error";

export default function RootError(props: RouteErrorProps) {
  return <RouteError {...props} asMain />;
}
