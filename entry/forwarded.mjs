// Who is on the other end of a connection (issue "Safe to face the internet", item 2). Plain
// JavaScript because the entry (server.mjs) imports it before Next is loaded; tests import it too.
//
// The client is the connection's peer. Only when the peer is a proxy the configuration trusts
// (TRUSTED_PROXIES: CIDRs, or TRUSTED_PROXY_HOPS: how many proxies stand in front) does
// X-Forwarded-For count, read from the right: the first address not added by a trusted proxy.
import net from "node:net";

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4; brackets and zones are dropped. */
export function normalizeAddress(value) {
  if (typeof value !== "string") return "";
  let address = value
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return net.isIP(address) ? address.toLowerCase() : "";
}

function parseCidr(text) {
  const [rawAddress, rawBits] = text.trim().split("/");
  const address = normalizeAddress(rawAddress);
  if (!address) throw new Error(`TRUSTED_PROXIES: "${text}" is not an IP address or CIDR`);
  const family = net.isIPv4(address) ? "ipv4" : "ipv6";
  const max = family === "ipv4" ? 32 : 128;
  const bits = rawBits === undefined ? max : Number(rawBits);
  if (!Number.isInteger(bits) || bits < 0 || bits > max)
    throw new Error(`TRUSTED_PROXIES: "${text}" has a bad prefix length`);
  return { address, family, bits };
}

/**
 * The trust setting from the environment: a list of CIDRs (`127.0.0.1/32, 10.0.0.0/8`, also the
 * words `loopback` and `private`), or a hop count. Neither set: no proxy is trusted.
 */
export function trustFromEnv(env) {
  const hops = Number(env.TRUSTED_PROXY_HOPS || 0);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10");
  const expanded = String(env.TRUSTED_PROXIES || "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) =>
      part === "loopback"
        ? ["127.0.0.0/8", "::1/128"]
        : part === "private"
          ? ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"]
          : [part],
    );
  const list = new net.BlockList();
  for (const part of expanded) {
    const { address, family, bits } = parseCidr(part);
    list.addSubnet(address, bits, family);
  }
  return { list, cidrCount: expanded.length, hops };
}

function isTrustedByList(trust, address) {
  if (!trust.cidrCount || !address) return false;
  return trust.list.check(address, net.isIPv4(address) ? "ipv4" : "ipv6");
}

/** Whether this peer may tell us about the client (X-Forwarded-For, -Proto, -Host). */
export function peerIsTrusted(trust, peer) {
  return trust.hops > 0 || isTrustedByList(trust, normalizeAddress(peer));
}

/** The client's address for a connection from `peer` carrying this X-Forwarded-For. */
export function resolveClientAddress(trust, peer, forwardedFor) {
  const peerAddress = normalizeAddress(peer) || "unknown";
  if (!peerIsTrusted(trust, peerAddress)) return peerAddress;
  const chain = String(forwardedFor || "")
    .split(",")
    .map(normalizeAddress);
  const hops = [...chain, peerAddress];
  if (trust.hops > 0) {
    // The peer is the last proxy; each proxy appended the address it saw.
    const index = hops.length - 1 - trust.hops;
    return index >= 0 ? hops[index] || peerAddress : hops[0] || peerAddress;
  }
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!hops[i]) return peerAddress; // a malformed entry: stop trusting what is left of it
    if (!isTrustedByList(trust, hops[i])) return hops[i];
  }
  return hops[0] || peerAddress;
}

/** The header the entry writes and route handlers read; any copy a caller sends is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-avinox-client-ip";

const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

/**
 * Rewrites an incoming request's headers in place: the client address goes in
 * CLIENT_ADDRESS_HEADER, and forwarding headers from an untrusted peer are dropped (Next then
 * fills them from the socket, so a caller cannot claim https or another host).
 */
export function applyForwarding(trust, req) {
  const peer = req.socket?.remoteAddress;
  const client = resolveClientAddress(trust, peer, req.headers["x-forwarded-for"]);
  if (!peerIsTrusted(trust, peer)) for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  return client;
}
