import "server-only";
// The address every per-address limit counts (issue "Safe to face the internet", item 2): the
// visitor a server render vouches for with a signed header, else the connection's client as the
// entry decided it. X-Forwarded-For itself is never read here.
import { entryClientAddress, verifyVisitor, VISITOR_HEADER } from "@/lib/net/visitor";

export function clientIp(request: Request): string {
  return verifyVisitor(request.headers.get(VISITOR_HEADER)) ?? entryClientAddress(request.headers);
}
