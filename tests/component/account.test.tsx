// @vitest-environment jsdom
// The account area's client pieces: the address form (province first, then its cities from the
// API; Persian errors; saves and returns to the list), deleting an address behind the SPEC §8
// confirmation, and the invitation landing keeping the referral cookie.
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { citiesOf, PROVINCES } from "@/shared/geo/iran";
import type { Address } from "@/shared/types/account";
import { allowModalDialogs } from "../support/dialog";

const router = { push: vi.fn(), refresh: vi.fn(), replace: vi.fn() };
let searchParams = new URLSearchParams();
vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => searchParams,
  usePathname: () => "/invite",
}));

const api = {
  get: vi.fn(async (url: string, options?: { params?: Record<string, unknown> }) =>
    url === "/v1/site/cities" ? citiesOf(Number(options?.params?.province_id)) : [],
  ),
  post: vi.fn(async (url: string, body?: unknown, options?: { params?: Record<string, unknown> }) => ({
    url,
    body,
    ...options?.params,
  })),
};
vi.mock("@/lib/api/browser", () => ({ publicApi: () => api, authApi: () => api }));

const toasts: string[] = [];
vi.mock("@/lib/toast", () => ({ showToast: (text: string) => void toasts.push(text) }));

const { AddressForm } = await import("@/components/account/address-form");
const { AddressList } = await import("@/components/account/address-list");
const { InviteReferral } = await import("@/components/account/invite-referral");

beforeAll(allowModalDialogs);

beforeEach(() => {
  vi.clearAllMocks();
  toasts.length = 0;
});

const optionNames = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

describe("address form", () => {
  const renderForm = () =>
    render(
      <AddressForm provinces={[...PROVINCES]} initialProvinceId={21} initialCityId={0} initialCities={citiesOf(21)} />,
    );

  it("starts on Kerman, and loads a newly chosen province's cities", async () => {
    renderForm();
    const province = screen.getByLabelText("استان") as HTMLSelectElement;
    const city = screen.getByLabelText("شهر") as HTMLSelectElement;
    expect(province.value).toBe("21");
    expect(city.value).toBe("0");
    expect(optionNames(city)).toContain("رفسنجان");

    fireEvent.change(province, { target: { value: "8" } });
    await waitFor(() => expect(optionNames(screen.getByLabelText("شهر"))).toContain("تهران"));
    expect(api.get).toHaveBeenCalledWith("/v1/site/cities", expect.objectContaining({ params: { province_id: 8 } }));
    expect((screen.getByLabelText("شهر") as HTMLSelectElement).value).toBe("");
    expect(optionNames(screen.getByLabelText("شهر"))).not.toContain("رفسنجان");
  });

  it("shows the schema's Persian messages and sends nothing", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText("نشانی"), { target: { value: "کرمان" } });
    fireEvent.change(screen.getByLabelText("کد پستی"), { target: { value: "۱۲۳" } });
    fireEvent.click(screen.getByRole("button", { name: "ذخیره نشانی" }));
    expect(await screen.findByText("عنوان نشانی الزامی است")).toBeTruthy();
    expect(screen.getByText("نشانی باید حداقل ۱۰ کاراکتر باشد")).toBeTruthy();
    expect(screen.getByText("کد پستی باید عددی و دقیقاً ۱۰ رقم باشد")).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("saves with Latin digits and numeric ids, then returns to the list with a toast", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("عنوان نشانی"), "خانه");
    await user.selectOptions(screen.getByLabelText("شهر"), "سیرجان");
    await user.type(screen.getByLabelText("نشانی"), "سیرجان، بلوار امام، کوچه ۳، پلاک ۸");
    await user.type(screen.getByLabelText("کد پستی"), "۷۸۱۶۶-۵۴۳۲۱");
    await user.click(screen.getByRole("button", { name: "ذخیره نشانی" }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith(
      "/v1/user/addresses/create",
      expect.objectContaining({ title: "خانه", province_id: 21, city_id: 2102, postal_code: "7816654321" }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/profile/addresses"));
    expect(toasts).toEqual(["نشانی ذخیره شد"]);
  });
});

describe("address list", () => {
  const address = (id: number, title: string): Address => ({
    id,
    title,
    province_id: 21,
    province_name: "کرمان",
    city_id: 0,
    city_name: "کرمان",
    address: "کرمان، خیابان شریعتی، کوچه ۱۲",
    postal_code: "7616913555",
    phone: null,
    created_at: "2025-01-01T08:00:00Z",
  });

  it("asks before deleting, with the SPEC's question and button, then removes the address", async () => {
    render(<AddressList addresses={[address(7, "خانه"), address(9, "محل کار")]} />);
    fireEvent.click(screen.getByRole("button", { name: "حذف نشانی خانه" }));
    expect(screen.getByText("آیا از حذف این مورد اطمینان دارید؟")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "انصراف" }));
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "حذف نشانی خانه" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "حذف مورد" })));
    expect(api.post).toHaveBeenCalledWith("/v1/user/addresses/delete", undefined, { params: { id: 7 } });
    expect(screen.queryByRole("heading", { name: "خانه" })).toBeNull();
    expect(screen.getByRole("heading", { name: "محل کار" })).toBeTruthy();
    expect(toasts).toEqual(["نشانی حذف شد"]);
    expect(screen.getByText("۷۶۱۶۹۱۳۵۵۵")).toBeTruthy();
  });
});

describe("invitation landing", () => {
  beforeEach(() => {
    for (const cookie of document.cookie.split(";"))
      document.cookie = `${cookie.split("=")[0]!.trim()}=; max-age=0; path=/`;
  });

  it("keeps a valid code in the referral cookie and offers to sign up", () => {
    searchParams = new URLSearchParams("ref=k7m2q9tp");
    render(<InviteReferral />);
    expect(document.cookie).toContain("referral=K7M2Q9TP");
    expect(screen.getByText("K7M2Q9TP")).toBeTruthy();
    expect(screen.getByRole("button", { name: "ثبت‌نام در آوینوکس" })).toBeTruthy();
  });

  it("ignores a code that cannot be one", () => {
    searchParams = new URLSearchParams("ref=<script>");
    render(<InviteReferral />);
    expect(document.cookie).not.toContain("referral=");
  });
});
