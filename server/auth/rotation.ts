import "server-only";
// Refresh-token rotation, in place: the session row keeps its id and gets a new token pair; the
// token it replaced is kept (hashed) with the time of the swap. That previous token coming back
// within a short grace is two tabs refreshing at once: refused, nothing revoked. Later, it means
// the token leaked and someone else holds the live one: every session of the user ends.
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { authSessions, users } from "@/server/db/schema";
import { sha256 } from "./crypto";
import {
  liveSession,
  newTokenPair,
  revokeUserSessions,
  type IssuedTokens,
  type Session,
  type SessionContext,
  type User,
} from "./sessions";

export const REUSE_GRACE_SECONDS = 30;

export type Rotation =
  | { ok: true; tokens: IssuedTokens; session: Session; user: User }
  /** unknown: no such token · ended: its session is over · race: rotated a moment ago · reused: leaked, all revoked */
  | { ok: false; reason: "unknown" | "ended" | "race" | "reused" };

export async function rotateRefreshToken(refreshToken: string, context: SessionContext): Promise<Rotation> {
  if (!refreshToken || refreshToken.length > 200) return { ok: false, reason: "unknown" };
  const db = await getDb();
  const hash = sha256(refreshToken);
  const { tokens, columns } = newTokenPair();
  // One statement: of two simultaneous refreshes with the same token, exactly one matches.
  const [session] = await db
    .update(authSessions)
    .set({
      ...columns,
      previousRefreshTokenHash: hash,
      rotatedAt: sql`now()`,
      lastUsedAt: sql`now()`,
      ...(context.userAgent ? { userAgent: context.userAgent.slice(0, 300) } : {}),
      ...(context.ip ? { ip: context.ip } : {}),
    })
    .where(and(eq(authSessions.refreshTokenHash, hash), liveSession()))
    .returning();
  if (session) {
    const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
    return user ? { ok: true, tokens, session, user } : { ok: false, reason: "ended" };
  }

  const [current] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.refreshTokenHash, hash))
    .limit(1);
  // The live token of a session that was ended or went idle: nothing leaked, it is just over.
  if (current) return { ok: false, reason: "ended" };

  const [replaced] = await db
    .select({
      userId: authSessions.userId,
      inGrace: sql<boolean>`${authSessions.rotatedAt} > now() - make_interval(secs => ${REUSE_GRACE_SECONDS})`,
    })
    .from(authSessions)
    .where(eq(authSessions.previousRefreshTokenHash, hash))
    .orderBy(desc(authSessions.rotatedAt))
    .limit(1);
  if (!replaced) return { ok: false, reason: "unknown" };
  if (replaced.inGrace) return { ok: false, reason: "race" };
  await revokeUserSessions(replaced.userId);
  return { ok: false, reason: "reused" };
}
