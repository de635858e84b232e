import "server-only";
// Captchas for anonymous forms, drawn here as SVG: five digits, each turned and shifted, over
// noise. Stored as an HMAC; each one is checked once (right or wrong) and expires in 10 minutes.
import { randomInt, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { serverEnv } from "@/lib/env";
import { toLatinDigits } from "@/lib/format/digits";
import { hmac, randomCode, safeEqualHex } from "@/server/auth/crypto";
import { getDb } from "@/server/db/client";
import { captchas } from "@/server/db/schema";

export const CAPTCHA_TTL_SECONDS = 600;
const LENGTH = 5;

const hashOf = (id: string, answer: string) => hmac(serverEnv().AUTH_SECRET, `captcha:${id}:${answer}`);

export function drawCaptcha(answer: string): string {
  const width = 180;
  const height = 60;
  const noise = Array.from({ length: 7 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${["7ae9a8", "15803d", "94a3b8", "f59e0b"][randomInt(0, 4)]}" stroke-width="${randomInt(1, 3)}"/>`;
  }).join("");
  const dots = Array.from({ length: 40 }, () => `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="1.2" fill="#64748b"/>`).join("");
  const glyphs = [...answer]
    .map((digit, i) => {
      const x = 22 + i * 32 + randomInt(-4, 5);
      const y = 40 + randomInt(-6, 7);
      return `<text x="${x}" y="${y}" transform="rotate(${randomInt(-25, 26)} ${x} ${y})" font-family="monospace" font-size="${randomInt(28, 36)}" font-weight="700" fill="#0f532d">${digit}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#effdf4"/>${dots}${glyphs}${noise}</svg>`;
}

export async function createCaptcha(): Promise<{ id: string; image: string; expires_in: number }> {
  const id = randomUUID();
  const answer = randomCode(LENGTH);
  const db = await getDb();
  await db.insert(captchas).values({ id, answerHash: hashOf(id, answer), expiresAt: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})` });
  // Old captchas are not worth keeping.
  await db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 day'`);
  const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(answer)).toString("base64")}`;
  return { id, image, expires_in: CAPTCHA_TTL_SECONDS };
}

/** Spends a captcha: true only for the right answer, the first time, before it expires. */
export async function checkCaptcha(id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || id.length > 64) return false;
  const db = await getDb();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), sql`${captchas.expiresAt} > now()`))
    .returning();
  if (!row) return false;
  return safeEqualHex(row.answerHash, hashOf(id, toLatinDigits(answer).trim()));
}
