import type { Metadata } from "next";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pagination } from "@/components/catalog/pagination";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, AuditRecord } from "@/components/desk/audit-labels";
import { FilterForm } from "@/components/desk/filter-form";
import { deskInputClass, FilterSelect } from "@/components/desk/filter-select";
import { Link } from "@/components/navigation/link";
import { deskApi, deskRequestPath } from "@/lib/api/resources/desk";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { hrefWith, pageParam, param, type RawSearchParams } from "@/lib/catalog/search-params";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toLatinDigits, toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import type { DeskAuditEntry, DeskStaffMember } from "@/shared/types/desk";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "گزارش فعالیت" };

const PATH = "/admin/audit";

function EntityLink({ entry, staffNames }: { entry: DeskAuditEntry; staffNames: Record<string, string> }) {
  const id = entry.entity_id;
  if (entry.entity === "request" && id && /^\d+$/.test(id)) {
    return (
      <Link href={deskRequestPath(Number(id))} className="font-bold text-brand-800 underline underline-offset-4">
        درخواست شماره {toPersianDigits(id)}
      </Link>
    );
  }
  if (entry.entity === "staff" && id) return <span>همکار: {staffNames[id] ?? `شماره ${toPersianDigits(id)}`}</span>;
  return (
    <span>
      {AUDIT_ENTITIES[entry.entity] ?? entry.entity}
      {id ? ` ${toPersianDigits(id)}` : ""}
    </span>
  );
}

// The audit log (admins only): every staff action, newest first.
async function AuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  await requireStaff(hrefWith(PATH, raw, { page: param(raw, "page") }), (staff) => staff.can.manage_staff);
  const entity = param(raw, "entity");
  const action = param(raw, "action");
  const actorText = toLatinDigits(param(raw, "actor") ?? "");
  const actor = /^\d{1,9}$/.test(actorText) ? Number(actorText) : undefined;
  const entityIdText = toLatinDigits(param(raw, "entity_id") ?? "").slice(0, 100) || undefined;
  const page = pageParam(raw);
  const api = await authServerApi();
  const [log, staff] = await Promise.all([
    deskApi.audit(api, { entity, action, actor, entity_id: entityIdText, page, "per-page": 50 }, { page: true }),
    deskApi.staff(api).catch(() => [] as DeskStaffMember[]),
  ]);
  const staffNames = Object.fromEntries(staff.map((member) => [String(member.id), toPersianDigits(member.name)]));
  const params: RawSearchParams = {
    entity,
    action,
    actor: actor === undefined ? undefined : String(actor),
    entity_id: entityIdText,
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-black">گزارش فعالیت</h1>
        <p className="text-sm text-muted">{formatNumberFa(log.total)} رویداد</p>
      </div>
      {/* Keyed by the filters, so a link that changes them shows them in the fields. */}
      <FilterForm
        key={hrefWith(PATH, params, {})}
        action={PATH}
        label="فیلتر گزارش"
        className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FilterSelect
          id="audit-entity"
          name="entity"
          label="موضوع"
          allLabel="همه"
          value={entity}
          options={AUDIT_ENTITIES}
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label="کار"
          allLabel="همه کارها"
          value={action}
          options={AUDIT_ACTIONS}
        />
        <FilterSelect
          id="audit-actor"
          name="actor"
          label="انجام‌دهنده"
          allLabel="همه همکاران"
          value={actor === undefined ? undefined : String(actor)}
          options={Object.fromEntries(staff.map((member) => [String(member.id), toPersianDigits(member.name)]))}
        />
        <div className="grid gap-1.5">
          <label htmlFor="audit-entity-id" className="text-sm font-bold">
            شماره درخواست یا همکار
          </label>
          <input
            id="audit-entity-id"
            name="entity_id"
            dir="ltr"
            inputMode="numeric"
            defaultValue={entityIdText}
            className={`${deskInputClass} text-start`}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800">
            اعمال فیلترها
          </button>
          <Link
            href={PATH}
            className="rounded-xl px-3 py-2.5 font-bold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
          >
            پاک کردن فیلترها
          </Link>
        </div>
      </FilterForm>

      {log.items.length === 0 ? (
        <EmptyState
          title="رویدادی با این فیلترها نیست"
          description="فیلترها را تغییر دهید یا همه رویدادها را ببینید."
          resetHref={PATH}
        />
      ) : (
        <ol aria-label="رویدادها، جدیدترین اول" className="grid gap-3">
          {log.items.map((entry) => (
            <li key={entry.id} className="grid gap-3 rounded-2xl border border-brand-100 bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p>
                  <strong>{auditActionLabel(entry.action)}</strong> ·{" "}
                  <EntityLink entry={entry} staffNames={staffNames} />
                </p>
                <p className="text-sm text-muted">{formatJalaliDateTime(entry.created_at)}</p>
              </div>
              <p className="text-sm">
                {entry.actor ? toPersianDigits(entry.actor.name) : "سامانه"}
                {entry.ip && (
                  <span className="text-muted">
                    {" "}
                    · <span dir="ltr">{entry.ip}</span>
                  </span>
                )}
              </p>
              {(entry.before || entry.after) && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <AuditRecord
                    title="پیش از تغییر"
                    record={entry.before}
                    staffNames={staffNames}
                    entity={entry.entity}
                  />
                  <AuditRecord title="پس از تغییر" record={entry.after} staffNames={staffNames} entity={entry.entity} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination path={PATH} params={params} page={log.page} pageCount={log.pageCount} />
    </div>
  );
}

export default visitorPage(AuditPage);
