import { describe, expect, it } from "vitest";
import { deviceClass, deviceCode, osCode } from "@/lib/device";

const UA = {
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};

describe("device class (agent cookie)", () => {
  it("is 1 for phones, 2 for tablets, 3 for desktops", () => {
    expect(deviceClass(UA.androidPhone)).toBe(1);
    expect(deviceClass(UA.iphone)).toBe(1);
    expect(deviceClass(UA.androidTablet)).toBe(2);
    expect(deviceClass(UA.ipad)).toBe(2);
    expect(deviceClass(UA.windows)).toBe(3);
    expect(deviceClass("")).toBe(3);
  });
});

describe("API device and os codes", () => {
  it("codes device 1 for mobile, 2 for other; os 1 Android, 2 iOS, 3 other", () => {
    expect([deviceCode(UA.androidPhone), osCode(UA.androidPhone)]).toEqual([1, 1]);
    expect([deviceCode(UA.iphone), osCode(UA.iphone)]).toEqual([1, 2]);
    expect([deviceCode(UA.windows), osCode(UA.windows)]).toEqual([2, 3]);
    expect([deviceCode(UA.firefoxLinux), osCode(UA.firefoxLinux)]).toEqual([2, 3]);
  });
});
