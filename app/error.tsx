"use client";
import { RouteError, type RouteErrorProps } from "@/components/errors/route-error";

export default function RootError(props: RouteErrorProps) {
  return <RouteError {...props} asMain />;
}
