// @vitest-environment jsdom
// The desk's home: figures in Persian digits; each figure the queue can show links to that queue
// filtered the same way (today, this week from Saturday, a kind, a branch, not yet called); the
// kinds with new requests listed busiest first; decisions and plans stay plain (no queue filter).
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeskDashboardView, kindsByCount } from "@/components/desk/dashboard";
import { formatNumberFa } from "@/shared/format/number";
import type { DeskDashboard } from "@/shared/types/desk";

const dashboard: DeskDashboard = {
  today: { new_total: 3, new_by_kind: { reservation: 1, contact: 2 }, decided: 4 },
  week: { new_total: 1250, new_by_kind: { reservation: 1200, idea: 0, contact: 50 }, decided: 12 },
  waiting_for_call: 7,
  busiest_branches: [{ id: 5, name: "شعبه مرکزی", count: 9 }],
  busiest_plans: [{ id: 21, title: "میز اشتراکی روزانه", count: 6 }],
};

const href = (link: HTMLElement) => link.getAttribute("href");

describe("the desk's dashboard", () => {
  it("lists kinds with new requests, busiest first, leaving out those with none", () => {
    expect(kindsByCount(dashboard.week)).toEqual([
      { kind: "reservation", count: 1200 },
      { kind: "contact", count: 50 },
    ]);
    expect(kindsByCount(dashboard.today).map((row) => row.kind)).toEqual(["contact", "reservation"]);
  });

  it("links today's and this week's figures to the queue of the same period and kind, in Persian digits", () => {
    render(<DeskDashboardView dashboard={dashboard} reviewsReservations />);
    const today = screen.getByRole("region", { name: "امروز" });
    const todayTotal = within(today).getByRole("link", { name: /درخواست تازه امروز/ });
    expect(todayTotal.textContent).toContain("۳");
    expect(href(todayTotal)).toBe("/admin/requests?period=today");
    const todayKinds = within(within(today).getByRole("list")).getAllByRole("link");
    expect(todayKinds.map((link) => [link.textContent, href(link)])).toEqual([
      ["پیام تماس با ما۲", "/admin/requests?kind=contact&period=today"],
      ["رزرو فضای کار۱", "/admin/requests?kind=reservation&period=today"],
    ]);
    // Decisions have no queue filter: a plain figure.
    expect(within(today).getByText("۴").closest("a")).toBeNull();

    const week = screen.getByRole("region", { name: "این هفته" });
    const weekTotal = within(week).getByRole("link", { name: /درخواست تازه از شنبه/ });
    expect(weekTotal.textContent).toContain(formatNumberFa(1250));
    expect(weekTotal.textContent).not.toMatch(/[0-9]/);
    expect(href(weekTotal)).toBe("/admin/requests?period=week");
    expect(within(week).getAllByRole("listitem")).toHaveLength(2);

    const waiting = within(screen.getByRole("region", { name: "در انتظار تماس" })).getByRole("link");
    expect(waiting.textContent).toContain("۷");
    expect(href(waiting)).toBe("/admin/requests?not_called=1&sort=oldest");
  });

  it("links a busy branch to this week's reservations there; plans stay plain", () => {
    render(<DeskDashboardView dashboard={dashboard} reviewsReservations />);
    const busiest = screen.getByRole("region", { name: "پرطرفدارترین‌های این هفته" });
    const branch = within(within(busiest).getByRole("list", { name: "شعبه‌ها" })).getByRole("link");
    expect(branch.textContent).toBe("شعبه مرکزی۹ درخواست");
    expect(href(branch)).toBe("/admin/requests?kind=reservation&branch=5&period=week");
    const plans = within(busiest).getByRole("list", { name: "پلن‌ها" });
    expect(plans.textContent).toContain("میز اشتراکی روزانه");
    expect(plans.textContent).toContain("۶ درخواست");
    expect(within(plans).queryByRole("link")).toBeNull();
  });

  it("says so when nothing came in, and leaves out reservations for a reviewer of other kinds", () => {
    const quiet: DeskDashboard = {
      ...dashboard,
      today: { new_total: 0, new_by_kind: {}, decided: 0 },
      busiest_branches: [],
      busiest_plans: [],
    };
    render(<DeskDashboardView dashboard={quiet} reviewsReservations={false} />);
    expect(screen.getByText("امروز هنوز درخواست تازه‌ای نرسیده است.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "پرطرفدارترین‌های این هفته" })).toBeNull();
  });
});
