// @vitest-environment jsdom
// The content desk's hi-tech project form: an empty form says in Persian what a project needs and
// sends nothing; a new project goes out as typed (the months and the budget in Persian digits read
// as numbers, the roles one a line as a list, no cover when none was given) and the desk opens its
// page; an edit carries the version shown, clears an emptied budget and lands the API's 422 on its field.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminHitechProject } from "@/shared/types/hitech";
import { api, expectEmptyFormRefused, fieldRefusal, resetDeskFormMocks, router } from "../support/desk-form-harness";

vi.mock("next/navigation", async () => (await import("../support/desk-form-harness")).navigationMock);
vi.mock("@/lib/api/browser", async () => (await import("../support/desk-form-harness")).browserApiMock);
vi.mock("@/lib/toast", async () => (await import("../support/desk-form-harness")).toastMock);
vi.mock(
  "@/components/forms/rich-text-editor",
  async () => (await import("../support/desk-form-harness")).richTextEditorMock,
);

const { ProjectForm } = await import("@/components/desk/content/project-form");

const DESCRIPTION = "## هدف\nپایش **ارتعاش** سنگ‌شکن‌ها برای پیش‌بینی خرابی.";

/** A draft project at version 3, as the API answers it. */
function savedProject(overrides: Partial<AdminHitechProject> = {}): AdminHitechProject {
  const now = new Date().toISOString();
  return {
    id: 12,
    title: "پایش ارتعاش سنگ‌شکن‌ها",
    summary: "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش.",
    description: DESCRIPTION,
    field: "mining",
    field_label: "معدن و صنایع معدنی",
    stage: "recruiting",
    stage_label: "در حال جذب همکار",
    partner: "شرکت ملی صنایع مس ایران",
    cover: "/media/art/project/vibration.svg",
    cover_alt: null,
    needs: ["مهندس ارتعاشات"],
    technologies: ["IoT"],
    budget_toman: 120_000_000,
    duration_months: 8,
    status: "draft",
    status_label: "پیش‌نویس",
    publish_at: null,
    is_public: false,
    version: 3,
    updated_at: now,
    created_at: now,
    url: "/projects/12",
    former_slugs: [],
    ...overrides,
  };
}

resetDeskFormMocks();

describe("a new project", () => {
  it("an empty form says in Persian what a project needs, and nothing is sent", async () => {
    await expectEmptyFormRefused(<ProjectForm />, [
      "عنوان پروژه الزامی است",
      "خلاصه پروژه الزامی است",
      "درباره پروژه الزامی است",
      "شریک صنعتی الزامی است",
    ]);
  });

  it("sends what was typed, Persian digits as numbers and the roles as a list, and opens the new project's page", async () => {
    const user = userEvent.setup();
    api.post.mockResolvedValue(savedProject({ id: 41 }));
    render(<ProjectForm />);
    await user.type(screen.getByLabelText(/^عنوان پروژه/), "پایش ارتعاش سنگ‌شکن‌ها");
    await user.type(screen.getByLabelText(/^خلاصه پروژه/), "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش.");
    await user.type(screen.getByLabelText("درباره پروژه"), DESCRIPTION);
    await user.selectOptions(screen.getByLabelText(/^حوزه پروژه/), "mining");
    await user.type(screen.getByLabelText(/^شریک صنعتی/), "شرکت ملی صنایع مس ایران");
    await user.type(screen.getByLabelText(/^مدت اجرا/), "۸");
    await user.type(screen.getByLabelText(/^بودجه/), "۱۲۰٬۰۰۰٬۰۰۰");
    await user.type(screen.getByLabelText(/^نقش‌های مورد نیاز/), "مهندس ارتعاشات{enter}توسعه‌دهنده داشبورد");
    await user.click(screen.getByRole("button", { name: "ذخیره پیش‌نویس" }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/projects/41"));
    expect(api.post).toHaveBeenCalledWith("/v1/admin/content/projects", {
      title: "پایش ارتعاش سنگ‌شکن‌ها",
      summary: "پیش‌بینی خرابی سنگ‌شکن‌ها با داده ارتعاش.",
      description: DESCRIPTION,
      field: "mining",
      stage: "recruiting",
      partner: "شرکت ملی صنایع مس ایران",
      needs: ["مهندس ارتعاشات", "توسعه‌دهنده داشبورد"],
      technologies: [],
      budget_toman: 120_000_000,
      duration_months: 8,
      cover_alt: null,
    });
  });
});

describe("an edit", () => {
  it("goes with the version shown and clears an emptied budget; the API's 422 lands on its field", async () => {
    const user = userEvent.setup();
    api.patch.mockRejectedValueOnce(
      fieldRefusal(
        "cover_alt",
        "برای تصویر بارگذاری‌شده، متن جایگزین تصویر پروژه را بنویسید (آنچه تصویر نشان می‌دهد).",
      ),
    );
    render(<ProjectForm item={savedProject()} />);
    expect((screen.getByLabelText(/^بودجه/) as HTMLInputElement).value).toBe("۱۲۰,۰۰۰,۰۰۰");
    await user.clear(screen.getByLabelText(/^بودجه/));
    await user.click(screen.getByRole("button", { name: "ذخیره تغییرها" }));
    expect(
      await screen.findByText("برای تصویر بارگذاری‌شده، متن جایگزین تصویر پروژه را بنویسید (آنچه تصویر نشان می‌دهد)."),
    ).toBeTruthy();
    expect(api.patch).toHaveBeenCalledWith(
      "/v1/admin/content/projects/12",
      expect.objectContaining({
        budget_toman: null,
        duration_months: 8,
        version: 3,
        cover: "/media/art/project/vibration.svg",
      }),
      expect.anything(),
    );
  });
});
