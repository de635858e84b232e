import { BrandMark } from "./brand-logo";
import { NavLink } from "./nav-link";
import { SocialIcon } from "./social-icon";
import { jalaliParts } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { magazineLink } from "@/render/magazine";
import { siteInfoOrNothing } from "@/render/site-info";
import { aboutNav, mainNav, requestNav, site, type NavItem } from "@/shared/site";
import type { ContactInfo, SocialLink } from "@/shared/types/site";

/** How long the footer waits for the settings before it shows the brand's own details: a slow API
 *  must not hold up a page that needs nothing else from it. */
const FOOTER_SETTINGS_WAIT_MS = 2_000;

type FooterSettings = { contact: Omit<ContactInfo, "location">; social: readonly SocialLink[] };

/** The contact details and social links the desk edits (/admin/content/site); the brand's constants when the API cannot answer in time. */
async function footerSettings(): Promise<FooterSettings> {
  const info = await siteInfoOrNothing(FOOTER_SETTINGS_WAIT_MS);
  return { contact: info?.contact ?? site.contact, social: info?.social ?? site.social };
}

/** `settings`: what to show instead of the published settings (the desk's preview of the drafts). */
export async function SiteFooter({ settings }: { settings?: FooterSettings } = {}) {
  const magazine = magazineLink();
  const { contact, social } = settings ?? (await footerSettings());
  return (
    <footer className="mt-16 border-t border-brand-100 bg-brand-950 text-brand-50 render-when-near [--near-height:79rem] md:[--near-height:50rem] lg:[--near-height:32rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <div className="flex items-center gap-2">
            <BrandMark className="size-8" />
            <h2 id="footer-about" className="text-lg font-extrabold text-white">
              {site.brand}
            </h2>
          </div>
          <p className="mt-3 text-sm leading-7 text-brand-100">
            آوینوکس کافه نوآوری، فضای کار اشتراکی و شتاب‌دهنده استارتاپ در کرمان است؛ جایی برای کار، یادگیری، پیدا کردن
            هم‌تیمی و رشد دادن ایده‌ها تا یک کسب‌وکار واقعی.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="شبکه‌های اجتماعی">
            {social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-brand-900 text-brand-100 hover:bg-brand-800 hover:text-white"
                >
                  <SocialIcon name={s.key} />
                  <span className="sr-only">{s.name} آوینوکس</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks title="بخش‌ها" items={mainNav} />
        <FooterLinks
          title="درخواست‌ها و راهنما"
          items={[
            ...requestNav,
            ...aboutNav,
            ...(magazine ? [magazine] : []),
            { href: "/track", label: "پیگیری درخواست", description: "" },
            { href: "/faq", label: "پرسش‌های متداول", description: "" },
            { href: "/page/rules", label: "قوانین فضای کار", description: "" },
            { href: "/page/privacy", label: "حریم خصوصی", description: "" },
          ]}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-bold text-white">
            نشانی و تماس
          </h2>
          <address className="mt-3 grid gap-2 text-sm leading-7 text-brand-100 not-italic">
            <p>{contact.address}</p>
            <p>
              تلفن:{" "}
              <a href={`tel:${contact.phone.replace(/-/g, "")}`} dir="ltr" className="hover:text-white">
                {toPersianDigits(contact.phone)}
              </a>
            </p>
            <p>
              ایمیل:{" "}
              <a href={`mailto:${contact.email}`} dir="ltr" className="hover:text-white">
                {contact.email}
              </a>
            </p>
            <p>ساعات کاری: {contact.hours}</p>
          </address>
        </section>
      </div>
      <div className="border-t border-brand-900">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-brand-200 md:px-6">
          © {toPersianDigits(jalaliParts(new Date()).year)} {site.title}. همه حقوق محفوظ است.
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-bold text-white">{title}</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} className="text-brand-100 hover:text-white" />
          </li>
        ))}
      </ul>
    </nav>
  );
}
