import "server-only";
// Access and refresh tokens: random, stored hashed, revocable, rotated on refresh. The access
// token lives as long as the auth cookie (SPEC §9, 180 days); the refresh token a year.
import { and, eq, isNull, sql } from "drizzle-orm";
import { limits } from "@/lib/site";
import { getDb } from "@/server/db/client";
import { authSessions, users } from "@/server/db/schema";
import { randomToken, sha256 } from "./crypto";

export const ACCESS_TTL_SECONDS = limits.authCookieSeconds;
export const REFRESH_TTL_SECONDS = 365 * 24 * 3600;

export type IssuedTokens = { access_token: string; refresh_token: string; expires_in: number };
export type SessionContext = { clientId: string; userAgent?: string | null; ip?: string | null };
export type User = typeof users.$inferSelect;
export type Session = typeof authSessions.$inferSelect;

export async function createSession(userId: number, context: SessionContext): Promise<IssuedTokens> {
  const db = await getDb();
  const access = randomToken();
  const refresh = randomToken();
  await db.insert(authSessions).values({
    userId,
    accessTokenHash: sha256(access),
    refreshTokenHash: sha256(refresh),
    accessExpiresAt: sql`now() + make_interval(secs => ${ACCESS_TTL_SECONDS})`,
    refreshExpiresAt: sql`now() + make_interval(secs => ${REFRESH_TTL_SECONDS})`,
    clientId: context.clientId,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    ip: context.ip ?? null,
  });
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_SECONDS };
}

/** The user and session an access token belongs to, while it is valid and not revoked. */
export async function authenticateToken(accessToken: string): Promise<{ user: User; session: Session } | undefined> {
  if (!accessToken || accessToken.length > 200) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({ user: users, session: authSessions })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.accessTokenHash, sha256(accessToken)), isNull(authSessions.revokedAt), sql`${authSessions.accessExpiresAt} > now()`))
    .limit(1);
  return row;
}

export async function revokeSession(sessionId: number): Promise<void> {
  const db = await getDb();
  await db.update(authSessions).set({ revokedAt: sql`now()` }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Swaps a refresh token for new tokens; the old pair stops working. A refresh token used twice
 * means it leaked: every session of that user is revoked.
 */
export async function rotateRefreshToken(refreshToken: string, context: SessionContext): Promise<IssuedTokens | undefined> {
  if (!refreshToken || refreshToken.length > 200) return undefined;
  const db = await getDb();
  const [session] = await db.select().from(authSessions).where(eq(authSessions.refreshTokenHash, sha256(refreshToken))).limit(1);
  if (!session) return undefined;
  if (session.revokedAt) {
    await db.update(authSessions).set({ revokedAt: sql`now()` }).where(and(eq(authSessions.userId, session.userId), isNull(authSessions.revokedAt)));
    return undefined;
  }
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt), sql`${authSessions.refreshExpiresAt} > now()`))
    .returning({ id: authSessions.id });
  if (!revoked.length) return undefined;
  return createSession(session.userId, context);
}
