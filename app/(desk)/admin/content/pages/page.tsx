import type { Metadata } from "next";
import { excerpt } from "@/lib/seo";
import { formatJalaliDateTime } from "@/shared/format/date";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "صفحه‌ها در محتوا" };

// The content desk's pages (rules, terms, privacy ...): every page whatever its state, the last
// edited first, in the desk's shared list: each with its summary, its address and its last change.
export default contentListPage({
  kind: DESK_KINDS.pages,
  lines: (page) => (
    <>
      <p className="text-sm leading-6 text-muted">{excerpt(page.summary, 140)}</p>
      <p className="text-sm text-muted">
        آخرین تغییر: {formatJalaliDateTime(page.updated_at)} · <bdi>/page/{page.slug}</bdi>
      </p>
    </>
  ),
});
