import "server-only";
// Configuration from environment variables, validated once with a clear message (DESIGN "Configuration").
// Every variable is listed with its default in .env.example.
import { z } from "zod";

const flag = <Fallback extends boolean | undefined>(fallback: Fallback) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .optional()
    .transform((v): boolean | Fallback =>
      v === undefined || v === "" ? fallback : v === "1" || v === "true" || v === "yes",
    );

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** The AUTH_SECRET that development runs with; production refuses to start with it. */
export const DEVELOPMENT_AUTH_SECRET = "avinox-development-auth-secret-change-me";

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  /** Folder of pg_dump and pg_restore for `npm run backup` / `restore` (default: found on PATH). */
  PG_BIN_DIR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * How long one database statement (and the wait for a connection) may take before the request
   * answers 503: a database that hangs must not hang the site (issue 15).
   */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1500),
  /** Where uploaded files are kept: DATA_DIR/uploads, or the database, which every instance reads (default: database with DATABASE_URL). */
  UPLOAD_STORAGE: z
    .enum(["disk", "database", ""])
    .optional()
    .transform((v) => v || undefined),
  /** Seed demo content into an empty database at start: on by default outside production only. */
  SEED_ON_START: flag(undefined),
  SITE_URL: z.url().default("http://localhost:3000"),
  API_INTERNAL_URL: optionalUrl,
  /** How long a server render waits for the API before it shows the 504 screen. */
  API_INTERNAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CLIENT_SECRET: z.string().min(8).default("avinox-web-client-secret"),
  /** Signs one-time codes and tokens' hashes; must be set to a long random value in production. */
  AUTH_SECRET: z.string().min(16).default(DEVELOPMENT_AUTH_SECRET),
  OTP_CODE_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
  /** Seconds a code stays valid, which is also the wait before another can be sent. */
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(120),
  /** Codes one number may be sent in an hour from one network (or one device it was signed in on before). */
  OTP_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Codes one network may ask for in an hour, whatever the numbers. */
  OTP_MAX_PER_NETWORK_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Code requests for one number in an hour before each further one needs a fresh captcha (none from a device it signed in on before). */
  OTP_FREE_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** A network is an IPv4 address, or an IPv6 address's prefix of this many bits: every per-address limit counts networks. */
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(16).max(128).default(64),
  /** The SMS budget (server/sms/budget): every message the site sends counts against each. */
  SMS_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_MAX_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).default(10),
  SMS_MAX_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** One network's share of the daily ceiling. */
  SMS_MAX_PER_NETWORK_PER_DAY: z.coerce.number().int().min(1).default(30),
  SMS_MAX_PER_DAY: z.coerce.number().int().min(1).default(1000),
  /** Percent of SMS_MAX_PER_DAY kept for sign-in codes to staff and to numbers that have signed in before. */
  SMS_RESERVE_PERCENT: z.coerce.number().min(0).max(90).default(20),
  /** Proxies whose X-Forwarded-For counts (CIDRs, `loopback`, `private`), or how many stand in front. Read by server.mjs. */
  TRUSTED_PROXIES: z.string().optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Minutes to an hour: the web client refreshes it silently with the refresh token. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** A session not used for this many days ends. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMS_PROVIDER: z.enum(["console", "kavenegar", "smsir"]).optional(),
  SMS_ALLOW_CONSOLE_IN_PRODUCTION: flag(false),
  SMS_API_KEY: z.string().optional(),
  /** Kavenegar verify template / sms.ir template id for the code message. */
  SMS_TEMPLATE: z.string().optional(),
  /** Template for request confirmations (tracking codes). */
  SMS_NOTICE_TEMPLATE: z.string().optional(),
  /** Base URL of the SMS gateway (tests point it at a local server). */
  SMS_BASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  // Read by entry/log.mjs; listed here so a misspelt level stops the start with its name.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PANEL_ACCOUNT_URL: optionalUrl,
  /** Unset: the default magazine; set but empty: no magazine (no menu link, /magazine is a 404). */
  MAGAZINE_URL: z
    .string()
    .trim()
    .default("https://mag.avinox.ir")
    .transform((v) => v || undefined)
    .pipe(z.url().optional()),
  MAP_PING_URL: optionalUrl,
  /** Outgoing mail for staff alerts and digests: smtp://user:pass@host:587 or smtps://… (unset: console outbox outside production, none in production). */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().default("آوینوکس <no-reply@avinox.ir>"),
  /** How reviewers hear of a new request of their kinds: email (when they have an address and mail is configured, else SMS), sms, or off. */
  STAFF_ALERTS: z.enum(["email", "sms", "off"]).default("email"),
  /** The hour (Tehran time, 0–23) the daily digest of waiting requests goes to reviewers; empty: no digest. */
  STAFF_DIGEST_HOUR: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().int().min(0).max(23).optional()),
  /** How long (minutes) an SMS link holds a freed event seat for the next person on the waiting list before it passes on. */
  EVENT_SEAT_HOLD_MINUTES: z.coerce.number().positive().max(10080).default(120),
  /** Browser tests only: serves /csp-probe-page, a page with an inline script the site did not write (the CSP must stop it). */
  E2E_TEST_ROUTES: flag(false),
  /** Staff tools send it as X-Staff-Key to read any request's files; unset disables staff access. */
  STAFF_API_KEY: z.string().min(24).optional(),
});

/** `none`: production with no SMS gateway configured; sign-in answers 503 until one is. */
export type SmsProviderName = "console" | "kavenegar" | "smsir" | "none";
export type UploadStorageKind = "disk" | "database";
export type ServerEnv = Omit<z.infer<typeof serverSchema>, "SEED_ON_START" | "UPLOAD_STORAGE"> & {
  smsProvider: SmsProviderName;
  SEED_ON_START: boolean;
  UPLOAD_STORAGE: UploadStorageKind;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a given environment; throws an EnvError naming each bad variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid configuration (see .env.example):\n${lines.join("\n")}`);
  }
  const env = result.data;
  const production = env.NODE_ENV === "production" && source.NEXT_PHASE !== "phase-production-build";
  const smsProvider: SmsProviderName = env.SMS_PROVIDER ?? (production ? "none" : "console");
  const problems: string[] = [];
  if (production && smsProvider === "console" && !env.SMS_ALLOW_CONSOLE_IN_PRODUCTION) {
    problems.push(
      "  SMS_PROVIDER: console only prints codes; refused in production unless SMS_ALLOW_CONSOLE_IN_PRODUCTION=1",
    );
  }
  if ((smsProvider === "kavenegar" || smsProvider === "smsir") && (!env.SMS_API_KEY || !env.SMS_TEMPLATE)) {
    problems.push(`  SMS_API_KEY, SMS_TEMPLATE: required for SMS_PROVIDER=${smsProvider}`);
  }
  if (production && (env.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET || env.AUTH_SECRET.length < 32)) {
    problems.push(
      "  AUTH_SECRET: set a long random value (32+ characters) in production, e.g. `openssl rand -base64 48`",
    );
  }
  if (production && !source.SITE_URL?.trim()) {
    problems.push(
      "  SITE_URL: the site's public address is required in production (canonical links, sitemap, cookies), e.g. https://avinox.ir",
    );
  }
  if (env.SMS_MAX_PER_NETWORK_PER_DAY >= smsOpenShare(env)) {
    problems.push(
      `  SMS_MAX_PER_NETWORK_PER_DAY: one network may spend only a share of the daily ceiling; keep it under ${smsOpenShare(env)} (SMS_MAX_PER_DAY less SMS_RESERVE_PERCENT)`,
    );
  }
  if (problems.length) throw new EnvError(`Invalid configuration (see .env.example):\n${problems.join("\n")}`);
  // Demo content is for development; production seeds only when SEED_ON_START=1 says so.
  // Several instances share one PostgreSQL database but not one disk: uploads go where all of them read.
  const UPLOAD_STORAGE: UploadStorageKind = env.UPLOAD_STORAGE ?? (env.DATABASE_URL ? "database" : "disk");
  return { ...env, SEED_ON_START: env.SEED_ON_START ?? !production, UPLOAD_STORAGE, smsProvider };
}

/** How much of the daily SMS ceiling any message may use; the rest is the reserve (SMS_RESERVE_PERCENT). */
export function smsOpenShare(env: Pick<ServerEnv, "SMS_MAX_PER_DAY" | "SMS_RESERVE_PERCENT">): number {
  return Math.max(1, Math.floor((env.SMS_MAX_PER_DAY * (100 - env.SMS_RESERVE_PERCENT)) / 100));
}

let cached: ServerEnv | undefined;

/** The validated server configuration of this process. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
