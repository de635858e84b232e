// The figures the bench printed before issue 11, kept without a budget of their own: the sign-in
// API under 20 clients, three oversized uploads and the server's memory, and the time from a
// submitted number to the code screen.
import { run } from "./load.mjs";
import { outboxCodes } from "./server.mjs";

export async function signInApi(server, total = 400) {
  const base = server.base;
  const numbers = Array.from({ length: total }, (_, i) => `0919${String(1_000_000 + i).slice(-7)}`);
  let next = 0;
  const login = await run({
    url: `${base}/api/v1/security/login`,
    connections: 20,
    amount: total,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ number: numbers[next++ % total] }) }),
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 300));
  const codes = outboxCodes(server.dataDir);
  let i = 0;
  const validate = await run({
    url: `${base}/api/v1/security/validate-login`,
    connections: 20,
    amount: total,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          const number = numbers[i++ % total];
          return {
            ...req,
            body: JSON.stringify({
              number,
              code: codes.get(number),
              client_id: "web",
              client_secret: process.env.CLIENT_SECRET || "avinox-web-client-secret",
            }),
          };
        },
      },
    ],
  });
  return [
    `Sign-in API, 20 concurrent clients, ${total} requests each:`,
    ...[
      ["POST /security/login", login],
      ["POST /security/validate-login", validate],
    ].map(
      ([call, r]) =>
        `  ${call.padEnd(32)} p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${r["2xx"]} ok, ${r.non2xx} other)`,
    ),
  ].join("\n");
}

/** Three oversized anonymous uploads at once, streamed without a length: refused, memory flat. */
export async function oversizedUploads(server, megabytes = 60, parallel = 3) {
  const before = server.rssMiB();
  const upload = async () => {
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(65);
    const body = new ReadableStream({
      pull(controller) {
        if (sent >= megabytes * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    const response = await fetch(`${server.base}/api/v1/job-resume/create`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    }).catch(() => undefined);
    return { status: response?.status ?? "reset", ms: performance.now() - started };
  };
  const results = await Promise.all(Array.from({ length: parallel }, upload));
  return `${parallel} × ${megabytes} MB uploads at once (no Content-Length): ${results.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(", ")}; server RSS ${before.toFixed(0)} → ${server.rssMiB().toFixed(0)} MiB`;
}

export async function numberToCodeScreen(base, rounds = 5) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const times = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${base}/events`);
      // The page's scripts start after its first paint (entry/scripts-after-paint.mjs), later
      // than the load event here: before they run, the link opens the /auth page, not the dialog.
      await page.waitForFunction(() => "next" in window);
      await page.getByRole("link", { name: "ورود | ثبت‌نام" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("شماره موبایل").fill(`0918${String(2_000_000 + round).slice(-7)}`);
      const started = performance.now();
      await dialog.getByRole("button", { name: "دریافت کد ورود" }).click();
      await dialog.getByLabel("کد تایید").waitFor();
      times.push(performance.now() - started);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return `Number submitted → code screen (Chromium, 390 px, ${rounds} rounds): median ${times[Math.floor(times.length / 2)].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)})`;
}
