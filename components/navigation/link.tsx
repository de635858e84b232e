"use client";
// The site's internal link, with SPEC §9's prefetch manners: a page is prefetched only once the
// browser has been idle after its link appeared and the link is on screen (or pointed at), and
// never on 2G or with data saver on (./prefetch-queue.ts). It follows the link on the client like
// next/link, in a fraction of its code and work: it is on every page many times over.
// A drop-in for next/link with a string href: `import { Link } from "@/components/navigation/link"`.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
  type Ref,
} from "react";
import { prefetchOnIntent, prefetchWhenSeen } from "./prefetch-queue";
import { isSameTabClick } from "./same-tab-click";

type Props = Omit<ComponentPropsWithRef<"a">, "href"> & {
  href: string;
  /** false: never prefetch this link's page. */
  prefetch?: boolean | null;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Scroll to the top of the new page (the default), or stay. */
  scroll?: boolean;
};

/** A path of this site (not another origin, not a bare #fragment, not mailto: or tel:). */
function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

export function Link({
  href,
  prefetch,
  replace = false,
  scroll = true,
  onClick,
  onMouseEnter,
  onTouchStart,
  ref,
  ...props
}: Props) {
  // Read as next/link reads it: outside the app router (a component test) the link is a plain one.
  const router = useContext(AppRouterContext);
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const internal = isSitePath(href) && router !== null;
  const wantsPrefetch = internal && prefetch !== false;
  const setAnchor = useCallback(
    (element: HTMLAnchorElement | null) => {
      anchor.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  useEffect(() => {
    if (!wantsPrefetch || !anchor.current || !router) return;
    return prefetchWhenSeen(anchor.current, href, (page) => router.prefetch(page));
  }, [wantsPrefetch, href, router]);

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !internal || !router) return;
    if (!isSameTabClick(event, event.currentTarget)) return;
    event.preventDefault();
    if (replace) router.replace(href, { scroll });
    else router.push(href, { scroll });
  }

  const intent = () => {
    if (wantsPrefetch && router) prefetchOnIntent(href, (page) => router.prefetch(page));
  };

  return (
    <a
      {...props}
      ref={setAnchor}
      href={href}
      onClick={follow}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
    />
  );
}
