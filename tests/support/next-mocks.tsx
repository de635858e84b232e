// Stand-ins for Next's client modules when pages render outside Next (use inside vi.mock factories,
// which the test file must write itself: vi.mock is hoisted per file).

/** next/navigation with a router that goes nowhere, at `pathname` ("/" unless told) with no query;
 *  the rest is the real module. */
export async function staticNavigation<T extends object>(original: () => Promise<T>, pathname = "/") {
  return {
    ...(await original()),
    useRouter: () => ({ push: () => {}, replace: () => {}, prefetch: () => {}, refresh: () => {} }),
    usePathname: () => pathname,
    useSearchParams: () => new URLSearchParams(),
  };
}

/** next/form as a plain form. */
export const plainForm = { default: (props: object) => <form {...props} /> };
