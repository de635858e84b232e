// A fake API server (msw) for tests of the site's API client and channels.
import { setupServer, type SetupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** An msw server for the test file: a call nothing handles fails the test; handlers reset after each test. */
export function mockServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
