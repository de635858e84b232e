// @vitest-environment jsdom
// A signed-in sender whose short-lived access token lapsed while they filled in a form: the API
// answers 401 (not "captcha required"), the form renews the session and sends again with the same
// idempotency key; when the session has ended meanwhile, the form says so on the captcha.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/api-error";

const calls = vi.hoisted(() => ({
  sent: [] as Array<{ url: string; key: string | undefined }>,
  refusals: 0,
  renewals: [] as boolean[],
}));
vi.mock("@/lib/api/browser", async () => {
  const receipt = (await import("../support/request-form-ui")).testReceipt({
    kind: "contact",
    kind_label: "پیام تماس",
  });
  const client = {
    post: async (url: string, _body: unknown, options?: { headers?: Record<string, string> }) => {
      calls.sent.push({ url, key: options?.headers?.["Idempotency-Key"] });
      if (calls.refusals > 0) {
        calls.refusals -= 1;
        throw new ApiError({
          kind: "ignore",
          reason: "unauthenticated",
          status: 401,
          message: "نشست شما به پایان رسیده است؛ دوباره تلاش کنید.",
        });
      }
      return receipt;
    },
  };
  return { publicApi: () => client, authApi: () => client, renewSession: async () => calls.renewals.shift() ?? false };
});

import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { CAPTCHA_MESSAGES } from "@/validation/requests/captcha-messages";

const HINT = "avinox_session";

beforeEach(() => {
  calls.sent.length = 0;
  calls.refusals = 0;
  calls.renewals = [];
  document.cookie = `${HINT}=${encodeURIComponent("مهسا")}; path=/`;
});
afterEach(() => {
  document.cookie = `${HINT}=; path=/; max-age=0`;
});

function submitContact(setError = vi.fn()) {
  const { result } = renderHook(() =>
    useSubmitRequest({ endpoint: "/v1/contact-us/create", setError, fields: ["contact_name"] }),
  );
  return { result, setError };
}

describe("a lapsed session while sending a request", () => {
  it("is renewed and the request sent again, once, with the same idempotency key", async () => {
    calls.refusals = 1;
    calls.renewals = [true];
    const { result, setError } = submitContact();
    let ok = false;
    await act(async () => {
      ok = await result.current.submit({ contact_name: "مهسا کریمی" });
    });
    expect(ok).toBe(true);
    expect(result.current.receipt?.tracking_code).toBe("AVX-TEST-CODE");
    expect(calls.sent).toHaveLength(2);
    expect(calls.sent[1]!.key).toBe(calls.sent[0]!.key);
    expect(setError).not.toHaveBeenCalled();
  });

  it("that cannot be renewed asks for the captcha, keeping what was typed", async () => {
    calls.refusals = 1;
    calls.renewals = [false];
    const { result, setError } = submitContact();
    let ok = true;
    await act(async () => {
      ok = await result.current.submit({ contact_name: "مهسا کریمی" });
    });
    expect(ok).toBe(false);
    expect(calls.sent).toHaveLength(1);
    expect(setError).toHaveBeenCalledWith(
      "altcha",
      expect.objectContaining({ message: CAPTCHA_MESSAGES.sessionEnded }),
    );
  });
});
