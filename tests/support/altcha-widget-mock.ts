// A stand-in for components/requests/altcha-widget in jsdom, which has neither the secure context
// nor the workers the real ALTCHA widget needs. Same contract as the real one: an <altcha-widget>
// element with a checkbox labelled «من ربات نیستم» (the label follows the state, as the real one's
// does: «در حال تأیید…», «تأیید شد»); ticking it reports "verifying", then "verified" with a
// payload, through the same `load` and `statechange` events; reset() and verify() as the real methods. Use with
//   vi.mock("@/components/requests/altcha-widget", () => import("../support/altcha-widget-mock"));

/** The payload a verified stand-in reports (what the form must send as `altcha`). */
export const TEST_ALTCHA_PAYLOAD = "dGVzdC1hbHRjaGEtcGF5bG9hZA==";

/** How many challenges the stand-ins were asked to solve (a click or verify()). */
export const altchaMock = { verifications: 0 };

const LABELS = { unverified: "من ربات نیستم", verifying: "در حال تأیید…", verified: "تأیید شد" };

class FakeAltchaWidget extends HTMLElement {
  private state = "unverified";
  private checkbox?: HTMLInputElement;
  private label?: HTMLLabelElement;

  connectedCallback() {
    const id = `altcha-checkbox-${Math.random().toString(16).slice(2)}`;
    this.checkbox = Object.assign(document.createElement("input"), { type: "checkbox", id });
    const label = Object.assign(document.createElement("label"), { htmlFor: id, textContent: LABELS.unverified });
    this.label = label;
    this.checkbox.addEventListener("change", () => {
      if (this.checkbox!.checked && this.state !== "verified") void this.verify();
    });
    this.append(this.checkbox, label);
    queueMicrotask(() => this.dispatchEvent(new CustomEvent("load")));
  }

  private setState(state: string, payload?: string) {
    this.state = state;
    if (this.checkbox) this.checkbox.checked = state === "verified";
    if (this.label) this.label.textContent = LABELS[state as keyof typeof LABELS] ?? LABELS.unverified;
    this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload: payload ?? null } }));
  }

  reset() {
    this.setState("unverified");
  }

  async verify() {
    altchaMock.verifications += 1;
    this.setState("verifying");
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.setState("verified", TEST_ALTCHA_PAYLOAD);
    return { payload: TEST_ALTCHA_PAYLOAD };
  }
}

export function createAltchaWidget(): HTMLElement {
  if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", FakeAltchaWidget);
  return document.createElement("altcha-widget");
}
