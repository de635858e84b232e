import "server-only";
// Sessions: one row per device sign-in, holding the hashes of its current access and refresh
// tokens. Access tokens are short (ACCESS_TOKEN_TTL_SECONDS) and the web client refreshes them
// silently; the refresh token rotates in place (server/auth/rotation), so a row keeps its id for
// as long as the device stays signed in. A session unused for SESSION_IDLE_DAYS ends; a year after
// sign-in it ends regardless.
import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { serverEnv } from "@/server/env";
import { getDb } from "@/server/db/client";
import { authSessions, users } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { LOGIN_AS_SECONDS } from "@/shared/impersonation";
import { randomToken, sha256 } from "./crypto";

export const REFRESH_TTL_SECONDS = 365 * 24 * 3600;
/** `last_used_at` is written at most this often per session, not on every request. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export type IssuedTokens = { access_token: string; refresh_token: string; expires_in: number };
export type SessionContext = { clientId: string; userAgent?: string | null; ip?: string | null };
export type User = typeof users.$inferSelect;
export type Session = typeof authSessions.$inferSelect;

export const accessTtlSeconds = () => serverEnv().ACCESS_TOKEN_TTL_SECONDS;

/** Not revoked, not past its absolute end, and used within the idle window. */
export function liveSession(): SQL {
  return and(
    isNull(authSessions.revokedAt),
    sql`${authSessions.refreshExpiresAt} > now()`,
    sql`${authSessions.lastUsedAt} > now() - make_interval(days => ${serverEnv().SESSION_IDLE_DAYS})`,
  )!;
}

/** A fresh access and refresh token pair with the column values that store it. */
export function newTokenPair() {
  const access = randomToken();
  const refresh = randomToken();
  const ttl = accessTtlSeconds();
  return {
    tokens: { access_token: access, refresh_token: refresh, expires_in: ttl } satisfies IssuedTokens,
    columns: {
      accessTokenHash: sha256(access),
      refreshTokenHash: sha256(refresh),
      accessExpiresAt: sql`now() + make_interval(secs => ${ttl})`,
    },
  };
}

export async function createSession(userId: number, context: SessionContext): Promise<IssuedTokens> {
  const db = await getDb();
  const { tokens, columns } = newTokenPair();
  await db.insert(authSessions).values({
    userId,
    ...columns,
    refreshExpiresAt: sql`now() + make_interval(secs => ${REFRESH_TTL_SECONDS})`,
    clientId: context.clientId,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    ip: context.ip ?? null,
  });
  return tokens;
}

/**
 * An admin's support session in a user's account ('login as'): it names the admin, and it ends
 * LOGIN_AS_SECONDS after it starts (rotation keeps that end), so it never becomes a long sign-in.
 */
export async function createImpersonatedSession(
  db: Database,
  userId: number,
  impersonatorId: number,
  context: SessionContext,
): Promise<IssuedTokens & { session: Session }> {
  const { tokens, columns } = newTokenPair();
  const [session] = await db
    .insert(authSessions)
    .values({
      userId,
      impersonatorId,
      ...columns,
      accessExpiresAt: sql`now() + make_interval(secs => ${Math.min(tokens.expires_in, LOGIN_AS_SECONDS)})`,
      refreshExpiresAt: sql`now() + make_interval(secs => ${LOGIN_AS_SECONDS})`,
      clientId: context.clientId,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
      ip: context.ip ?? null,
    })
    .returning();
  return { ...tokens, expires_in: Math.min(tokens.expires_in, LOGIN_AS_SECONDS), session: session! };
}

/**
 * A new refresh token for a live session whose refresh cookie the caller cannot present (the admin
 * API does not receive it): the session keeps its id and access token; the old refresh token stops
 * working (as unknown, not as a leak).
 */
export async function reissueRefreshToken(db: Database, sessionId: number): Promise<string | undefined> {
  const refresh = randomToken();
  const updated = await db
    .update(authSessions)
    .set({ refreshTokenHash: sha256(refresh) })
    .where(and(eq(authSessions.id, sessionId), liveSession()))
    .returning({ id: authSessions.id });
  return updated.length ? refresh : undefined;
}

/** The user and session an access token belongs to, while it is valid and its session lives. */
export async function authenticateToken(accessToken: string): Promise<{ user: User; session: Session } | undefined> {
  if (!accessToken || accessToken.length > 200) return undefined;
  const db = await getDb();
  const [row] = await db
    .select({
      user: users,
      session: authSessions,
      stale: sql<boolean>`${authSessions.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.accessTokenHash, sha256(accessToken)),
        sql`${authSessions.accessExpiresAt} > now()`,
        liveSession(),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (row.stale) {
    await db
      .update(authSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(authSessions.id, row.session.id),
          sql`${authSessions.lastUsedAt} < now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`,
        ),
      );
  }
  return { user: row.user, session: row.session };
}

/** The live session a token names, without checking the access token's own expiry or rotating anything. */
async function liveSessionByTokenHash(
  column: typeof authSessions.accessTokenHash | typeof authSessions.refreshTokenHash,
  token: string,
): Promise<Session | undefined> {
  if (!token || token.length > 200) return undefined;
  const db = await getDb();
  const [session] = await db
    .select()
    .from(authSessions)
    .where(and(eq(column, sha256(token)), liveSession()))
    .limit(1);
  return session;
}

/** The live session an access token names, even when the token itself has expired (logout). */
export const sessionOfAccessToken = (accessToken: string) =>
  liveSessionByTokenHash(authSessions.accessTokenHash, accessToken);

/** The live session a current refresh token names, without rotating it. */
export const sessionOfRefreshToken = (refreshToken: string) =>
  liveSessionByTokenHash(authSessions.refreshTokenHash, refreshToken);

export async function revokeSession(sessionId: number, db?: Database): Promise<void> {
  await (db ?? (await getDb()))
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user, but `exceptSessionId` (the caller's own, when it stays). */
export async function revokeUserSessions(userId: number, exceptSessionId?: number): Promise<void> {
  const db = await getDb();
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(authSessions.id, exceptSessionId),
      ),
    );
}

/** Ends one of the user's own live sessions; false when there is no such session of theirs. */
export async function revokeOwnSession(userId: number, sessionId: number): Promise<boolean> {
  const db = await getDb();
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), liveSession()))
    .returning({ id: authSessions.id });
  return ended.length > 0;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(userId: number): Promise<Session[]> {
  const db = await getDb();
  return db
    .select()
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), liveSession()))
    .orderBy(desc(authSessions.lastUsedAt), desc(authSessions.id));
}
