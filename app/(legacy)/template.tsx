// The same fade-in on navigation as the site's pages.
export { default } from "@/app/(site)/template";
