"use client";
// The site's GET search form: a plain form to `action` (it works before scripts load) that, once
// hydrated, navigates on the client with its fields as the query, and prefetches its results
// page with the same manners as the site's links (components/navigation/link.tsx, SPEC §9).
// What the site used of next/form, in a fraction of its code: it is in every page's header.
// A drop-in for next/form's GET use: `import { Form } from "@/components/navigation/form"`.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, useEffect, type ComponentPropsWithRef } from "react";
import { useIdlePrefetch } from "@/lib/hooks/use-idle-prefetch";

type Props = Omit<ComponentPropsWithRef<"form">, "action" | "method"> & {
  /** The results page (a path of this site). */
  action: string;
  /** false: never prefetch the results page. */
  prefetch?: false | null;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Scroll to the top of the results (the default), or stay. */
  scroll?: boolean;
};

export function Form({ action, prefetch, replace = false, scroll = true, onSubmit, ...props }: Props) {
  // Outside the app router (a component test) it is a plain form.
  const router = useContext(AppRouterContext);
  const allowed = useIdlePrefetch(prefetch !== false);
  useEffect(() => {
    if (allowed) router?.prefetch(action);
  }, [allowed, action, router]);

  function submit(event: Parameters<NonNullable<Props["onSubmit"]>>[0]) {
    onSubmit?.(event);
    if (event.defaultPrevented || !router) return;
    const submitter = event.nativeEvent.submitter;
    // A button that sends elsewhere or differently keeps the browser's own submission.
    if (
      submitter?.hasAttribute("formaction") ||
      submitter?.hasAttribute("formmethod") ||
      submitter?.hasAttribute("formtarget")
    )
      return;
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter)) {
      if (typeof value === "string") query.append(name, value);
    }
    const search = query.toString();
    const url = search ? `${action}?${search}` : action;
    if (replace) router.replace(url, { scroll });
    else router.push(url, { scroll });
  }

  return <form {...props} action={action} method="get" onSubmit={submit} />;
}
