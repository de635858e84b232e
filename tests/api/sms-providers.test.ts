// The SMS gateways against a local HTTP server that checks each request's shape the way the real
// APIs document it, and the console provider's outbox file.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleSms, outboxPath } from "@/server/sms/console";
import { kavenegarSms } from "@/server/sms/kavenegar";
import { SmsUnavailableError } from "@/server/sms/provider";
import { smsirSms } from "@/server/sms/smsir";
import { makeTempDir } from "../support/temp-dir";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("kavenegar", () => {
  it("sends a code through verify/lookup with the key in the path and the template", async () => {
    reply = { status: 200, body: { return: { status: 200, message: "تایید شد" }, entries: [] } };
    const sms = kavenegarSms({ apiKey: "KEY123", template: "avinox-otp", baseUrl });
    await sms.send({ to: "09121234567", text: "کد: 123456", code: "123456", kind: "otp" });
    const request = seen.at(-1)!;
    const url = new URL(request.url, baseUrl);
    expect(request.method).toBe("POST");
    expect(url.pathname).toBe("/v1/KEY123/verify/lookup.json");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      receptor: "09121234567",
      template: "avinox-otp",
      token: "123456",
    });
  });

  it("sends a notice with the notice template and its tokens", async () => {
    const sms = kavenegarSms({ apiKey: "KEY123", template: "avinox-otp", noticeTemplate: "avinox-notice", baseUrl });
    await sms.send({ to: "09121234567", text: "کد پیگیری", kind: "notice", tokens: ["AVX-1234", "رزرو فضای کار"] });
    const url = new URL(seen.at(-1)!.url, baseUrl);
    expect(url.searchParams.get("template")).toBe("avinox-notice");
    expect(url.searchParams.get("token")).toBe("AVX-1234");
    // Kavenegar tokens may not contain spaces: they become half-spaces.
    expect(url.searchParams.get("token2")).toBe("رزرو‌فضای‌کار");
  });

  it("reports a refusal as SMS unavailable", async () => {
    reply = { status: 403, body: { return: { status: 403, message: "کلید نامعتبر" } } };
    const sms = kavenegarSms({ apiKey: "BAD", template: "t", baseUrl });
    await expect(sms.send({ to: "09121234567", text: "x", code: "1", kind: "otp" })).rejects.toBeInstanceOf(
      SmsUnavailableError,
    );
  });
});

describe("sms.ir", () => {
  it("sends a code through /v1/send/verify with x-api-key and the template's CODE parameter", async () => {
    reply = { status: 200, body: { status: 1, message: "موفق", data: { messageId: 1 } } };
    const sms = smsirSms({ apiKey: "SMSIR-KEY", templateId: "100200", baseUrl });
    await sms.send({ to: "09121234567", text: "کد: 654321", code: "654321", kind: "otp" });
    const request = seen.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/v1/send/verify");
    expect(request.headers["x-api-key"]).toBe("SMSIR-KEY");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request.body)).toEqual({
      mobile: "09121234567",
      templateId: 100200,
      parameters: [{ name: "CODE", value: "654321" }],
    });
  });

  it("reports a refusal as SMS unavailable", async () => {
    reply = { status: 200, body: { status: 0, message: "اعتبار کافی نیست" } };
    const sms = smsirSms({ apiKey: "K", templateId: "1", baseUrl });
    await expect(sms.send({ to: "09121234567", text: "x", code: "1", kind: "otp" })).rejects.toBeInstanceOf(
      SmsUnavailableError,
    );
  });

  it("reports an unreachable gateway as SMS unavailable", async () => {
    const sms = smsirSms({ apiKey: "K", templateId: "1", baseUrl: "http://127.0.0.1:9", timeoutMs: 500 });
    await expect(sms.send({ to: "09121234567", text: "x", code: "1", kind: "otp" })).rejects.toBeInstanceOf(
      SmsUnavailableError,
    );
  });
});

describe("console", () => {
  it("appends one JSON line per message to DATA_DIR/sms-outbox.jsonl", async () => {
    const dir = makeTempDir("avinox-sms-");
    const sms = consoleSms(dir);
    const log = console.info;
    console.info = () => {};
    await sms.send({ to: "09121234567", text: "کد ورود: 111222", code: "111222", kind: "otp" });
    await sms.send({ to: "09351234567", text: "پیام", kind: "notice" });
    console.info = log;
    const lines = fs
      .readFileSync(outboxPath(dir), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ to: "09121234567", text: "کد ورود: 111222", code: "111222" });
    expect(Date.parse(lines[0].at)).not.toBeNaN();
    expect(lines[1].code).toBeNull();
  });
});
