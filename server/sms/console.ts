import "server-only";
// Development and tests: print the message and append it to DATA_DIR/sms-outbox.jsonl, which the
// browser tests read to sign in.
import fs from "node:fs/promises";
import path from "node:path";
import { log } from "@/server/log";
import type { SmsMessage, SmsProvider } from "./provider";

export function outboxPath(dataDir: string): string {
  return path.resolve(dataDir, "sms-outbox.jsonl");
}

export function consoleSms(dataDir: string): SmsProvider {
  return {
    name: "console",
    async send(message: SmsMessage) {
      // The developer reads the code here; a production log gets neither the number nor the text.
      if (process.env.NODE_ENV === "production") log.info("sms written to the outbox");
      else log.info(`sms to ${message.to}: ${message.text}`);
      await fs.mkdir(path.resolve(dataDir), { recursive: true });
      const line = JSON.stringify({
        to: message.to,
        text: message.text,
        code: message.code ?? null,
        at: new Date().toISOString(),
      });
      await fs.appendFile(outboxPath(dataDir), `${line}\n`, "utf8");
    },
  };
}
