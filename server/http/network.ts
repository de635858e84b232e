// What a per-address limit counts (issue 35, item 1): a network, not an address. An IPv4 address
// is its own network; an IPv6 address counts by its prefix (a /64 by default: what one home, phone
// or server is routed, so one client can rotate through 2^64 addresses of it at no cost). An
// IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 peers) is IPv4.
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (zone index dropped), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The network an address belongs to, as limit keys name it: the IPv4 address itself, or the IPv6
 * prefix of `ipv6Prefix` bits written out in full with its length (`2001:db8:0:1:0:0:0:0/64`).
 * Anything else (e.g. "unknown") is returned as it is.
 */
export function networkOf(address: string, ipv6Prefix: number): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  const masked = groups.map((group, i) => {
    const bitsLeft = ipv6Prefix - i * 16;
    if (bitsLeft >= 16) return group;
    if (bitsLeft <= 0) return 0;
    return group & (0xffff << (16 - bitsLeft)) & 0xffff;
  });
  return `${masked.map((g) => g.toString(16)).join(":")}/${ipv6Prefix}`;
}
