// What the mentor request tests (tests/api/mentor-requests.test.ts, mentor-advice-requests.test.ts)
// share: a database seeded with the site's mentors, an SMS outbox, the seeded categories and a
// shown and a hidden mentor, and the columns a stored request is read back by (as StoredRequest).
import { eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { mentorCategories, mentors } from "@/server/db/schema";
import { seedMentors } from "@/server/seed/mentors";
import { setSmsProvider } from "@/server/sms";
import type { SmsMessage } from "@/server/sms/provider";
import { withFreshDatabase } from "./database";

export const COLUMNS = ["kind", "payload", "subject_id", "subject_title", "user_id", "mobile", "full_name"];

/** A fresh database with the mentors seeded (inside a `describe`), the SMS sent, and the ids read. */
export function mentorRequestsSetup() {
  const database = withFreshDatabase();
  const sms: SmsMessage[] = [];
  const seeded = { categoryId: 0, legalCategoryId: 0, mentor: { id: 0, name: "" }, hiddenMentorId: 0 };

  beforeAll(async () => {
    setSmsProvider({ name: "test", send: async (m) => void sms.push(m) });
    const db = database.handle().db;
    await seedMentors(db);
    const categories = await db.select().from(mentorCategories);
    seeded.categoryId = categories.find((c) => c.slug === "product")!.id;
    seeded.legalCategoryId = categories.find((c) => c.slug === "legal")!.id;
    const [shown] = await db
      .select({ id: mentors.id, name: mentors.name })
      .from(mentors)
      .where(eq(mentors.status, "published"))
      .limit(1);
    const [hidden] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.status, "draft")).limit(1);
    seeded.mentor = shown!;
    seeded.hiddenMentorId = hidden!.id;
    return () => setSmsProvider(undefined);
  });

  return { database, sms, seeded };
}
