// GET /api/v1/location-plan/{id}/availability?from=&to= (YYYY-MM-DD, digits of any script; from
// today to a year ahead by default, at most 400 days): the days a reservation of the plan cannot
// start (the branch's weekly days off, its closed days with their reason, the plan's full days).
// Not cached: every reservation can fill a day.
import { intParam } from "@/server/catalog/query";
import { getDb } from "@/server/db/client";
import { notFound } from "@/server/http/errors";
import { notShared } from "@/server/cache/public-reads";
import { apiHandler } from "@/server/http/handler";
import { ValidationFailure } from "@/server/http/validation";
import { planAvailability } from "@/server/reservations/calendar";
import { PLAN_NOT_FOUND } from "@/server/workspaces/http";
import { addDaysIso, isIsoDay, tehranToday } from "@/shared/format/date";
import { toLatinDigits } from "@/shared/format/digits";
import { availabilityQuery } from "@/shared/queries/catalog";
import { parseQuery } from "@/shared/queries/query";

export const dynamic = "force-dynamic";

const MAX_DAYS = 400;
const DAY_MESSAGE = "تاریخ باید به شکل YYYY-MM-DD باشد.";

function dayParam(value: string | null, key: string, fallback: string): string {
  if (value === null || value === "") return fallback;
  const day = toLatinDigits(value).trim();
  if (!isIsoDay(day)) throw new ValidationFailure(key, DAY_MESSAGE);
  return day;
}

type Context = { params: Promise<{ id: string }> };

export const GET = apiHandler(
  async (request: Request, { params }: Context) => {
    const query = parseQuery(availabilityQuery, new URL(request.url).searchParams);
    const from = dayParam(query.from, "from", tehranToday());
    const to = dayParam(query.to, "to", addDaysIso(from, 365));
    if (to < from || to > addDaysIso(from, MAX_DAYS))
      throw new ValidationFailure("to", `بازه باید از «from» تا حداکثر ${MAX_DAYS} روز بعد باشد.`);
    const availability = await planAvailability(await getDb(), intParam((await params).id) ?? -1, from, to);
    if (!availability) throw notFound(PLAN_NOT_FOUND);
    return Response.json(availability, { headers: { "Cache-Control": "no-store" } });
  },
  { cache: notShared },
);
