// @vitest-environment jsdom
// Reading a cookie in the browser without js-cookie: the named one only (not one whose name merely
// starts the same), decoded, and nothing for a missing or malformed value.
import { afterEach, describe, expect, it } from "vitest";
import { readBrowserCookie } from "@/lib/browser-cookie";

const set = (cookie: string) => (document.cookie = `${cookie}; path=/`);

afterEach(() => {
  for (const name of ["avinox_session", "avinox_session_old", "broken"])
    document.cookie = `${name}=; path=/; max-age=0`;
});

describe("readBrowserCookie", () => {
  it("gives the named cookie's value, decoded, and skips names that only start the same", () => {
    set("avinox_session_old=stale");
    set(`avinox_session=${encodeURIComponent('{"user":"رها"}=x')}`);
    expect(readBrowserCookie("avinox_session")).toBe('{"user":"رها"}=x');
    expect(readBrowserCookie("avinox_session_old")).toBe("stale");
  });

  it("gives undefined for a cookie that is not there or does not decode", () => {
    expect(readBrowserCookie("avinox_session")).toBeUndefined();
    set("broken=%E0%A4%A");
    expect(readBrowserCookie("broken")).toBeUndefined();
  });
});
