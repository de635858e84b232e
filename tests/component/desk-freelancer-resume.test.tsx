// @vitest-environment jsdom
// The content desk's resume panel of a freelancer: a resume the freelancer shows can be hidden
// from their page or, after a confirmation, taken off the profile, each sent at once with the
// version shown; a hidden one offers no way to show it again; a colleague's save in between (409)
// shows the API's message and changes nothing.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import type { AdminFreelancer } from "@/shared/types/freelancers";
import { allowModalDialogs } from "../support/dialog";
import { api, resetDeskFormMocks, toasts } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);

const { FreelancerResumePanel } = await import("@/components/desk/content/freelancer-resume-panel");

const RESUME = "/api/v1/freelancer/resume?id=7";
const freelancer = (overrides: Partial<AdminFreelancer> = {}) =>
  ({
    id: 7,
    name: "سارا کرمانی",
    version: 4,
    resume_url: RESUME,
    resume_public: true,
    ...overrides,
  }) as AdminFreelancer;

allowModalDialogs();
resetDeskFormMocks();

describe("the freelancer's resume panel", () => {
  it("hides a shown resume from the page with the version shown", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    api.patch.mockResolvedValue(freelancer({ version: 5, resume_public: false }));
    render(<FreelancerResumePanel item={freelancer()} onSaved={onSaved} />);
    expect(screen.getByRole("link", { name: "دیدن رزومه" }).getAttribute("href")).toBe(RESUME);
    await user.click(screen.getByRole("button", { name: "پنهان کردن رزومه از صفحه" }));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/freelancers/7",
      { resume_public: false, version: 4 },
      expect.anything(),
    );
    expect(toasts).toEqual(["رزومه از صفحه فریلنسر پنهان شد."]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 5, resume_public: false }));
  });

  it("takes the resume off the profile only after a confirmation; a hidden one cannot be shown from the desk", async () => {
    const user = userEvent.setup();
    api.patch.mockResolvedValue(freelancer({ version: 5, resume_public: false, resume_url: null }));
    render(<FreelancerResumePanel item={freelancer({ resume_public: false })} onSaved={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "پنهان کردن رزومه از صفحه" })).toBeNull();
    expect(screen.getByText(/نشان دادن آن فقط با خواست خود فریلنسر است/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "برداشتن رزومه از نمایه" }));
    const dialog = await screen.findByRole("dialog", { name: "برداشتن رزومه" });
    expect(api.patch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "برداشتن رزومه" }));
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/freelancers/7",
      { resume_url: null, version: 4 },
      expect.anything(),
    );
    expect(toasts).toEqual(["رزومه از نمایه فریلنسر برداشته شد."]);
  });

  it("a colleague's save in between: the API's message, nothing changed", async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    api.patch.mockRejectedValue(
      new ApiError({
        kind: "toast",
        status: 409,
        message: "این فریلنسر همین حالا تغییر کرده است.",
        toast: "",
        report: false,
      } as never),
    );
    render(<FreelancerResumePanel item={freelancer()} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "پنهان کردن رزومه از صفحه" }));
    expect((await screen.findByRole("alert")).textContent).toContain("این فریلنسر همین حالا تغییر کرده است.");
    expect(onSaved).not.toHaveBeenCalled();
  });
});
