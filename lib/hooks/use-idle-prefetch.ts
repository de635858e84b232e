// The site's links and search forms prefetch only once the browser is idle after they appear, and
// never on 2G or with data saver on (SPEC §9; see lib/net/prefetch.ts).
import { useEffect, useState } from "react";
import { awaitPrefetchDecision } from "@/lib/net/prefetch";

/** Whether this element may prefetch yet: false until the browser's next idle moment after it
 *  mounted, and for good when the connection refuses. `wanted` false (prefetch={false}) asks nothing. */
export function useIdlePrefetch(wanted: boolean): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => (wanted ? awaitPrefetchDecision(setAllowed) : undefined), [wanted]);
  return wanted && allowed;
}
