// @vitest-environment jsdom
// SPEC §9 in the components: links prefetch only after the browser is idle (never on 2G or with
// data saver), and a busy button shows its spinner only once the wait lasts 200 ms.
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// next/link's own prefetching needs the app router; what matters here is the `prefetch` it is given.
vi.mock("next/link", () => ({
  default: ({ prefetch, href, children }: { prefetch?: boolean | null; href: string; children: ReactNode }) => (
    <a href={href} data-prefetch={prefetch === false ? "off" : "on"}>
      {children}
    </a>
  ),
}));

vi.mock("next/form", () => ({
  default: ({ prefetch, action, children }: { prefetch?: false | null; action: string; children: ReactNode }) => (
    <form action={action} role="search" data-prefetch={prefetch === false ? "off" : "on"}>
      {children}
    </form>
  ),
}));

const { Link } = await import("@/components/navigation/link");
const { Form } = await import("@/components/navigation/form");
const { Button } = await import("@/components/ui/button");
const { ListSkeleton } = await import("@/components/catalog/list-skeleton");

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setConnection(undefined);
});

describe("the site's links", () => {
  it("do not prefetch until the browser has been idle (at the latest 2 s), then do", () => {
    setConnection({ effectiveType: "4g", saveData: false });
    render(<Link href="/events">رویدادها</Link>);
    const link = screen.getByRole("link", { name: "رویدادها" });
    expect(link.dataset.prefetch).toBe("off");
    act(() => vi.advanceTimersByTime(1999));
    expect(link.dataset.prefetch).toBe("off");
    act(() => vi.advanceTimersByTime(1));
    expect(link.dataset.prefetch).toBe("on");
  });

  it.each([
    ["a 2G connection", { effectiveType: "2g" }],
    ["a slow 2G connection", { effectiveType: "slow-2g" }],
    ["data saver", { effectiveType: "4g", saveData: true }],
  ])("never prefetch on %s", (_, connection) => {
    setConnection(connection);
    render(<Link href="/jobs">فرصت‌های شغلی</Link>);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("link", { name: "فرصت‌های شغلی" }).dataset.prefetch).toBe("off");
  });

  it("include the search form, which waits for the idle moment the same way", () => {
    setConnection({ effectiveType: "3g" });
    render(<Form action="/search">جستجو</Form>);
    const form = screen.getByRole("search");
    expect(form.dataset.prefetch).toBe("off");
    act(() => vi.advanceTimersByTime(2000));
    expect(form.dataset.prefetch).toBe("on");
  });

  it("keep a link that asked for no prefetching without it", () => {
    render(
      <Link href="/faq" prefetch={false}>
        پرسش‌ها
      </Link>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("link", { name: "پرسش‌ها" }).dataset.prefetch).toBe("off");
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

describe("the list skeleton", () => {
  it("fades in only after the 200 ms delay", () => {
    const { container } = render(<ListSkeleton />);
    const skeleton = container.querySelector<HTMLElement>("[aria-busy='true']")!;
    expect(skeleton.style.transitionDelay).toBe("200ms");
    expect(skeleton.className).toContain("starting:opacity-0");
  });
});
