// The pages issue 11 measures, with real slugs and ids read from the API (the first item of each
// list), so the bench follows the seeded content instead of hard-coding it.

const SECTIONS = [
  // [list page, API list, detail page of an item]
  ["/events", "/api/v1/event/index?when=upcoming", (item) => `/events/${item.slug}`],
  ["/businesses", "/api/v1/business", (item) => `/businesses/${item.slug}`],
  ["/mentors", "/api/v1/mentor/index", (item) => `/mentors/${item.id}`],
  ["/freelancers", "/api/v1/freelancer/index", (item) => `/freelancers/${item.id}`],
  ["/jobs", "/api/v1/job/job-list", (item) => `/jobs/${item.id}`],
  ["/projects", "/api/v1/hitech/index", (item) => `/projects/${item.id}`],
  ["/presents", "/api/v1/present/index", (item) => `/presents/${item.slug}`],
];

async function firstItem(base, apiPath) {
  const response = await fetch(`${base}${apiPath}`);
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  const items = await response.json();
  if (!Array.isArray(items) || !items.length) throw new Error(`${apiPath} listed nothing`);
  return items[0];
}

/** { pages: every public page to load (in the order), eventPage, jobPage }. */
export async function publicPages(base) {
  const pages = ["/"];
  const details = {};
  for (const [list, apiPath, detail] of SECTIONS) {
    const path = detail(await firstItem(base, apiPath));
    details[list] = path;
    pages.push(list, path);
  }
  const contentPage = await firstItem(base, "/api/v1/page/index");
  pages.push("/faq", `/page/${contentPage.slug}`, "/workspaces", "/reservation", "/track");
  // A page that does not answer 200 would measure an error screen: say so before measuring it.
  for (const path of pages) {
    const status = (await fetch(`${base}${path}`)).status;
    if (status !== 200) console.log(`note: ${path} answers ${status} before the load`);
  }
  return { pages, eventPage: details["/events"], jobPage: details["/jobs"] };
}
