import "server-only";
// Social profiles as the API answers them: always a full https:// address of the network, whether
// the stored value is an address, "@handle" or a bare handle; anything else is dropped (never a
// `javascript:` or foreign link on the page). Mentors' LinkedIn links use the same rule.
import type { SocialLinks } from "@/server/db/schema";

export type SocialNetwork = keyof SocialLinks;

const NETWORKS: Record<SocialNetwork, { base: string; hosts: string[] }> = {
  instagram: { base: "https://instagram.com/", hosts: ["instagram.com", "www.instagram.com"] },
  linkedin: { base: "https://www.linkedin.com/in/", hosts: ["linkedin.com", "www.linkedin.com", "ir.linkedin.com"] },
  twitter: { base: "https://x.com/", hosts: ["x.com", "www.x.com", "twitter.com", "www.twitter.com"] },
  telegram: { base: "https://t.me/", hosts: ["t.me", "telegram.me"] },
};

const HANDLE = /^@?([A-Za-z0-9_.-]{2,64})$/;

export function socialUrl(network: SocialNetwork, value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const { base, hosts } = NETWORKS[network];
  const handle = HANDLE.exec(raw);
  if (handle) return base + handle[1];
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    if (!hosts.includes(url.hostname.toLowerCase()) || url.pathname.length < 2) return null;
    url.protocol = "https:";
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

/** Every stored profile as an https address, in a fixed order; unusable values are left out. */
export function socialLinks(social: SocialLinks): SocialLinks {
  const result: SocialLinks = {};
  for (const network of Object.keys(NETWORKS) as SocialNetwork[]) {
    const url = socialUrl(network, social[network]);
    if (url) result[network] = url;
  }
  return result;
}
