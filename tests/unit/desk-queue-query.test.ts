// The queue's URL state → the admin API's query: the periods count back from today in Tehran, and
// "this week" starts on Saturday (the dashboard's week, so its figures and the queue agree).
import { describe, expect, it } from "vitest";
import { queueApiQuery, readQueueState } from "@/app/(desk)/admin/requests/queue-query";

const admin = { role: "admin" as const, kinds: [] };
const fromOf = (period: string, today: string) => queueApiQuery(readQueueState({ period }, admin), today).from;

describe("the queue's periods", () => {
  it("starts this week on Saturday, whatever day today is", () => {
    expect(fromOf("week", "2026-11-21")).toBe("2026-11-21"); // Saturday
    expect(fromOf("week", "2026-11-23")).toBe("2026-11-21"); // Monday
    expect(fromOf("week", "2026-11-27")).toBe("2026-11-21"); // Friday
  });

  it("counts today and the last 7 and 30 days with today included", () => {
    expect(fromOf("today", "2026-11-23")).toBe("2026-11-23");
    expect(fromOf("7d", "2026-11-23")).toBe("2026-11-17");
    expect(fromOf("30d", "2026-11-23")).toBe("2026-10-25");
    expect(fromOf("year", "2026-11-23")).toBeUndefined();
  });

  it("keeps «my queue» (assignee=me) for the API", () => {
    expect(queueApiQuery(readQueueState({ assignee: "me" }, admin), "2026-11-23").assignee).toBe("me");
  });
});
