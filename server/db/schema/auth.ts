// Signing in and keeping abuse out: one-time codes, sessions, rate limits, spent captchas.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt, belongsTo } from "./columns";
import { users } from "./accounts";

/** One-time codes sent by SMS: stored hashed, bound to number and purpose, single use. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: id(),
    mobile: text("mobile").notNull(),
    /** login | register | set-password */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** What the request carried to apply on success (e.g. a chosen password's hash, names). */
    payload: jsonb("payload")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_mobile_purpose_idx").on(t.mobile, t.purpose)],
);

/** A signed-in device: access and refresh tokens (hashed), revocable, rotated on refresh. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    userId: belongsTo("user_id", () => users.id),
    accessTokenHash: text("access_token_hash").notNull().unique(),
    refreshTokenHash: text("refresh_token_hash").notNull().unique(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    clientId: text("client_id").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The refresh token this one replaced: presenting it again (after a short grace) means it leaked. */
    previousRefreshTokenHash: text("previous_refresh_token_hash"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** Set when an admin signed in as this user for support ('login as'): who is really at the keyboard. */
    impersonatorId: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("auth_sessions_user_idx").on(t.userId),
    index("auth_sessions_previous_refresh_idx").on(t.previousRefreshTokenHash),
  ],
);

/** Fixed-window counters for rate limits when no Redis is configured (shared by all instances on one database). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Proof-of-work captcha challenges already spent (by signature), so each solves one form once. */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
});
