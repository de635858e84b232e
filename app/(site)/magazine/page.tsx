// /magazine: a temporary redirect (307) to the external magazine (MAGAZINE_URL); the 404 page
// when the site has no magazine configured (the menus then hide the link too).
import { notFound, redirect } from "next/navigation";
import { serverEnv } from "@/server/env";
import { sharedPage } from "@/render/page-rule";

function MagazinePage(): never {
  const magazine = serverEnv().MAGAZINE_URL;
  if (!magazine) notFound();
  redirect(magazine);
}

export default sharedPage(MagazinePage);
