// @vitest-environment jsdom
// The request page's public-profile part: before approval the button waits and says why; a click
// makes the profile and links to it; a refusal (409, 422) shows the API's message beside the button.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { api, router } from "../support/desk-request-page";

vi.mock("next/navigation", async () => (await import("../support/desk-request-page")).requestPageNavigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-request-page")).browserApiMock);

const { ProfilePublisher } = await import("@/components/desk/profile-publisher");

beforeEach(() => vi.clearAllMocks());

describe("making a public profile from a request", () => {
  it("waits for approval, saying so", () => {
    render(<ProfilePublisher requestId={7} approved={false} profile={null} kindLabel="ثبت‌نام فریلنسر" />);
    expect((screen.getByRole("button", { name: "ساختن نمایه عمومی" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/پس از تأیید درخواست/)).toBeTruthy();
  });

  it("makes it in one click and links to it", async () => {
    api.post.mockResolvedValue({ id: 31, url: "/freelancers/31" });
    render(<ProfilePublisher requestId={7} approved profile={null} kindLabel="ثبت‌نام فریلنسر" />);
    await userEvent.click(screen.getByRole("button", { name: "ساختن نمایه عمومی" }));
    expect((await screen.findByRole("link", { name: "دیدن نمایه در سایت" })).getAttribute("href")).toBe(
      "/freelancers/31",
    );
    expect(api.post).toHaveBeenCalledWith("/v1/admin/requests/7/profile", {}, { shownByCaller: [409, 422] });
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the API's refusal beside the button", async () => {
    const message = "دسته‌ای که این درخواست نام برده دیگر در سایت نیست؛ نمایه را از میز محتوا بسازید.";
    api.post.mockRejectedValue(
      new ApiError({ kind: "toast", status: 409, message, toast: `409 ${message}`, report: false }),
    );
    render(<ProfilePublisher requestId={7} approved profile={null} kindLabel="ثبت‌نام فریلنسر" />);
    await userEvent.click(screen.getByRole("button", { name: "ساختن نمایه عمومی" }));
    await waitFor(() => expect(screen.getByText(message).getAttribute("role")).toBe("alert"));
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links to the profile already made", () => {
    render(
      <ProfilePublisher requestId={7} approved profile={{ id: 5, url: "/mentors/5" }} kindLabel="درخواست منتور شدن" />,
    );
    expect(screen.getByRole("link", { name: "دیدن نمایه در سایت" }).getAttribute("href")).toBe("/mentors/5");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
