// @vitest-environment jsdom
// What the event form creates beside the event (components/desk/content/new-choice-fields.tsx): a
// new organizer or presenter is made once however often its button is pressed, its picture goes up
// only with the text that describes it, the API's 422 lands on the field it names with what was
// typed kept, and Enter in a name box sends that creator, not the event form around it.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";

const api = { get: vi.fn(), post: vi.fn(), patch: vi.fn() };
vi.mock("@/lib/api/browser", () => ({ authApi: () => api, publicApi: () => api }));
const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { NewOrganizerFields, NewPresenterFields, NewTagField } =
  await import("@/components/desk/content/new-choice-fields");
const { ALT_REQUIRED } = await import("@/components/desk/content/use-image-upload");

const CHOICES = "/v1/admin/content/events/choices";
const nameTaken = (field: string, message: string) =>
  new ApiError({ kind: "validation", status: 422, message, fields: [{ field, message }], toast: undefined } as never);

/** A promise the test settles when it wants (an API call still on its way). */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

beforeEach(() => {
  api.post.mockReset();
  toasts.length = 0;
});

describe("a new organizer", () => {
  it("is made once when its button is pressed twice, then offered, with the boxes emptied", async () => {
    const user = userEvent.setup();
    const answer = pending<unknown>();
    api.post.mockReturnValue(answer.promise);
    const onCreated = vi.fn();
    render(<NewOrganizerFields onCreated={onCreated} />);
    await user.click(screen.getByText("برگزارکننده تازه"));
    await user.type(screen.getByLabelText(/نام برگزارکننده تازه/), "انجمن نوآوری کرمان");
    const add = screen.getByRole("button", { name: "افزودن برگزارکننده" });
    await user.click(add);
    await user.click(add);
    answer.settle({ id: 31, name: "انجمن نوآوری کرمان", logo: "/media/art/logo/anjoman.svg" });
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        id: 31,
        name: "انجمن نوآوری کرمان",
        logo: "/media/art/logo/anjoman.svg",
      }),
    );
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith(
      `${CHOICES}/organizers`,
      { name: "انجمن نوآوری کرمان", logo: undefined },
      { shownByCaller: [422] },
    );
    expect((screen.getByLabelText(/نام برگزارکننده تازه/) as HTMLInputElement).value).toBe("");
    expect(toasts).toEqual(["برگزارکننده «انجمن نوآوری کرمان» ساخته و انتخاب شد."]);
  });

  it("shows the API's refusal on the name and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.post.mockRejectedValue(nameTaken("name", "برگزارکننده‌ای با این نام هست؛ آن را از فهرست انتخاب کنید."));
    const onCreated = vi.fn();
    render(<NewOrganizerFields onCreated={onCreated} />);
    await user.click(screen.getByText("برگزارکننده تازه"));
    const name = screen.getByLabelText(/نام برگزارکننده تازه/) as HTMLInputElement;
    await user.type(name, "آوینوکس");
    await user.click(screen.getByRole("button", { name: "افزودن برگزارکننده" }));
    expect(await screen.findByText("برگزارکننده‌ای با این نام هست؛ آن را از فهرست انتخاب کنید.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.value).toBe("آوینوکس");
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe("a new presenter", () => {
  it("sends a chosen picture only with its text, then the presenter with the picture's address, from Enter in the name box", async () => {
    const user = userEvent.setup();
    const avatar = `/api/v1/media/images/img-${"a".repeat(32)}-148x148.webp`;
    api.post.mockImplementation(async (url: string) =>
      url === "/v1/admin/content/images"
        ? { id: 4, purpose: "logo", alt: "چهره مریم کاظمی", url: avatar, width: 148, height: 148, variants: [] }
        : { id: 52, name: "مریم کاظمی", title: "طراح تجربه کاربری", avatar },
    );
    const onCreated = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    // Inside the event form, as on the desk: Enter must not send that form.
    render(
      <form onSubmit={onSubmit}>
        <NewPresenterFields onCreated={onCreated} />
      </form>,
    );
    await user.click(screen.getByText("ارائه‌دهنده تازه"));
    await user.type(screen.getByLabelText("عنوان ارائه‌دهنده"), "طراح تجربه کاربری");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "maryam.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("فایل چهره ارائه‌دهنده"), { target: { files: [file] } });
    await user.type(screen.getByLabelText(/نام ارائه‌دهنده تازه/), "مریم کاظمی{Enter}");
    expect(await screen.findByText(ALT_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("متن جایگزین چهره ارائه‌دهنده"), "چهره مریم کاظمی");
    await user.type(screen.getByLabelText(/نام ارائه‌دهنده تازه/), "{Enter}");
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ id: 52, name: "مریم کاظمی", title: "طراح تجربه کاربری", avatar }),
    );
    const [[, form], [url, body]] = api.post.mock.calls as [[string, FormData], [string, unknown]];
    expect([form.get("purpose"), form.get("alt")]).toEqual(["logo", "چهره مریم کاظمی"]);
    expect([url, body]).toEqual([`${CHOICES}/presenters`, { name: "مریم کاظمی", title: "طراح تجربه کاربری", avatar }]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByLabelText("عنوان ارائه‌دهنده") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("متن جایگزین چهره ارائه‌دهنده") as HTMLInputElement).value).toBe("");
  });
});

describe("a new tag", () => {
  it("is sent by its name and chosen; the API's refusal stays on the box with the name kept", async () => {
    const user = userEvent.setup();
    api.post
      .mockResolvedValueOnce({ slug: "ai", name: "هوش مصنوعی" })
      .mockRejectedValueOnce(nameTaken("name", "نام برچسب باید بین ۲ تا ۴۰ کاراکتر باشد"));
    const onCreated = vi.fn();
    render(<NewTagField onCreated={onCreated} />);
    const box = screen.getByLabelText("برچسب تازه") as HTMLInputElement;
    await user.type(box, "هوش مصنوعي{Enter}");
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ slug: "ai", name: "هوش مصنوعی" }));
    expect(api.post).toHaveBeenCalledWith(`${CHOICES}/tags`, { name: "هوش مصنوعي" }, { shownByCaller: [422] });
    expect(box.value).toBe("");

    await user.type(box, "ه");
    await user.click(screen.getByRole("button", { name: "افزودن برچسب" }));
    expect(await screen.findByText("نام برچسب باید بین ۲ تا ۴۰ کاراکتر باشد")).toBeTruthy();
    expect(box.value).toBe("ه");
    expect(onCreated).toHaveBeenCalledTimes(1);
  });
});
