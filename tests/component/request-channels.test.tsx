// @vitest-environment jsdom
// Which channel a request form sends on (SPEC §7, issue 10 item 8): contact, job resume and
// hi-tech proposal are public calls; every other request form rides the authenticated channel.
// The channels themselves are stand-ins here that record who was asked to send what.
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const sent = vi.hoisted(() => [] as Array<{ channel: "public" | "auth"; url: string; body: unknown }>);
vi.mock("@/lib/api/browser", async () => {
  const receipt = (await import("../support/request-form-ui")).testReceipt();
  const channel = (name: "public" | "auth") => ({
    post: async (url: string, body: unknown) => {
      sent.push({ channel: name, url, body });
      return receipt;
    },
  });
  const publicClient = channel("public");
  const authClient = channel("auth");
  return { publicApi: () => publicClient, authApi: () => authClient };
});

import { ContactForm } from "@/components/requests/contact-form";
import { REQUEST_ENDPOINTS, type RequestEndpoint } from "@/lib/api/resources/request-endpoints";
import { sessionStore } from "@/lib/auth/session";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { CONTACT_PHONE_LABEL } from "@/validation/requests/contact-terms";
import { fillRequest } from "../support/request-form-ui";

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => sessionStore.set({ status: "unknown" }));

async function channelOf(endpoint: RequestEndpoint) {
  const { result } = renderHook(() => useSubmitRequest({ endpoint, setError: vi.fn(), fields: [] }));
  await act(async () => {
    expect(await result.current.submit({ note: "سلام" })).toBe(true);
  });
  return sent.at(-1)!.channel;
}

describe("request channels", () => {
  it("sends SPEC's public calls on the public channel", async () => {
    expect(await channelOf(REQUEST_ENDPOINTS.jobResume)).toBe("public");
    expect(await channelOf(REQUEST_ENDPOINTS.hitechProposal)).toBe("public");
    expect(await channelOf(REQUEST_ENDPOINTS.contact)).toBe("public");
  });

  it("sends the other request forms on the authenticated channel", async () => {
    expect(await channelOf(REQUEST_ENDPOINTS.internship)).toBe("auth");
    expect(await channelOf(REQUEST_ENDPOINTS.idea)).toBe("auth");
    expect(await channelOf(REQUEST_ENDPOINTS.reservation)).toBe("auth");
  });

  it("the contact form of a signed-in sender goes on the public channel too", async () => {
    sessionStore.set({ status: "signed-in", name: "مهسا کریمی" });
    render(<ContactForm thisYear={1404} />);
    await fillRequest([
      ["نام و نام خانوادگی", "مهسا کریمی"],
      [CONTACT_PHONE_LABEL, "09131234567"],
      ["موضوع", { option: "رویدادها" }],
      ["پیام", "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟"],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "ارسال پیام" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      channel: "public",
      url: "/v1/contact-us/create",
      body: { contact_name: "مهسا کریمی" },
    });
  });
});
