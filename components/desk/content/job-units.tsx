"use client";
// The career units in the desk (./content-groups.tsx): each one's name, slug (the jobs list's
// filter, /jobs?unit=slug), description and place in the order, with how many positions it holds
// and how many are open on the site. Checked by validation/content/job.ts.
import { jobUnitsApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobUnit } from "@/shared/types/content";
import { jobUnitCreateSchema } from "@/validation/content/job";
import { ContentGroups, type ContentGroupKind } from "./content-groups";

const JOB_UNITS: ContentGroupKind<AdminJobUnit, Parameters<typeof jobUnitsApi.create>[1]> = {
  id: "unit",
  nameField: "name",
  schema: jobUnitCreateSchema,
  api: jobUnitsApi,
  words: {
    noun: "واحد",
    listLabel: "واحدهای فرصت‌های شغلی",
    nameLabel: "نام واحد",
    slugHint: "فهرست فرصت‌ها با آن صافی می‌شود (/jobs?unit=نامک).",
    newSlugHint: "خالی بگذارید تا از نام ساخته شود.",
    descriptionHint: "در صفحه هر موقعیت این واحد، زیر «درباره واحد» دیده می‌شود.",
    emptyNote: "این واحد موقعیتی ندارد.",
  },
};

export function JobUnits({ units }: { units: AdminJobUnit[] }) {
  return (
    <ContentGroups
      kind={JOB_UNITS}
      groups={units}
      isEmpty={(unit) => unit.positions_count === 0}
      counts={(unit) => (
        <>
          <span>{toPersianDigits(unit.positions_count)} موقعیت</span>
          <span>{toPersianDigits(unit.open_positions_count)} موقعیت باز در سایت</span>
        </>
      )}
    />
  );
}
