"use client";
// The site's internal link: next/link with SPEC §9's prefetch manners. next/link prefetches a link
// as soon as it enters the viewport (or is hovered); this one keeps prefetching off until the
// browser is idle after the link appears, and for good on 2G or with data saver on (no hover or
// touch prefetch there either: a finger resting on a card while scrolling would still cost data).
// A drop-in for next/link: `import { Link } from "@/components/navigation/link"`.
import NextLink from "next/link";
import type { ComponentPropsWithRef } from "react";
import { useIdlePrefetch } from "@/lib/hooks/use-idle-prefetch";

export function Link({ prefetch, ...props }: ComponentPropsWithRef<typeof NextLink>) {
  const allowed = useIdlePrefetch(prefetch !== false);
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />;
}
