// @vitest-environment jsdom
// A form part that waits for use: it is wanted once, at the first focus or press anywhere in its
// form or when it comes near the screen, never before, and not after watching stopped.
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenFirstUsed } from "@/components/requests/when-first-used";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; margin?: string; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly record;
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function formWithPart() {
  document.body.innerHTML =
    '<form><input name="full_name"><button type="submit">ارسال</button><div id="part"></div></form>';
  return {
    form: document.querySelector("form")!,
    input: document.querySelector("input")!,
    part: document.getElementById("part")!,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe("whenFirstUsed", () => {
  it("is wanted once, at the first focus in the form, and not for later focus, presses or scrolling", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const { input, form, part } = formWithPart();
    const wanted = vi.fn();
    whenFirstUsed(part, wanted);
    expect(wanted).not.toHaveBeenCalled();
    input.focus();
    expect(wanted).toHaveBeenCalledTimes(1);
    form.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it("is wanted when the part comes near the screen (a margin below it), or when the form is pressed", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const first = formWithPart();
    const nearScreen = vi.fn();
    whenFirstUsed(first.part, nearScreen);
    expect(observers[0]!.margin).toMatch(/^0px 0px \d+px 0px$/);
    observers[0]!.callback([{ isIntersecting: false }]);
    expect(nearScreen).not.toHaveBeenCalled();
    observers[0]!.callback([{ isIntersecting: true }]);
    expect(nearScreen).toHaveBeenCalledTimes(1);

    const second = formWithPart();
    const pressed = vi.fn();
    whenFirstUsed(second.part, pressed);
    second.form.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("is not wanted after watching stopped, and is wanted at once where nothing can watch", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    const { input, part } = formWithPart();
    const wanted = vi.fn();
    whenFirstUsed(part, wanted)();
    input.focus();
    expect(wanted).not.toHaveBeenCalled();

    vi.stubGlobal("IntersectionObserver", undefined);
    const atOnce = vi.fn();
    whenFirstUsed(formWithPart().part, atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);
  });
});
