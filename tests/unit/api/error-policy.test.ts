// What a call that gets no answer, or no answer in time, means (SPEC §8, issue 10 item 6), against
// real sockets: a closed port, a listener that hangs up, and one that never says a word. A page
// rendered on the server shows the 503 or 504 screen; a call from a page already on screen keeps
// SPEC's manners (no answer: a toast; time-out: only logged).
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isNoResponseError, statusFromError } from "@/lib/api/api-error";
import { createApiClient } from "@/lib/api/client";
import { contractHeaders } from "@/lib/api/headers";
import { failure } from "../../support/api-errors";
import { statusMessages } from "@/shared/status-messages";

type Listener = { url: string; close: () => Promise<void> };

/** A TCP listener that does `onSocket` with each connection. */
async function listener(onSocket: (socket: net.Socket) => void): Promise<Listener> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let closedPort: string;
let hangsUp: Listener;
let silent: Listener;

beforeAll(async () => {
  // A port that was just free and is closed again: connections are refused.
  const once = await listener(() => {});
  closedPort = once.url;
  await once.close();
  hangsUp = await listener((socket) => socket.once("data", () => socket.destroy()));
  silent = await listener(() => {});
});
afterAll(async () => {
  await hangsUp.close();
  await silent.close();
});

function client(baseURL: string, timeout?: number) {
  const notify = vi.fn();
  const log = vi.fn();
  const api = createApiClient({
    baseURL,
    timeout,
    headers: contractHeaders(""),
    sessionSent: () => false,
    notify,
    log,
  });
  return { api, notify, log };
}

describe("a page rendered on the server", () => {
  it("shows the 503 screen with SPEC's 'no response' sentence when the API refuses the connection", async () => {
    const { api, notify } = client(closedPort);
    const error = await failure(api.get("/v1/event/index", { page: true }));
    expect(statusFromError(error)).toBe(503);
    expect(isNoResponseError(error)).toBe(true);
    expect(error.message).toBe("پاسخی از سرور دریافت نشد.");
    expect(notify).not.toHaveBeenCalled();
  });

  it("shows the 503 screen when the API hangs up without an answer", async () => {
    const error = await failure(client(hangsUp.url).api.get("/v1/event/index", { page: true }));
    expect(statusFromError(error)).toBe(503);
    expect(isNoResponseError(error)).toBe(true);
  });

  it("shows the 504 screen (SPEC: the 400 message) when the API does not answer in time", async () => {
    const { api, notify, log } = client(silent.url, 200);
    const error = await failure(api.get("/v1/event/index", { page: true }));
    expect(statusFromError(error)).toBe(504);
    expect(isNoResponseError(error)).toBe(false);
    expect(error.message).toBe(statusMessages(504).message);
    expect(error.message).toBe(statusMessages(400).message);
    expect(notify).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });
});

describe("a call from a page already on screen", () => {
  it("toasts 'no response' when the API cannot be reached, and names no status", async () => {
    const { api, notify } = client(closedPort);
    const error = await failure(api.post("/v1/contact-us/create", {}));
    expect(error.status).toBeUndefined();
    expect(error.digest).toBeUndefined();
    expect(notify).toHaveBeenCalledWith("پاسخی از سرور دریافت نشد.", "danger");
  });

  it("only logs a time-out", async () => {
    const { api, notify, log } = client(silent.url, 200);
    const error = await failure(api.get("/v1/event/index"));
    expect(error.ignored).toBe(true);
    expect(error.digest).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("API call timeout", expect.anything());
  });
});
