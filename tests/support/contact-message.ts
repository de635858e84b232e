// The contact-us message the request tests send (the simplest request kind: no subject, no file);
// a test spreads it and changes only what it checks.
export const CONTACT_MESSAGE = {
  contact_name: "مهسا کریمی",
  contact_phone: "09131234567",
  subject: "رویدادها",
  message: "سلام، برای برگزاری یک کارگاه در سالن رویدادها چه شرایطی دارید؟",
};
