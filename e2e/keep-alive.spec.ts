// A proxy in front (nginx, deploy/nginx/avinox.conf) keeps its connections to the app open for
// up to 60 s between requests and sends the next request down one it believes is open. The app
// must not be the one to close it first: had it closed the connection at that moment, a POST
// would meet a reset nginx cannot retry, and the visitor would get a 502.
import http from "node:http";
import { expect, test } from "./test";
import { E2E_BASE_URL } from "./env";

test.beforeEach(({}, testInfo) =>
  test.skip(testInfo.project.name !== "desktop", "server behaviour, the same on every viewport"),
);

/** Past Node's default keep-alive time-out (5 s), well inside nginx's (60 s). */
const IDLE_MS = 6_500;

function get(agent: http.Agent, path: string) {
  return new Promise<{ status: number; keepAlive: string; reused: boolean }>((resolve, reject) => {
    const request = http.get(new URL(path, E2E_BASE_URL), { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          keepAlive: String(response.headers["keep-alive"] ?? ""),
          reused: request.reusedSocket,
        }),
      );
    });
    request.on("error", reject);
  });
}

test("an idle kept-alive connection is still open for the proxy's next request after several seconds", async () => {
  test.setTimeout(30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, "/api/v1/health");
    expect(first.status).toBe(200);
    // What the app tells a client about how long it keeps the connection: longer than nginx's 60 s.
    expect(Number(/timeout=(\d+)/.exec(first.keepAlive)?.[1])).toBeGreaterThan(60);

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const second = await get(agent, "/api/v1/health");
    expect(second.status).toBe(200);
    expect(second.reused, "the second request went down the first one's connection").toBe(true);
  } finally {
    agent.destroy();
  }
});
