// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/lib/toast";

describe("toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("announces a success politely and an error assertively, then closes them after 3 s", () => {
    render(<Toaster />);
    act(() => {
      toast.success("پیام شما ارسال شد");
      toast.error("پاسخی از سرور دریافت نشد.");
    });
    expect(screen.getByRole("status").textContent).toContain("پیام شما ارسال شد");
    expect(screen.getByRole("alert").textContent).toContain("پاسخی از سرور دریافت نشد.");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });

  it("closes a toast with its close button", () => {
    render(<Toaster />);
    act(() => void toast.warn("ظرفیت این رویداد رو به اتمام است"));
    fireEvent.click(screen.getByRole("button", { name: "بستن پیام" }));
    expect(screen.queryAllByTestId("toast")).toHaveLength(0);
  });
});
