import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AssignForm } from "@/components/desk/assign-form";
import { CallForm } from "@/components/desk/call-form";
import { CallsList, DeskTimeline, NotesList } from "@/components/desk/case-lists";
import { DecisionForm } from "@/components/desk/decision-form";
import { DeskSection } from "@/components/desk/desk-section";
import { LoginAsButton } from "@/components/desk/login-as-button";
import { ProfilePublisher } from "@/components/desk/profile-publisher";
import { NoteForm } from "@/components/desk/note-form";
import { PayloadFields, type PayloadNames } from "@/components/desk/payload-fields";
import { Link } from "@/components/navigation/link";
import { StatusBadge } from "@/components/requests/status-badge";
import type { ApiClient } from "@/lib/api/client";
import { deskApi, deskRequestPath } from "@/lib/api/resources/desk";
import { workspacesApi } from "@/lib/api/resources/workspaces";
import { authServerApi } from "@/render/api";
import { requireStaff } from "@/render/staff";
import { formatJalaliDateTime } from "@/shared/format/date";
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";
import { canReview } from "@/shared/staff";
import type { DeskStaffMember } from "@/shared/types/desk";
import { tehranToday } from "@/shared/format/date";
import { isPreviewable, previewUrl } from "@/shared/file-preview";
import { visitorPage } from "@/render/page-rule";

export const metadata: Metadata = { title: "بررسی درخواست" };

const byId = <T extends { id: number }>(items: T[], name: (item: T) => string) =>
  Object.fromEntries(items.map((item) => [String(item.id), name(item)]));

/** A reservation names its branch, space and service by id: their names, from the public lists (none when they do not answer). */
async function reservationNames(api: ApiClient): Promise<PayloadNames> {
  const list = <T,>(load: Promise<{ items: T[] }>) => load.then((page) => page.items).catch(() => [] as T[]);
  const [branches, locations, services] = await Promise.all([
    list(workspacesApi.branches(api, { "per-page": 100 })),
    list(workspacesApi.locations(api, { "per-page": 100 })),
    list(workspacesApi.services(api, { "per-page": 100 })),
  ]);
  return {
    branch: byId(branches, (b) => b.name),
    location_id: byId(locations, (l) => l.name),
    service: byId(services, (s) => s.title),
  };
}

async function DeskRequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: rawId } = await params;
  const me = await requireStaff(`/admin/requests/${rawId}`, (staff) => staff.can.review);
  if (!/^\d{1,9}$/.test(rawId)) notFound();
  const id = Number(rawId);
  const api = await authServerApi();
  const request = await deskApi.request(api, id, { page: true });
  const [names, staff] = await Promise.all([
    request.kind === "reservation" ? reservationNames(api) : Promise.resolve({}),
    me.can.manage_staff
      ? deskApi.staff(api).catch(() => [] as DeskStaffMember[])
      : Promise.resolve([] as DeskStaffMember[]),
  ]);
  const team = staff
    .filter((member) => canReview(member, request.kind))
    .map((member) => ({ id: member.id, name: toPersianDigits(member.name) }));

  return (
    <div className="grid gap-6">
      <Link
        href="/admin/requests"
        className="justify-self-start rounded text-sm font-bold text-brand-800 underline underline-offset-4"
      >
        بازگشت به صف درخواست‌ها
      </Link>
      <header className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-4 md:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm font-bold text-brand-800">{request.kind_label}</p>
            <h1 className="mt-1 text-2xl font-black">{request.subject_title ?? request.full_name}</h1>
          </div>
          <StatusBadge status={request.status} label={request.status_label} />
        </div>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-muted">کد پیگیری</dt>
            <dd dir="ltr" className="text-end font-mono text-base font-bold">
              {request.tracking_code}
            </dd>
          </div>
          <div>
            <dt className="text-muted">درخواست‌دهنده</dt>
            <dd className="font-bold">{request.full_name}</dd>
          </div>
          <div>
            <dt className="text-muted">شماره تماس</dt>
            <dd>
              <a
                href={`tel:${request.mobile}`}
                dir="ltr"
                className="inline-block rounded font-bold text-brand-800 underline underline-offset-4"
              >
                {toPersianDigits(request.mobile)}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-muted">تاریخ ثبت</dt>
            <dd>{formatJalaliDateTime(request.created_at)}</dd>
          </div>
          <div>
            <dt className="text-muted">آخرین تغییر</dt>
            <dd>{formatJalaliDateTime(request.updated_at)}</dd>
          </div>
          <div>
            <dt className="text-muted">آخرین تماس</dt>
            <dd>{request.last_called_at ? formatJalaliDateTime(request.last_called_at) : "هنوز تماس گرفته نشده"}</dd>
          </div>
        </dl>
        {me.can.manage_staff && request.user_id !== null && (
          <div className="flex flex-wrap items-center gap-3 border-t border-brand-100 pt-4">
            <LoginAsButton userId={request.user_id} />
            <p className="text-sm text-muted">برای پشتیبانی، یک ساعت و با ثبت در گزارش فعالیت‌ها.</p>
          </div>
        )}
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="grid min-w-0 gap-6">
          <DeskSection id="fields" title="اطلاعات درخواست">
            <PayloadFields kind={request.kind} payload={request.payload} names={names} />
          </DeskSection>
          {request.files.length > 0 && (
            <DeskSection id="files" title="فایل‌ها">
              <ul className="grid gap-2">
                {request.files.map((file) => (
                  <li key={file.id} className="grid gap-2">
                    {isPreviewable(file.mime) && (
                      <a
                        href={previewUrl(file.url)}
                        target="_blank"
                        rel="noopener"
                        className="block w-fit rounded-xl border border-brand-100 bg-white p-1"
                      >
                        {/* A private file behind the staff check: next/image would fetch it without the visitor's cookie. */}
                        {/* eslint-disable-next-line @next/next/no-img-element */}
                        <img
                          src={previewUrl(file.url)}
                          alt={`پیش‌نمایش ${file.name}`}
                          loading="lazy"
                          className="max-h-48 max-w-full rounded-lg object-contain"
                        />
                      </a>
                    )}
                    <p>
                      <a href={file.url} className="font-bold break-all text-brand-800 underline underline-offset-4">
                        {file.name}
                      </a>{" "}
                      <span className="text-sm text-muted">
                        ({formatNumberFa(Math.max(1, Math.ceil(file.size / 1024)))} کیلوبایت)
                      </span>
                    </p>
                  </li>
                ))}
              </ul>
            </DeskSection>
          )}
          <DeskSection id="timeline" title="روند بررسی">
            <DeskTimeline history={request.history} />
          </DeskSection>
          <DeskSection id="others" title="درخواست‌های دیگر این فرد">
            {request.others.length === 0 ? (
              <p className="text-muted">درخواست دیگری با این حساب یا شماره در صف شما نیست.</p>
            ) : (
              <ul className="grid gap-2">
                {request.others.map((other) => (
                  <li
                    key={other.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 p-3"
                  >
                    <span className="min-w-0">
                      <Link
                        href={deskRequestPath(other.id)}
                        className="font-bold text-brand-800 underline underline-offset-4"
                      >
                        {other.kind_label}
                        {other.subject_title ? `: ${other.subject_title}` : ""}
                      </Link>
                      <span className="block text-sm text-muted">
                        <span dir="ltr" className="font-mono">
                          {other.tracking_code}
                        </span>{" "}
                        · {formatJalaliDateTime(other.created_at, "short")}
                      </span>
                    </span>
                    <StatusBadge status={other.status} label={other.status_label} />
                  </li>
                ))}
              </ul>
            )}
          </DeskSection>
        </div>

        <div className="grid min-w-0 gap-6">
          <DeskSection id="decision" title="تصمیم">
            <DecisionForm requestId={request.id} version={request.version} nextStatuses={request.next_statuses} />
          </DeskSection>
          {request.profile !== undefined && (
            <DeskSection id="profile" title="نمایه عمومی">
              <ProfilePublisher
                requestId={request.id}
                approved={request.status === "approved"}
                profile={request.profile}
                kindLabel={request.kind_label}
              />
            </DeskSection>
          )}
          <DeskSection id="calls" title="تماس‌ها">
            <CallForm requestId={request.id} today={tehranToday()} />
            <div className="mt-5 border-t border-brand-100 pt-4">
              <CallsList calls={request.calls} />
            </div>
          </DeskSection>
          <DeskSection id="assignee" title="کارشناس">
            <AssignForm
              requestId={request.id}
              version={request.version}
              assignee={request.assignee}
              me={{ id: me.id, name: toPersianDigits(me.name) }}
              team={team}
            />
          </DeskSection>
          <DeskSection id="notes" title="یادداشت‌ها">
            <NoteForm requestId={request.id} />
            <div className="mt-5 border-t border-brand-100 pt-4">
              <NotesList notes={request.notes} />
            </div>
          </DeskSection>
        </div>
      </div>
    </div>
  );
}

export default visitorPage(DeskRequestPage);
