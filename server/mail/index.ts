import "server-only";
// Outgoing e-mail (staff alerts and digests) through nodemailer: SMTP when SMTP_URL is set;
// outside production without it, nodemailer's JSON transport builds the message and it is
// appended to DATA_DIR/mail-outbox.jsonl (like the SMS outbox); in production without it, no mail.
import fs from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { serverEnv } from "@/server/env";
import { log } from "@/server/log";

export type MailMessage = { to: string; subject: string; text: string };

export interface Mailer {
  readonly name: "smtp" | "console";
  send(message: MailMessage): Promise<void>;
}

export function mailOutboxPath(dataDir: string): string {
  return path.resolve(dataDir, "mail-outbox.jsonl");
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

function consoleMailer(dataDir: string, from: string): Mailer {
  const transport = createTransport({ jsonTransport: true });
  return {
    name: "console",
    async send(message) {
      await transport.sendMail({ from, ...message });
      if (process.env.NODE_ENV === "production") log.info("mail written to the outbox");
      else log.info(`mail to ${message.to}: ${message.subject}`);
      await fs.mkdir(path.resolve(dataDir), { recursive: true });
      await fs.appendFile(
        mailOutboxPath(dataDir),
        `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`,
        "utf8",
      );
    },
  };
}

let current: Mailer | null | undefined;

/** This process's mailer, or null when no mail can be sent. */
export function mailer(): Mailer | null {
  if (current !== undefined) return current;
  const env = serverEnv();
  if (env.SMTP_URL) current = smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  else current = env.NODE_ENV === "production" ? null : consoleMailer(env.DATA_DIR, env.MAIL_FROM);
  return current;
}

/** Tests swap in a mailer (or null for none); undefined goes back to the configured one. */
export function setMailer(next: Mailer | null | undefined): void {
  current = next;
}
