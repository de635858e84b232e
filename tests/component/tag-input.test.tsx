// @vitest-environment jsdom
// The tag input (components/forms/tag-input): Enter adds what was typed as a chip (trimmed, no
// repeats, at most `max`), each chip's «حذف X» button and Backspace on the empty input remove.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TagInput } from "@/components/forms/tag-input";

function Harness({ initial = [], max, onSubmit = () => {} }: { initial?: string[]; max?: number; onSubmit?: () => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TagInput label="مهارت‌ها" name="skills" itemLabel="مهارت" value={value} onChange={setValue} max={max} maxLength={40} placeholder="مهارت را وارد کنید" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </form>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId("value").textContent ?? "[]") as string[];
const input = () => screen.getByLabelText("مهارت‌ها") as HTMLInputElement;
const chips = () => {
  const list = screen.queryByRole("list", { name: "مهارت‌ها واردشده" });
  return list ? within(list).getAllByRole("listitem").map((li) => li.textContent) : [];
};

describe("TagInput", () => {
  it("adds the typed text as a chip on Enter, trimmed, and never submits the form", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Harness onSubmit={submitted} />);
    await user.type(input(), "  React  {Enter}");
    await user.type(input(), "طراحی   رابط{Enter}");
    expect(valueOf()).toEqual(["React", "طراحی رابط"]);
    expect(chips()).toEqual(["React", "طراحی رابط"]);
    expect(input().value).toBe("");
    expect(submitted).not.toHaveBeenCalled();
    // Enter on an empty input adds nothing.
    await user.type(input(), "{Enter}");
    expect(valueOf()).toHaveLength(2);
  });

  it("ignores a repeat (whatever its case) and says so", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["React"]} />);
    await user.type(input(), "react{Enter}");
    expect(valueOf()).toEqual(["React"]);
    expect(screen.getByText("«react» قبلاً اضافه شده است.")).toBeTruthy();
  });

  it("removes a chip with its «حذف X» button and gives focus back to the input", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["React", "Node.js", "SQL"]} />);
    await user.click(screen.getByRole("button", { name: "حذف Node.js" }));
    expect(valueOf()).toEqual(["React", "SQL"]);
    expect(screen.queryByRole("button", { name: "حذف Node.js" })).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it("removes the last chip on Backspace in the empty input only", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["React", "SQL"]} />);
    await user.type(input(), "Go{Backspace}");
    expect(valueOf()).toEqual(["React", "SQL"]);
    expect(input().value).toBe("G");
    await user.type(input(), "{Backspace}{Backspace}");
    expect(valueOf()).toEqual(["React"]);
    await user.type(input(), "{Backspace}{Backspace}");
    expect(valueOf()).toEqual([]);
    expect(chips()).toEqual([]);
  });

  it("stops at the maximum and keeps the typed text", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a", "b"]} max={2} />);
    await user.type(input(), "c{Enter}");
    expect(valueOf()).toEqual(["a", "b"]);
    expect(input().value).toBe("c");
    expect(screen.getByText("حداکثر ۲ مهارت می‌توانید اضافه کنید.")).toBeTruthy();
  });

  it("limits one item's length, turns Persian digits Latin, and keeps text left in the input on blur", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(input().maxLength).toBe(40);
    await user.type(input(), "Web ۳{Enter}");
    await user.type(input(), "Docker");
    await user.tab();
    expect(valueOf()).toEqual(["Web 3", "Docker"]);
  });
});
