// Two instances' shared caches (entry/response-cache.mjs) kept in step through a real
// redis-server (entry/cache-broadcast.mjs): a write on one drops the page on the other, a
// render under way there when the write arrives is not kept, and Redis going away breaks nothing.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectCacheBroadcast, RECONNECT_MAX_DELAY_MS } from "@/entry/cache-broadcast.mjs";
import { createResponseCache, type ResponseCache } from "@/entry/response-cache.mjs";
import { EVENT_WAIT_MS } from "../support/clock-waits";

const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
const quiet = { info: () => {}, warn: () => {} };

let redis: ChildProcess | undefined;
let redisPort = 0;
let dir = "";
const closers: Array<() => unknown> = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts redis-server and waits until it takes connections (as long as a busy machine needs, up to EVENT_WAIT_MS). */
async function startRedis(): Promise<void> {
  const server = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(redisPort), "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: "ignore" },
  );
  redis = server;
  const giveUpAt = Date.now() + EVENT_WAIT_MS;
  while (Date.now() < giveUpAt && server.exitCode === null) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net
        .connect(redisPort, "127.0.0.1", () => resolve(socket.end() && true))
        .on("error", () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("redis-server did not start");
}

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once("exit", resolve));
  redis.kill("SIGKILL");
  await exited;
}

/** One instance: its cache in front of a stand-in for Next that shows `state.seats`, connected to the others. */
async function instance(state: { seats: number }, gate?: { began: () => void; wait: Promise<void> }) {
  const cache = createResponseCache({ enabled: true, ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 });
  const server = http.createServer((req, res) => {
    void cache.handle(req, res, async (watch) => {
      watch?.();
      const shown = state.seats;
      cache.marks()?.tags.add("event:1");
      if (gate) {
        gate.began();
        await gate.wait;
      }
      res.setHeader("Content-Type", "text/html");
      res.end(`<p>${shown}</p>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const broadcast = connectCacheBroadcast(cache, {
    url: `redis://127.0.0.1:${redisPort}`,
    log: quiet,
    channel: `test:${redisPort}`,
  });
  closers.push(
    () => server.close(),
    () => broadcast.close(),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async () => {
    const response = await fetch(`${base}/events/a`);
    return { cache: response.headers.get("x-cache"), body: await response.text() };
  };
  return { cache, get };
}

/**
 * Waits until the cache has applied `count` invalidations (its own or another instance's). After
 * Redis comes back, an instance may be in its longest wait before the next reconnection attempt,
 * so the wait covers that plus as long as a busy machine may take to connect and subscribe.
 */
async function invalidations(cache: ResponseCache, count: number): Promise<void> {
  await expect
    .poll(() => cache.stats().invalidated, { timeout: RECONNECT_MAX_DELAY_MS + EVENT_WAIT_MS, interval: 20 })
    .toBeGreaterThanOrEqual(count);
}

describe.skipIf(!hasRedis)("page-cache invalidations across instances through Redis", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avinox-redis-"));
    redisPort = await freePort();
    await startRedis();
  });
  afterAll(async () => {
    for (const close of closers.splice(0)) await close();
    await stopRedis();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a write on one instance drops the page on the other, and a render under way there is not kept", async () => {
    const state = { seats: 10 };
    let began = () => {};
    let release!: () => void;
    const gate = { began: () => began(), wait: Promise.resolve() };
    const a = await instance(state);
    const b = await instance(state, gate);
    // Each drops its cache once when it starts hearing (nothing it held can be trusted before).
    await invalidations(a.cache, 1);
    await invalidations(b.cache, 1);

    await b.get();
    expect(await b.get()).toEqual({ cache: "HIT", body: "<p>10</p>" });
    state.seats = 9;
    a.cache.invalidate(["event:1"]);
    await invalidations(b.cache, 2);
    expect(await b.get()).toEqual({ cache: "MISS", body: "<p>9</p>" });
    expect(await b.get()).toEqual({ cache: "HIT", body: "<p>9</p>" });

    // B renders from the old data; A's write arrives before the render ends.
    const rendering = new Promise<void>((resolve) => (began = resolve));
    gate.wait = new Promise<void>((resolve) => (release = resolve));
    b.cache.invalidate(["event:1"]);
    const slow = b.get();
    await rendering;
    state.seats = 8;
    a.cache.invalidate(["event:1"]);
    await invalidations(b.cache, 4);
    release();
    expect((await slow).body).toBe("<p>9</p>");
    gate.wait = Promise.resolve();
    expect(await b.get()).toEqual({ cache: "MISS", body: "<p>8</p>" });
  });

  it("with Redis gone both keep serving and their own writes still apply; back, each drops its cache once and hears again", async () => {
    const state = { seats: 20 };
    const a = await instance(state);
    const b = await instance(state);
    // Both hear before Redis goes: A's count below is its first hearing, its own write and its second.
    await invalidations(a.cache, 1);
    await invalidations(b.cache, 1);
    await b.get();
    await a.get();

    await stopRedis();
    state.seats = 19;
    a.cache.invalidate(["event:1"]);
    expect(await a.get()).toEqual({ cache: "MISS", body: "<p>19</p>" });
    // B missed the write: its copy stands until it expires, or until it hears again.
    expect(await b.get()).toEqual({ cache: "HIT", body: "<p>20</p>" });

    const before = b.cache.stats().invalidated;
    await startRedis();
    await invalidations(b.cache, before + 1);
    expect(await b.get()).toEqual({ cache: "MISS", body: "<p>19</p>" });
    await invalidations(a.cache, 3);
    state.seats = 18;
    a.cache.invalidate(["event:1"]);
    await invalidations(b.cache, before + 2);
    expect(await b.get()).toEqual({ cache: "MISS", body: "<p>18</p>" });
  }, 40_000);
});
