// The SMS log.
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { id, createdAt, mentions } from "./columns";
import { users } from "./accounts";

/** Every SMS the site tried to send, and whether the SMS budget let it go (no message text kept). */
export const smsLog = pgTable(
  "sms_log",
  {
    id: id(),
    mobile: text("mobile").notNull(),
    /** otp | notice | status */
    kind: text("kind").notNull(),
    /** sent | skipped | failed */
    outcome: text("outcome").notNull(),
    /** Which budget refused it (number-hour, number-day, account, address, global), or the failure. */
    reason: text("reason"),
    userId: mentions("user_id", () => users.id),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("sms_log_mobile_idx").on(t.mobile, t.createdAt), index("sms_log_created_idx").on(t.createdAt)],
);
