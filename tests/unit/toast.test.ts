import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeToast, showToast, toast, toastStore } from "@/lib/toast";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of toastStore.get()) closeToast(t.id);
    vi.useRealTimers();
  });

  it("shows a success toast by default and closes it after 3000 ms", () => {
    showToast("درخواست شما ثبت شد");
    expect(toastStore.get()).toMatchObject([{ text: "درخواست شما ثبت شد", kind: "success" }]);
    vi.advanceTimersByTime(2999);
    expect(toastStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toHaveLength(0);
  });

  it("offers danger and warn kinds and can be closed early", () => {
    const id = toast.error("خطا");
    toast.warn("هشدار");
    expect(toastStore.get().map((t) => t.kind)).toEqual(["danger", "warn"]);
    closeToast(id);
    expect(toastStore.get().map((t) => t.text)).toEqual(["هشدار"]);
  });

  it("shows the same text once when it is raised twice in a row", () => {
    toast.error("پاسخی از سرور دریافت نشد.");
    toast.error("پاسخی از سرور دریافت نشد.");
    expect(toastStore.get()).toHaveLength(1);
  });

  it("notifies subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast.success("ok");
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
