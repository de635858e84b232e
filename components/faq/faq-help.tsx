import { CallToAction } from "@/components/ui/call-to-action";

/** The way out when no answer fits: ask the team. */
export function FaqHelp() {
  return (
    <CallToAction
      id="faq-help-title"
      tone="light"
      className="mt-12"
      title="پاسخ پرسشتان را پیدا نکردید؟"
      text="پیام بدهید؛ همکاران ما در ساعات کاری پاسخ می‌دهند. برای پیگیری درخواستی که فرستاده‌اید، کد پیگیری آن را داشته باشید."
      actions={[
        { href: "/contact-us", label: "تماس با ما" },
        { href: "/track", label: "پیگیری درخواست", secondary: true },
      ]}
    />
  );
}
