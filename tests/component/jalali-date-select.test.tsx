// @vitest-environment jsdom
// The birthday's three selects (day, month, year): a choice is the Gregorian ISO day only once all
// three are picked, a half-made choice stays on screen, and a value set from outside (the
// account's birthday filled in after the form appeared, a form emptied again) shows in the selects.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { JalaliDateSelect } from "@/components/forms/jalali-date-select";

function Harness() {
  const [value, setValue] = useState("");
  return (
    <>
      <JalaliDateSelect label="تاریخ تولد" value={value} onChange={setValue} fromYear={1360} toYear={1394} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("1990-03-21")}>
        پر کردن از حساب
      </button>
      <button type="button" onClick={() => setValue("")}>
        خالی کردن
      </button>
    </>
  );
}

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const shown = () => [select("روز"), select("ماه"), select("سال")].map((s) => s.selectedOptions[0]?.textContent);

describe("JalaliDateSelect", () => {
  it("keeps a half-made choice, sends the ISO day once all three are picked, and shows a value set from outside", async () => {
    render(<Harness />);
    await userEvent.selectOptions(select("روز"), "۱۵");
    await userEvent.selectOptions(select("ماه"), "مهر");
    expect(screen.getByTestId("value").textContent).toBe("");
    expect(shown()).toEqual(["۱۵", "مهر", "سال"]);
    await userEvent.selectOptions(select("سال"), "۱۳۷۰");
    expect(screen.getByTestId("value").textContent).toBe("1991-10-07");

    await userEvent.click(screen.getByRole("button", { name: "پر کردن از حساب" }));
    expect(shown()).toEqual(["۱", "فروردین", "۱۳۶۹"]);
    await userEvent.click(screen.getByRole("button", { name: "خالی کردن" }));
    expect(shown()).toEqual(["روز", "ماه", "سال"]);
  });
});
