// @vitest-environment jsdom
// The desk's decision and call forms: only the statuses the workflow allows next are offered; the
// decision goes with the version the page showed and the SMS choice; a 409 (a colleague was
// faster, or a move no longer allowed) shows the API's message and keeps what was typed; a call
// back needs its day and time, sent as one Tehran instant; the API's 422 lands on the field.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { api, router } from "../support/desk-request-page";

vi.mock("next/navigation", async () => (await import("../support/desk-request-page")).requestPageNavigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-request-page")).browserApiMock);
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { DecisionForm } = await import("@/components/desk/decision-form");
const { CallForm } = await import("@/components/desk/call-form");

const STALE = "این درخواست همین حالا از طرف همکار دیگری تغییر کرده است. صفحه را تازه کنید و دوباره تصمیم بگیرید.";

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

describe("decision form", () => {
  const received = [
    { status: "in-review" as const, label: "در حال بررسی" },
    { status: "rejected" as const, label: "رد شد" },
  ];

  it("offers only the allowed next statuses and sends the choice, the note, the SMS choice and the version shown", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({
      request: { id: 7, status: "in-review", status_label: "در حال بررسی", version: 4 },
      sms: "sent",
    });
    render(<DecisionForm requestId={7} version={3} nextStatuses={received} />);
    const group = screen.getByRole("group", { name: /وضعیت تازه/ });
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "در حال بررسی",
      "رد شد",
    ]);
    expect(group.textContent).not.toContain("تایید شد");

    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole("button", { name: "ثبت تصمیم" }));
    expect(await screen.findByText("وضعیت الزامی است")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole("radio", { name: "در حال بررسی" }));
    await user.type(screen.getByLabelText("توضیح برای درخواست‌دهنده"), "مدارک را بررسی می‌کنیم.");
    await user.click(screen.getByRole("checkbox", { name: "ارسال پیامک به درخواست‌دهنده" }));
    await user.click(screen.getByRole("button", { name: "ثبت تصمیم" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith(
      "/v1/admin/requests/7/status",
      { status: "in-review", note: "مدارک را بررسی می‌کنیم.", notify: true, version: 3 },
      { shownByCaller: [409] },
    );
    expect(toasts).toEqual(["وضعیت درخواست «در حال بررسی» شد. پیامک برای درخواست‌دهنده فرستاده شد."]);
    // A fresh, empty form for the next decision.
    expect((screen.getByLabelText("توضیح برای درخواست‌دهنده") as HTMLTextAreaElement).value).toBe("");
  });

  it("a 409 shows the API's Persian message and keeps the choice and the note", async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValue(
      new ApiError({ kind: "toast", status: 409, message: STALE, toast: `409 ${STALE}`, report: false }),
    );
    render(<DecisionForm requestId={7} version={3} nextStatuses={received} />);
    await user.click(screen.getByRole("radio", { name: "رد شد" }));
    await user.type(screen.getByLabelText("توضیح برای درخواست‌دهنده"), "ظرفیت شعبه پر است.");
    await user.click(screen.getByRole("button", { name: "ثبت تصمیم" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((alert) => alert.textContent === STALE)).toBe(true));
    expect((screen.getByLabelText("توضیح برای درخواست‌دهنده") as HTMLTextAreaElement).value).toBe("ظرفیت شعبه پر است.");
    expect((screen.getByRole("radio", { name: "رد شد" }) as HTMLInputElement).checked).toBe(true);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("a request with nowhere to go offers no decision", () => {
    render(<DecisionForm requestId={7} version={5} nextStatuses={[]} />);
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.getByText(/بسته شده است/)).toBeTruthy();
  });
});

describe("call form", () => {
  it("a call back needs its day and time; they go as one instant in Tehran time", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue({ id: 1 });
    render(<CallForm requestId={7} today="2026-04-21" />);
    expect(screen.queryByRole("group", { name: /زمان تماس دوباره/ })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "بعداً تماس بگیرید" }));
    const when = screen.getByRole("group", { name: /زمان تماس دوباره/ });
    expect(when).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "ثبت تماس" }));
    expect(await screen.findByText("زمان تماس دوباره الزامی است")).toBeTruthy();
    expect(when.getAttribute("aria-describedby")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    // A day without a time is not enough either.
    await user.selectOptions(screen.getByLabelText("روز"), "2026-04-22");
    await user.click(screen.getByRole("button", { name: "ثبت تماس" }));
    expect(api.post).not.toHaveBeenCalled();
    expect((screen.getByLabelText("روز") as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      "فردا، چهارشنبه ۲ اردیبهشت ۱۴۰۵",
    );

    await user.selectOptions(screen.getByLabelText("ساعت"), "10:30");
    await user.type(screen.getByLabelText("توضیح تماس"), "جلسه داشت؛ فردا صبح.");
    await user.click(screen.getByRole("button", { name: "ثبت تماس" }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/requests/7/calls", {
      outcome: "call-back",
      call_back_at: "2026-04-22T10:30:00+03:30",
      note: "جلسه داشت؛ فردا صبح.",
    });
  });

  it("an answered call needs no time; the API's 422 lands on its field", async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValueOnce(
      new ApiError({
        kind: "validation",
        status: 422,
        fields: [{ field: "note", message: "توضیح تماس نباید بیشتر از ۱۰۰۰ کاراکتر باشد" }],
        message: "x",
      }),
    );
    render(<CallForm requestId={7} today="2026-04-21" />);
    await user.click(screen.getByRole("radio", { name: "پاسخ داد" }));
    await user.type(screen.getByLabelText("توضیح تماس"), "قرار شد مدارک بفرستد.");
    await user.click(screen.getByRole("button", { name: "ثبت تماس" }));
    expect(await screen.findByText("توضیح تماس نباید بیشتر از ۱۰۰۰ کاراکتر باشد")).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith("/v1/admin/requests/7/calls", {
      outcome: "answered",
      note: "قرار شد مدارک بفرستد.",
    });
    expect(screen.getByLabelText("توضیح تماس").getAttribute("aria-invalid")).toBe("true");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
