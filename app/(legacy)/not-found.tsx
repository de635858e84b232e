// The site's 404 screen (/rm/{name}/{id} of an unknown entity), inside the frame this group's layout draws.
export { default, metadata } from "@/app/(site)/not-found";
