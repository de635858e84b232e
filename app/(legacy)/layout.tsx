// The leftover routes of SPEC §2 (lib/legacy-routes.ts) sit in the site's frame: the same layout,
// reused rather than copied, so a leftover page looks exactly as it did inside (site)/.
export { default } from "@/app/(site)/layout";
