import "server-only";
// The printable one-page resume of a freelancer whose resume is public, built from the profile
// (the demo profiles have no uploaded file, and a link must never lead to a 404).
import { SOCIAL_NETWORKS, type Freelancer } from "@/shared/types/freelancers";
import { toPersianDigits } from "@/shared/format/digits";
import { formatToman } from "@/shared/format/number";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Escaping keeps an address inside its attribute, not `javascript:` out of it: only web links. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);
/** A picture from this site or the web; anything else is left out. */
const isPictureAddress = (url: string) => /^\/(?![/\\])/.test(url) || isWebAddress(url);

export function renderResume(freelancer: Freelancer, siteName: string): string {
  const social = SOCIAL_NETWORKS.filter(({ key }) => freelancer.social[key]).map(({ key, label }) => {
    const url = freelancer.social[key]!;
    const shown = escape(url.replace(/^https:\/\/(www\.)?/, ""));
    return `<li>${escape(label)}: ${isWebAddress(url) ? `<a dir="ltr" href="${escape(url)}">${shown}</a>` : `<span dir="ltr">${shown}</span>`}</li>`;
  });
  const facts = [
    ["حوزه", freelancer.category?.name],
    ["شهر", freelancer.city],
    ["سابقه کار", `${toPersianDigits(freelancer.years_of_experience)} سال`],
    ["نرخ ساعتی", formatToman(freelancer.hourly_rate)],
    ["وضعیت", freelancer.available ? "آماده همکاری" : "فعلاً پروژه جدید نمی‌پذیرد"],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>رزومه ${escape(freelancer.name)}</title>
<style>
  body { font-family: Vazirmatn, Tahoma, system-ui, sans-serif; color: #17231c; margin: 0; background: #f6f8f6; line-height: 1.9; }
  main { max-width: 46rem; margin: 2rem auto; background: #fff; padding: 2.5rem; border-radius: 1rem; border: 1px solid #d9fbe6; }
  header { display: flex; gap: 1.25rem; align-items: center; border-bottom: 2px solid #15803d; padding-bottom: 1.25rem; }
  header img { width: 96px; height: 96px; border-radius: 50%; }
  h1 { margin: 0; font-size: 1.75rem; }
  h2 { font-size: 1.15rem; color: #126534; margin: 1.75rem 0 .5rem; }
  .title { margin: .25rem 0 0; color: #4b5b52; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1.5rem; margin: 0; }
  dt { color: #4b5b52; } dd { margin: 0; font-weight: 700; }
  ul.skills { display: flex; flex-wrap: wrap; gap: .5rem; padding: 0; list-style: none; margin: 0; }
  ul.skills li { background: #effdf4; border: 1px solid #b4f4cd; border-radius: 999px; padding: .1rem .8rem; }
  a { color: #15803d; }
  footer { margin-top: 2rem; font-size: .85rem; color: #4b5b52; }
  @media print { body { background: #fff; } main { margin: 0; border: 0; padding: 0; } }
</style>
</head>
<body>
<main>
  <header>
    ${isPictureAddress(freelancer.avatar) ? `<img src="${escape(freelancer.avatar)}" alt="">` : ""}
    <div>
      <h1>${escape(freelancer.name)}</h1>
      <p class="title">${escape(freelancer.title)}</p>
    </div>
  </header>
  <h2>مشخصات</h2>
  <dl>${facts.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>
  <h2>درباره من</h2>
  ${freelancer.bio
    .split("\n")
    .map((p) => `<p>${escape(p)}</p>`)
    .join("")}
  <h2>مهارت‌ها</h2>
  <ul class="skills">${freelancer.skills.map((s) => `<li>${escape(s)}</li>`).join("")}</ul>
  ${social.length ? `<h2>شبکه‌های اجتماعی</h2><ul>${social.join("")}</ul>` : ""}
  <footer>این رزومه از پروفایل عمومی ${escape(freelancer.name)} در ${escape(siteName)} ساخته شده است.</footer>
</main>
</body>
</html>`;
}
