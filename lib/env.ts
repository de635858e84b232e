// Configuration from environment variables, validated once with a clear message (DESIGN "Configuration").
// Every variable is listed with its default in .env.example.
import { z } from "zod";

const flag = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "1" || v === "true" || v === "yes"));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().trim().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://"),
  SEED_ON_START: flag(true),
  SITE_URL: z.url().default("http://localhost:3000"),
  API_INTERNAL_URL: optionalUrl,
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CLIENT_SECRET: z.string().min(8).default("avinox-web-client-secret"),
  REDIS_URL: optionalUrl,
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().optional(),
  PANEL_ACCOUNT_URL: optionalUrl,
  MAGAZINE_URL: z.url().default("https://mag.avinox.ir"),
  MAP_PING_URL: optionalUrl,
});

export type ServerEnv = z.infer<typeof serverSchema>;

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
  return result.data;
}

let cached: ServerEnv | undefined;

/** The validated server configuration of this process. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/** Values the browser may see: read through literal `process.env.NEXT_PUBLIC_*` so Next inlines them. */
export const publicEnv = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || undefined,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
  siteUrl: process.env.NEXT_PUBLIC_SITE_URL || undefined,
} as const;
