// @vitest-environment jsdom
// The Jalali date picker's month grid: each day's button is named with its weekday and Jalali date
// (what a screen reader reads, and what the chosen-day line repeats), the month starts under its
// weekday, days outside [min, max] cannot be chosen, and a choice is the Gregorian ISO day.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { JalaliDatePicker } from "@/components/forms/jalali-date-picker";
import { unavailableDays } from "@/components/reservation/unavailable-days";
import type { PlanAvailability } from "@/shared/types/workspaces";

function Harness({
  initial = "",
  unavailable,
}: {
  initial?: string;
  unavailable?: (iso: string) => string | undefined;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <JalaliDatePicker
        label="تاریخ پیشنهادی شروع"
        value={value}
        onChange={setValue}
        min="2026-11-25"
        max="2027-11-25"
        unavailable={unavailable}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("JalaliDatePicker", () => {
  it("draws آذر ۱۴۰۵ from Sunday with thirty named days, and the days before min cannot be chosen", () => {
    render(<Harness />);
    const grid = screen.getByRole("grid");
    const days = within(grid).getAllByRole("button");
    expect(days).toHaveLength(30);
    expect(days[0]!.getAttribute("aria-label")).toBe("یکشنبه ۱ آذر ۱۴۰۵");
    expect(days[29]!.getAttribute("aria-label")).toBe("دوشنبه ۳۰ آذر ۱۴۰۵");
    expect(days[0]!.textContent).toBe("۱");
    // Saturday's cell of the first week is empty: 1 Azar 1405 (22 Nov 2026) is a Sunday.
    expect(within(grid).getAllByRole("row")[1]!.querySelectorAll("td")[0]!.querySelector("button")).toBeNull();
    expect(days[2]!.getAttribute("aria-disabled")).toBe("true");
    expect(days[3]!.hasAttribute("aria-disabled")).toBe(false);
  });

  it("a chosen day is the Gregorian ISO date, and the line under the grid names it", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "پنجشنبه ۱۲ آذر ۱۴۰۵" }));
    expect(screen.getByTestId("value").textContent).toBe("2026-12-03");
    expect(screen.getByText("تاریخ انتخاب‌شده:").textContent).toContain("پنجشنبه ۱۲ آذر ۱۴۰۵");
  });

  it("opens on the month of a value it is given, across the Jalali new year", () => {
    render(<Harness initial="2027-03-21" />);
    expect(screen.getByRole("button", { name: "یکشنبه ۱ فروردین ۱۴۰۶" }).getAttribute("tabindex")).toBe("0");
    expect(screen.getByText("تاریخ انتخاب‌شده:").textContent).toContain("یکشنبه ۱ فروردین ۱۴۰۶");
  });

  it("a closed or full day says why and cannot be chosen (a branch's Fridays, a holiday, a full day)", async () => {
    const calendar: PlanAvailability = {
      plan_id: 1,
      from: "2026-11-25",
      to: "2027-11-25",
      closed_weekdays: [5],
      closed: [{ date: "2026-12-01", reason: "نوسازی سالن" }],
      full: ["2026-12-02"],
    };
    render(<Harness unavailable={unavailableDays(calendar)} />);
    const friday = screen.getByRole("button", { name: "جمعه ۶ آذر ۱۴۰۵، تعطیل هفتگی شعبه" });
    expect(friday.getAttribute("aria-disabled")).toBe("true");
    expect(
      screen.getByRole("button", { name: "سه‌شنبه ۱۰ آذر ۱۴۰۵، تعطیل: نوسازی سالن" }).getAttribute("aria-disabled"),
    ).toBe("true");
    const full = screen.getByRole("button", { name: "چهارشنبه ۱۱ آذر ۱۴۰۵، ظرفیت این روز تکمیل است" });
    await userEvent.click(friday);
    await userEvent.click(full);
    expect(screen.getByTestId("value").textContent).toBe("");
    await userEvent.click(screen.getByRole("button", { name: "پنجشنبه ۱۲ آذر ۱۴۰۵" }));
    expect(screen.getByTestId("value").textContent).toBe("2026-12-03");
    expect(screen.getByText(/روزهای قرمز خط‌خورده/)).toBeTruthy();
  });
});
