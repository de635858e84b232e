// @vitest-environment jsdom
// The freelancer form's skills box: Enter adds a trimmed chip (never submits), no duplicates, at
// most 20 of at most 40 characters, each chip removable by its button, Backspace removes the last.
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SkillsInput } from "@/components/freelancers/skills-input";

function Harness({ initial = [], onSubmit = () => {} }: { initial?: string[]; onSubmit?: () => void }) {
  const [skills, setSkills] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SkillsInput label="مهارت‌ها" value={skills} onChange={setSkills} placeholder="مهارت را وارد کنید" />
      <output data-testid="value">{JSON.stringify(skills)}</output>
    </form>
  );
}

const value = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];

describe("SkillsInput", () => {
  it("adds a trimmed skill on Enter without submitting the form", async () => {
    const submit = vi.fn();
    render(<Harness onSubmit={submit} />);
    const box = screen.getByLabelText("مهارت‌ها");
    await userEvent.type(box, "  Figma  {Enter}طراحی   رابط{Enter}");
    expect(value()).toEqual(["Figma", "طراحی رابط"]);
    expect(submit).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).value).toBe("");
    await userEvent.type(box, "   {Enter}");
    expect(value()).toEqual(["Figma", "طراحی رابط"]);
  });

  it("refuses a duplicate and a too long skill, and keeps what was typed", async () => {
    render(<Harness initial={["Figma"]} />);
    const box = screen.getByLabelText("مهارت‌ها") as HTMLInputElement;
    await userEvent.type(box, "figma{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("«figma» را قبلاً افزوده‌اید");
    expect(box.value).toBe("figma");
    await userEvent.clear(box);
    expect(screen.getByRole("alert").textContent).toBe("");
    fireEvent.change(box, { target: { value: "ب".repeat(41) } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("هر مهارت نباید بیشتر از ۴۰ کاراکتر باشد");
    expect(value()).toEqual(["Figma"]);
  });

  it("stops at 20 skills", async () => {
    render(<Harness initial={Array.from({ length: 20 }, (_, i) => `s${i}`)} />);
    const box = screen.getByLabelText("مهارت‌ها");
    await userEvent.type(box, "یکی دیگر{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("حداکثر ۲۰ مهارت می‌توانید وارد کنید");
    expect(value()).toHaveLength(20);
    expect(screen.getByText("۲۰ از ۲۰")).toBeTruthy();
  });

  it("removes a chip with its button, and the last one with Backspace in the empty box", async () => {
    render(<Harness initial={["Figma", "Sketch", "Photoshop"]} />);
    await userEvent.click(screen.getByRole("button", { name: "حذف Sketch" }));
    expect(value()).toEqual(["Figma", "Photoshop"]);
    const box = screen.getByLabelText("مهارت‌ها");
    expect(document.activeElement).toBe(box);
    await userEvent.type(box, "ab{Backspace}{Backspace}");
    expect(value()).toEqual(["Figma", "Photoshop"]);
    await userEvent.type(box, "{Backspace}");
    expect(value()).toEqual(["Figma"]);
  });
});
