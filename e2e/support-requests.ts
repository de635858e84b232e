// What the request-form specs (requests*.spec.ts) share: a signed-in member with a complete
// profile, and a small real PDF to upload.
import { completeProfile, freshMobile, signInByCode } from "./support";
import type { Page } from "./test";

export type Member = { mobile: string; firstName: string; lastName: string; fullName: string; email: string };

/** A fresh member with a complete profile, signed in through the API; the page shares the cookies. */
export async function signIn(page: Page, firstName = "مریم", lastName = "کاظمی"): Promise<Member> {
  const mobile = freshMobile();
  await signInByCode(page.request, mobile);
  const email = `member${mobile.slice(-7)}@example.com`;
  await completeProfile(page.request, { first_name: firstName, last_name: lastName, birthday: "1992-03-01", email });
  return { mobile, firstName, lastName, fullName: `${firstName} ${lastName}`, email };
}

/** A small but real PDF (the API checks the bytes); `kb` pads it to about that size. */
export function pdf(name: string, kb = 2) {
  const head =
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n";
  const tail = "trailer\n<< /Root 1 0 R >>\n%%EOF\n";
  const padding = Math.max(0, kb * 1024 - head.length - tail.length - 2);
  return { name, mimeType: "application/pdf", buffer: Buffer.from(`${head}%${"x".repeat(padding)}\n${tail}`) };
}
