// The queue as CSV: a byte-order mark and Persian headers for Excel, Jalali dates, the queue's
// filters and the reviewer's scope applied, formulas defused, and every row across the streamed
// batches exactly once.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/v1/admin/requests/export/route";
import { requests } from "@/server/db/schema";
import { withFreshDatabase } from "../../support/database";
import { bearer, getFrom } from "../../support/http";
import { staffAccount, storeRequest, type Account } from "../../support/staff";

const MANY = 1203;

describe("exporting a queue as CSV", () => {
  const database = withFreshDatabase();
  let admin: Account;
  let ideaReviewer: Account;

  beforeAll(async () => {
    const db = database.handle().db;
    admin = await staffAccount(db, "admin");
    ideaReviewer = await staffAccount(db, "reviewer", ["idea"]);
    await storeRequest(db, {
      kind: "idea",
      fullName: '=HYPERLINK("http://evil.example")',
      mobile: "09134445566",
      createdAt: new Date("2026-03-21T08:30:00Z"),
    });
    await storeRequest(db, {
      kind: "idea",
      fullName: "علی, «رضایی»",
      mobile: "09134445567",
      createdAt: new Date("2026-03-22T08:30:00Z"),
    });
    const rows = Array.from({ length: MANY }, (_, i) => ({
      kind: "contact",
      trackingCode: `AVX-BULK-${String(i).padStart(5, "0")}`,
      mobile: "09130000000",
      fullName: `پیام ${i}`,
      payload: {},
    }));
    for (let i = 0; i < rows.length; i += 400) await db.insert(requests).values(rows.slice(i, i + 400));
  });

  const csvOf = async (account: Account, query = "") => {
    const response = await getFrom(exportCsv, query, { path: "admin/requests/export", headers: bearer(account.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="avinox-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { bytes, lines: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).split("\r\n").filter(Boolean) };
  };

  it("starts with a BOM and Persian column names; dates are Jalali; a formula is defused; commas are quoted", async () => {
    const { bytes, lines } = await csvOf(ideaReviewer, "?sort=oldest");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe("\uFEFFکد پیگیری,نوع درخواست,موضوع,وضعیت,نام,موبایل,تاریخ ثبت,آخرین تغییر,مسئول,آخرین تماس");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `,ثبت ایده,,دریافت شد,"'=HYPERLINK(""http://evil.example"")",09134445566,۱۴۰۵/۰۱/۰۱ ۱۲:۰۰,`,
    );
    expect(lines[2]).toContain(',"علی, «رضایی»",');
  });

  it("an admin's export holds every row of the filtered queue once, across the streamed batches", async () => {
    const { lines } = await csvOf(admin, "?kind=contact");
    const codes = lines.slice(1).map((l) => l.split(",")[0]);
    expect(codes).toHaveLength(MANY);
    expect(new Set(codes).size).toBe(MANY);
    expect(codes[0]).toBe(`AVX-BULK-${String(MANY - 1).padStart(5, "0")}`);
    // A reviewer of ideas gets none of them, whatever it asks for.
    expect((await csvOf(ideaReviewer, "?kind=contact")).lines).toHaveLength(1);
  });
});
