import type { Metadata } from "next";
import { periodLabel } from "@/components/workspaces/workspace-format";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentSpacesApi, contentSpacesPath } from "@/lib/api/resources/desk-content";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { DESK_KINDS } from "../desk-kinds";
import { contentListPage } from "../list-page";

export const metadata: Metadata = { title: "پلن‌ها و قیمت‌ها در محتوا" };

// The content desk's workspace plans: every plan whatever its state, the last edited first, in the
// desk's shared list, narrowed to one space when the URL names it (a space's page links so): each
// with its space and branch, service, price a period and capacity (and a word when its space is
// off the site, which takes the plan off with it).
export default contentListPage({
  kind: DESK_KINDS.plans,
  narrow: {
    select: { id: "plan-space", name: "location_id", label: "فضا", allLabel: "همه فضاها" },
    choices: async (api) =>
      (await contentSpacesApi.list(api, { "per-page": 100 }, { page: true })).items.map((space) => ({
        id: space.id,
        label: `${space.name}، ${space.branch.name}`,
      })),
  },
  related: [
    { href: contentSpacesPath, label: "فضاها" },
    { href: deskCalendarPath, label: "تقویم رزرو" },
  ],
  lines: (plan) => (
    <>
      <p className="text-sm leading-6 text-muted">
        {plan.location.name}، {plan.location.branch_name} · {plan.service.title}
        {!plan.location.is_public && <strong className="text-amber-800"> · فضا یا شعبه آن در سایت نیست</strong>}
      </p>
      <p className="text-sm text-muted">
        {formatNumberFa(plan.price_toman)} تومان {periodLabel(plan.period)} · ظرفیت {toPersianDigits(plan.capacity)} نفر
        · آخرین تغییر: {formatJalaliDateTime(plan.updated_at)}
      </p>
    </>
  ),
});
