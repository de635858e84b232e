// POST /api/v1/contact-us/create: a contact message (captcha for anonymous senders).
import { requestRoute } from "@/server/requests/create";
import { contactSchema } from "@/validation/requests/contact";

export const dynamic = "force-dynamic";

export const POST = requestRoute({
  kind: "contact",
  schema: contactSchema,
  contact: (input) => ({ mobile: input.contact_phone, fullName: input.contact_name }),
});
