// @vitest-environment jsdom
// SPEC §9 in the components: links prefetch only after the browser is idle (never on 2G or with
// data saver), and a busy button shows its spinner only once the wait lasts 200 ms.
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setConnection } from "../support/browser";

// The router the site's links and search forms prefetch through; what matters is when they ask it.
const router = {
  prefetch: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  bfcacheId: "b0",
};
const { AppRouterContext } = await import("next/dist/shared/lib/app-router-context.shared-runtime");
const inRouter = (ui: ReactNode) => render(<AppRouterContext.Provider value={router}>{ui}</AppRouterContext.Provider>);

const { Link } = await import("@/components/navigation/link");
const { Form } = await import("@/components/navigation/form");
const { Button } = await import("@/components/ui/button");
const { default: SearchLoading } = await import("@/app/(site)/search/loading");

beforeEach(() => {
  vi.useFakeTimers();
  router.prefetch.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  setConnection(undefined);
});

describe("the site's links", () => {
  it("do not prefetch until the browser has been idle (at the latest 2 s), then do", () => {
    setConnection({ effectiveType: "4g", saveData: false });
    inRouter(<Link href="/events">رویدادها</Link>);
    expect(router.prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1999));
    expect(router.prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(router.prefetch).toHaveBeenCalledWith("/events");
  });

  it.each([
    ["a 2G connection", { effectiveType: "2g" }],
    ["a slow 2G connection", { effectiveType: "slow-2g" }],
    ["data saver", { effectiveType: "4g", saveData: true }],
  ])("never prefetch on %s", (_, connection) => {
    setConnection(connection);
    inRouter(<Link href="/jobs">فرصت‌های شغلی</Link>);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.mouseEnter(screen.getByRole("link", { name: "فرصت‌های شغلی" }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("include the search form, which waits for the idle moment the same way", () => {
    setConnection({ effectiveType: "3g" });
    inRouter(
      <Form action="/search" role="search">
        جستجو
      </Form>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(router.prefetch).toHaveBeenCalledWith("/search");
  });

  it("keep a link that asked for no prefetching without it", () => {
    inRouter(
      <Link href="/faq" prefetch={false}>
        پرسش‌ها
      </Link>,
    );
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole("link", { name: "پرسش‌ها" }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe("a busy button", () => {
  it("refuses a second submission at once but shows the spinner only after 200 ms", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (busy: boolean) => (
      <form onSubmit={onSubmit}>
        <Button type="submit" busy={busy}>
          ارسال
        </Button>
      </form>
    );
    const { rerender } = render(form(false));
    fireEvent.click(screen.getByRole("button", { name: "ارسال" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(true));
    const button = screen.getByRole("button", { name: "ارسال" });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(199));
    expect(button.textContent).toBe("ارسال");
    expect(button.getAttribute("aria-busy")).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe("در حال ارسال…");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);

    rerender(form(false));
    expect(button.textContent).toBe("ارسال");
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("shows nothing busy when the answer comes within 200 ms", () => {
    const { rerender } = render(<Button busy>ذخیره</Button>);
    act(() => vi.advanceTimersByTime(150));
    rerender(<Button busy={false}>ذخیره</Button>);
    act(() => vi.advanceTimersByTime(1000));
    const button = screen.getByRole("button", { name: "ذخیره" });
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(button.querySelector("svg")).toBeNull();
  });
});

describe("the search skeleton", () => {
  it("fades in only after the 200 ms delay", () => {
    const { container } = render(<SearchLoading />);
    const skeleton = container.querySelector<HTMLElement>("[aria-busy='true']")!;
    expect(skeleton.style.transitionDelay).toBe("200ms");
    expect(skeleton.className).toContain("starting:opacity-0");
  });
});
