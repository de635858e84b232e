import "server-only";
// The address of the caller (issue "Safe to face the internet", item 2): the visitor a server
// render vouches for with a signed header, else the connection's client as the entry decided it.
// X-Forwarded-For itself is never read here. Limits count the caller's network (./network.ts).
import { entryClientAddress, verifyVisitor, VISITOR_HEADER } from "./visitor";
import { serverEnv } from "@/server/env";
import { networkOf } from "./network";

export function clientIp(request: Request): string {
  return verifyVisitor(request.headers.get(VISITOR_HEADER)) ?? entryClientAddress(request.headers);
}

/** The network every per-address limit counts: an IPv4 address, or an IPv6 address's /64 (RATE_LIMIT_IPV6_PREFIX). */
export function clientNetwork(request: Request): string {
  return addressNetwork(clientIp(request));
}

/** The network of an address already known (e.g. the one an SMS was caused from). */
export function addressNetwork(address: string): string {
  return networkOf(address, serverEnv().RATE_LIMIT_IPV6_PREFIX);
}
