// Bearer tokens in logs (issue 35, item 4), end to end: a production server of this build (its own
// port and DATA_DIR, seeded) writes its log to stdout. A seat is freed at the event with the
// fewest seats left (its holder cancels their own registration), the first person waiting gets
// the SMS link, opens it in Chromium and accepts. The server's whole output (the request lines of
// both listeners: the visitor's page and accept, and the render's API call) names the offer's
// paths with [token] and never holds the token itself. tests/api/log-redaction.test.ts checks the
// same in-process on every test run; this one checks the real entry (server.mjs).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { E2E_PORT } from "./env";
import { freshMobile } from "./support";
import { startProductionServer, type ProductionServer } from "./production-server";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

// Past the ports of playwright.config.ts's servers and the other specs' own.
const PORT = E2E_PORT + 13;

type EventSummary = { id: number; slug: string; title: string; remaining_capacity: number };

/** A registration for the event, sent by a signed-in member (no captcha): its request id. */
async function register(
  server: ProductionServer,
  token: string,
  eventId: number,
  fullName: string,
  mobile: string,
  waitlist: boolean,
): Promise<number> {
  const response = await server.post(
    "event-attendance/create",
    { full_name: fullName, mobile, email: "", event_id: eventId, waitlist },
    { authorization: `Bearer ${token}` },
  );
  const answer = await response.text();
  expect(response.status, answer).toBe(201);
  return (JSON.parse(answer) as { id: number }).id;
}

/** The token of the seat-offer link in the latest SMS to this number, once it is in the outbox. */
async function offerTokenSentTo(dataDir: string, mobile: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => {
      const file = path.join(dataDir, "sms-outbox.jsonl");
      if (!fs.existsSync(file)) return undefined;
      token = fs
        .readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((message) => message.to === mobile)
        .map((message) => /\/events\/offer\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1])
        .filter(Boolean)
        .at(-1);
      return token;
    })
    .toBeTruthy();
  return token!;
}

test("a seat offer's token never reaches the production server's log", async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-log-redaction-"));
  const server = await startProductionServer({ port: PORT, dataDir, env: { SEED_ON_START: "1", LOG_LEVEL: "info" } });
  try {
    // The event with the fewest seats left is filled; its last seat is held by a member who then
    // cannot come, and one person waits.
    const registrar = await server.signIn(freshMobile());
    const upcoming = (await (await server.get("event/index?when=upcoming&per-page=50")).json()) as EventSummary[];
    const event = upcoming
      .filter((e) => e.remaining_capacity > 0)
      .sort((a, b) => a.remaining_capacity - b.remaining_capacity)[0]!;
    expect(event.remaining_capacity, "few enough seats to fill within the forms' hourly limit").toBeLessThan(25);
    const letters = "ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی";
    for (let i = 1; i < event.remaining_capacity; i++)
      await register(server, registrar, event.id, `مهمان ${letters[i % letters.length]}`, freshMobile(), false);
    const holderMobile = freshMobile();
    const holder = await server.signIn(holderMobile);
    const held = await register(server, holder, event.id, "سپیده کرمانی", holderMobile, false);
    const waitingMobile = freshMobile();
    await register(server, registrar, event.id, "نوید باقری", waitingMobile, true);

    // The holder cancels ("I cannot come"): the seat is offered by SMS to the person waiting.
    const cancelled = await server.post("user/requests/cancel", { id: held }, { authorization: `Bearer ${holder}` });
    expect(cancelled.status, await cancelled.text()).toBe(200);
    const token = await offerTokenSentTo(dataDir, waitingMobile);

    // They open the link in the browser and accept; then open it again.
    const link = `${server.base}/events/offer/${token}`;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: `جای خالی در «${event.title}»` })).toBeVisible();
    await page.getByRole("button", { name: "می‌آیم، جا را می‌خواهم" }).click();
    await expect(page.getByRole("heading", { name: "جای شما در رویداد قطعی شد" })).toBeVisible();
    await page.goto(`${link}?from=sms`);
    await expect(page.getByRole("heading", { name: "جای شما در رویداد قطعی شد" })).toBeVisible();

    // Every line is written once the server has stopped.
    await server.stop();
    const output = server.log();
    const paths = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => (JSON.parse(line) as { path?: string }).path)
      .filter((logged): logged is string => Boolean(logged));
    // The page's own read of the offer runs in process (render/in-process-api.ts), so it makes no
    // request line of its own; the page and the browser's accept do, with the token redacted.
    expect(paths).toEqual(
      expect.arrayContaining(["/events/offer/[token]", "/api/v1/event-seat-offers/[token]/accept"]),
    );
    expect(
      output.split("\n").filter((line) => line.includes(token)),
      "log lines holding the token",
    ).toEqual([]);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
