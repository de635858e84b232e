// Absolute URLs for canonical links, JSON-LD and sharing.
import { serverEnv } from "@/server/env";

export function absoluteUrl(path: string): string {
  return new URL(path, serverEnv().SITE_URL).toString();
}
