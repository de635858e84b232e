"use client";
// The site's internal link: next/link with SPEC §9's prefetch manners. next/link prefetches a link
// as soon as it enters the viewport (or is hovered); this one keeps prefetching off until the
// browser is idle after the link appears, and for good on 2G or with data saver on (no hover or
// touch prefetch there either: a finger resting on a card while scrolling would still cost data).
// A drop-in for next/link: `import { Link } from "@/components/navigation/link"`.
import NextLink from "next/link";
import { useEffect, useState, type ComponentPropsWithRef } from "react";
import { awaitPrefetchDecision } from "@/lib/net/prefetch";

type Props = ComponentPropsWithRef<typeof NextLink>;

/** Whether links may prefetch yet: false until the browser's next idle moment after mounting. */
function useIdlePrefetch(wanted: boolean): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => (wanted ? awaitPrefetchDecision(setAllowed) : undefined), [wanted]);
  return wanted && allowed;
}

export function Link({ prefetch, ...props }: Props) {
  const allowed = useIdlePrefetch(prefetch !== false);
  return <NextLink {...props} prefetch={allowed ? prefetch : false} />;
}
