// @vitest-environment jsdom
// The one request-form hook (lib/requests/use-request-form) as a signed-in person meets it: their
// name and e-mail are in the contact form before they type (the number to call back is theirs to
// choose), what they type is never replaced, and
// after the receipt "another request" starts an empty form with their details in it again.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Identity } from "@/shared/types/auth";
import { sessionStore } from "@/lib/auth/session";

const sent = vi.hoisted(() => [] as Array<{ endpoint: string; fields: Record<string, unknown> }>);
vi.mock("@/lib/api/resources/requests", () => ({
  submitRequest: vi.fn(async (_api: unknown, endpoint: string, fields: Record<string, unknown>) => {
    sent.push({ endpoint, fields });
    return (await import("../support/request-form-ui")).testReceipt({ kind: "contact", kind_label: "پیام" });
  }),
}));

import { ContactForm } from "@/components/requests/contact-form";
import { CONTACT_PHONE_LABEL } from "@/validation/requests/contact-terms";
import { fillRequest, requestField } from "../support/request-form-ui";

const identity: Identity = {
  id: 7,
  username: "09131112233",
  mobile: "09131112233",
  first_name: "مهسا",
  last_name: "کریمی",
  full_name: "مهسا کریمی",
  national_code: null,
  birthday: null,
  email: "mahsa@example.com",
  has_password: true,
  is_complete: false,
};

beforeEach(() => {
  sent.length = 0;
  sessionStore.set({ status: "signed-in", name: identity.full_name!, identity });
});
afterEach(() => sessionStore.set({ status: "unknown" }));

describe("a request form for a signed-in person", () => {
  it("fills their details, keeps what they typed, and fills them again for another request", async () => {
    render(<ContactForm thisYear={1404} />);
    await waitFor(() => expect(requestField("نام و نام خانوادگی").value).toBe("مهسا کریمی"));
    expect(requestField(CONTACT_PHONE_LABEL).value).toBe("");
    expect(requestField("ایمیل").value).toBe("mahsa@example.com");
    await userEvent.type(requestField(CONTACT_PHONE_LABEL), "03431234567");

    // What the person types wins over the account's details.
    await userEvent.clear(requestField("ایمیل"));
    await userEvent.type(requestField("ایمیل"), "work@example.com");
    sessionStore.set({ status: "signed-in", name: identity.full_name!, identity: { ...identity } });
    await fillRequest([
      ["موضوع", { option: "رویدادها" }],
      ["پیام", "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟"],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "ارسال پیام" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      endpoint: "/v1/contact-us/create",
      fields: {
        contact_name: "مهسا کریمی",
        contact_phone: "03431234567",
        contact_email: "work@example.com",
        subject: "رویدادها",
      },
    });

    await userEvent.click(await screen.findByRole("button", { name: "ارسال درخواست دیگر" }));
    await waitFor(() => expect(requestField("نام و نام خانوادگی").value).toBe("مهسا کریمی"));
    expect(requestField(CONTACT_PHONE_LABEL).value).toBe("");
    expect(requestField("ایمیل").value).toBe("mahsa@example.com");
    expect(requestField("پیام").value).toBe("");
    expect(requestField("موضوع").value).toBe("");
  });
});
