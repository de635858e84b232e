// Social profile links typed into request forms (SPEC §2, freelancer form: Instagram, LinkedIn,
// Twitter, Telegram; also a mentor's LinkedIn). Each is a full address on the network's own domain
// or a handle (@name or name: letters, digits, _ . -, 3 to 40 characters); the parsed value is
// always the full https:// address, so staff and pages get one shape. A link to another site gets a
// Persian message naming the right domain.
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { SOCIAL_NETWORK_LABELS } from "./field-labels";

export type SocialNetwork = "instagram" | "linkedin" | "twitter" | "telegram";

type NetworkRule = {
  /** Persian name used in the messages. */
  label: string;
  /** Where a handle lives: base + handle. */
  base: string;
  /** The canonical origin addresses are rewritten to. */
  origin: string;
  /** Accepted domains (lower case); hosts under them are accepted too. */
  hosts: readonly string[];
  /** The domains named in the wrong-domain message. */
  domains: string;
  /** The profile path of an address, without slashes at either end; undefined if it is not one. */
  path: (segments: string[]) => string | undefined;
};

const HANDLE = /^[A-Za-z0-9_.-]{3,40}$/;
// LinkedIn public profile names may be longer and percent-encoded (Persian names).
const LINKEDIN_SLUG = /^[A-Za-z0-9_.%-]{3,100}$/;

const singleHandle = (segments: string[]) =>
  segments.length === 1 && HANDLE.test(segments[0]!) ? segments[0] : undefined;

export const SOCIAL_RULES: Record<SocialNetwork, NetworkRule> = {
  instagram: {
    label: SOCIAL_NETWORK_LABELS.instagram,
    base: "https://instagram.com/",
    origin: "https://instagram.com/",
    hosts: ["instagram.com"],
    domains: "instagram.com",
    path: singleHandle,
  },
  linkedin: {
    label: SOCIAL_NETWORK_LABELS.linkedin,
    base: "https://www.linkedin.com/in/",
    origin: "https://www.linkedin.com/",
    hosts: ["linkedin.com"],
    domains: "linkedin.com",
    path: (segments) =>
      segments.length === 2 &&
      ["in", "company", "school"].includes(segments[0]!.toLowerCase()) &&
      LINKEDIN_SLUG.test(segments[1]!)
        ? `${segments[0]!.toLowerCase()}/${segments[1]}`
        : undefined,
  },
  twitter: {
    label: SOCIAL_NETWORK_LABELS.twitter,
    base: "https://x.com/",
    origin: "https://x.com/",
    hosts: ["x.com", "twitter.com"],
    domains: "x.com یا twitter.com",
    path: singleHandle,
  },
  telegram: {
    label: SOCIAL_NETWORK_LABELS.telegram,
    base: "https://t.me/",
    origin: "https://t.me/",
    hosts: ["t.me"],
    domains: "t.me",
    path: singleHandle,
  },
};

export const socialMessages = {
  invalid: (network: SocialNetwork) => `نشانی یا شناسه ${SOCIAL_RULES[network].label} معتبر نیست`,
  wrongDomain: (network: SocialNetwork) =>
    `نشانی ${SOCIAL_RULES[network].label} باید از دامنه ${SOCIAL_RULES[network].domains} باشد`,
};

export type SocialParse = { ok: true; url: string } | { ok: false; message: string };

const ALL_HOSTS = Object.values(SOCIAL_RULES).flatMap((rule) => rule.hosts);

/** The network's domain or any host under it (www., m., ir.linkedin.com): only its owner can serve those. */
function hostAllowed(rule: NetworkRule, host: string): boolean {
  return rule.hosts.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** One typed value (already non-empty) as the network's https address, or the reason it is not one. */
export function parseSocialLink(network: SocialNetwork, raw: string): SocialParse {
  const rule = SOCIAL_RULES[network];
  const value = toLatinDigits(raw).trim();
  const invalid: SocialParse = { ok: false, message: socialMessages.invalid(network) };
  if (!value || value.length > 300 || /\s/.test(value)) return invalid;

  // A handle: "@name" or "name" (a bare host such as "instagram.com" is not a handle).
  if (!value.includes("/") && !value.includes(":")) {
    const handle = value.startsWith("@") ? value.slice(1) : value;
    if (ALL_HOSTS.includes(handle.toLowerCase().replace(/^www\./, ""))) return invalid;
    return HANDLE.test(handle) ? { ok: true, url: rule.base + handle } : invalid;
  }

  // An address, with or without http(s)://.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return invalid;
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return invalid;
  }
  if (url.username || url.password || url.port) return invalid;
  const host = url.hostname.toLowerCase();
  if (!hostAllowed(rule, host)) return { ok: false, message: socialMessages.wrongDomain(network) };
  const segments = url.pathname.split("/").filter(Boolean);
  const path = rule.path(segments);
  if (!path) return invalid;
  return { ok: true, url: rule.origin + path };
}

/**
 * A form field for one network: required unless wrapped in `optional()` from the rules. Parses to
 * the https address.
 */
export function socialLink(network: SocialNetwork) {
  const link = z.string({ error: socialMessages.invalid(network) }).transform((value, ctx) => {
    const parsed = parseSocialLink(network, value);
    if (parsed.ok) return parsed.url;
    ctx.addIssue({ code: "custom", message: parsed.message, input: value });
    return z.NEVER;
  });
  return z.preprocess<unknown, typeof link, string>(
    (value) => (value === undefined || value === null ? "" : value),
    link,
  );
}
