"use client";
// The team, for admins: who is on it with what access, a number added with a role (a reviewer
// may be limited to some kinds of request), a member's access changed, a member taken off the team
// behind a confirmation. The API never leaves the team without an admin: its 409 is shown as is.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import { handleFormError } from "@/lib/forms";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import { REQUEST_KINDS, type RequestKind } from "@/shared/request-labels";
import { accessLabel, STAFF_ROLES, type StaffRole } from "@/shared/staff";
import type { DeskStaffMember } from "@/shared/types/desk";
import { newStaffSchema } from "@/validation/desk";

const selectClass =
  "w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-red-600";
const alertClass = "rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 font-bold text-red-900";
const ROLE_OPTIONS = (Object.keys(STAFF_ROLES) as StaffRole[]).map((role) => (
  <option key={role} value={role}>
    {STAFF_ROLES[role]}
  </option>
));
const KIND_HINT = "هیچ‌کدام را انتخاب نکنید تا همه انواع درخواست را بررسی کند.";

function RoleSelect({ id, value, onChange }: { id: string; value: StaffRole; onChange: (role: StaffRole) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      className={selectClass}
    >
      {ROLE_OPTIONS}
    </select>
  );
}

/** Checkboxes of the request kinds a reviewer reviews. */
function KindChoices({
  legend,
  selected,
  onToggle,
}: {
  legend: string;
  selected: readonly RequestKind[];
  onToggle: (kind: RequestKind, on: boolean) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-bold">{legend}</legend>
      <p className="text-xs text-muted">{KIND_HINT}</p>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {(Object.keys(REQUEST_KINDS) as RequestKind[]).map((kind) => (
          <label key={kind} className="flex min-h-9 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              checked={selected.includes(kind)}
              onChange={(event) => onToggle(kind, event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {REQUEST_KINDS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const toggled = (kinds: readonly RequestKind[], kind: RequestKind, on: boolean) =>
  on ? [...kinds.filter((k) => k !== kind), kind] : kinds.filter((k) => k !== kind);

type NewStaffValues = z.input<typeof newStaffSchema>;
type NewStaff = z.output<typeof newStaffSchema>;

export function AddStaffForm() {
  const router = useRouter();
  const id = useId();
  const { register, handleSubmit, setError, reset, control, setValue, formState } = useForm<
    NewStaffValues,
    unknown,
    NewStaff
  >({
    resolver: zodResolver(newStaffSchema),
    mode: "onTouched",
    defaultValues: { mobile: "", role: "reviewer", kinds: [] },
  });
  const role = useWatch({ control, name: "role" });
  const kinds = (useWatch({ control, name: "kinds" }) ?? []) as RequestKind[];
  const submit = handleSubmit(async (values) => {
    try {
      const member = await deskApi.addStaff(authApi(), values);
      showToast(`${toPersianDigits(member.mobile)} با نقش «${accessLabel(member)}» به کارکنان افزوده شد.`);
      reset();
      router.refresh();
    } catch (error) {
      handleFormError(error, setError, ["mobile", "role", "kinds"]);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="افزودن همکار" className="grid gap-4">
      <div className="grid gap-4">
        <TextField
          label="شماره موبایل"
          required
          dir="ltr"
          inputMode="tel"
          autoComplete="off"
          placeholder="09123456789"
          className="text-start"
          error={formState.errors.mobile?.message}
          {...register("mobile")}
        />
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-role`} className="text-sm font-bold">
            نقش
          </label>
          <select id={`${id}-role`} className={selectClass} {...register("role")}>
            {ROLE_OPTIONS}
          </select>
        </div>
      </div>
      {role === "reviewer" && (
        <KindChoices
          legend="انواع درخواستی که بررسی می‌کند"
          selected={kinds}
          onToggle={(kind, on) => setValue("kinds", toggled(kinds, kind, on))}
        />
      )}
      <p className="text-sm text-muted">
        همکار با همین شماره و کد پیامکی وارد سایت می‌شود و از «میز کار» به صف‌ها می‌رسد.
      </p>
      <Button type="submit" busy={formState.isSubmitting} className="justify-self-start">
        افزودن به کارکنان
      </Button>
    </form>
  );
}

function MemberAccessForm({ member, onDone }: { member: DeskStaffMember; onDone: (message?: string) => void }) {
  const router = useRouter();
  const id = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [kinds, setKinds] = useState<RequestKind[]>(member.kinds);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={`دسترسی ${toPersianDigits(member.name)}`}
      className="mt-3 grid gap-3 rounded-xl border border-brand-100 bg-surface p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          const updated = await deskApi.updateStaff(authApi(), member.id, {
            role,
            kinds: role === "reviewer" ? kinds : [],
          });
          showToast(`دسترسی ${toPersianDigits(updated.name)}: ${accessLabel(updated)}`);
          onDone();
          router.refresh();
        } catch (error) {
          if (error instanceof ApiError && (error.status === 409 || error.status === 422)) onDone(error.message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-role`} className="text-sm font-bold">
          نقش
        </label>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      </div>
      {role === "reviewer" && (
        <KindChoices
          legend="انواع درخواستی که بررسی می‌کند"
          selected={kinds}
          onToggle={(kind, on) => setKinds((now) => toggled(now, kind, on))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          ذخیره دسترسی
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          انصراف
        </Button>
      </div>
    </form>
  );
}

export function StaffManager({ members, meId }: { members: DeskStaffMember[]; meId: number }) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<DeskStaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  async function remove(member: DeskStaffMember) {
    setBusy(true);
    setMessage("");
    try {
      await deskApi.removeStaff(authApi(), member.id);
      showToast(`${toPersianDigits(member.name)} از کارکنان برداشته شد.`);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setMessage(error.message);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <div className="grid gap-6">
      <div role="alert" className={message ? alertClass : undefined}>
        {message}
      </div>
      <ul aria-label="کارکنان" className="grid gap-3">
        {members.map((member) => (
          <li key={member.id} className="rounded-2xl border border-brand-100 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold">
                  {toPersianDigits(member.name)}
                  {member.id === meId && (
                    <span className="ms-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
                      شما
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  <span dir="ltr">{toPersianDigits(member.mobile)}</span> · {accessLabel(member)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  aria-expanded={editing === member.id}
                  onClick={() => setEditing(editing === member.id ? null : member.id)}
                >
                  تغییر دسترسی <span className="sr-only">{toPersianDigits(member.name)}</span>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => setRemoving(member)}
                >
                  حذف از کارکنان <span className="sr-only">{toPersianDigits(member.name)}</span>
                </Button>
              </div>
            </div>
            {editing === member.id && (
              <MemberAccessForm
                member={member}
                onDone={(failure) => {
                  setEditing(null);
                  setMessage(failure ?? "");
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        busy={busy}
        title="حذف از کارکنان"
        message={
          removing
            ? `${toPersianDigits(removing.name)} (${toPersianDigits(removing.mobile)}) دیگر به میز کار دسترسی نخواهد داشت. آیا مطمئن هستید؟`
            : ""
        }
        confirmLabel="حذف از کارکنان"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      />
    </div>
  );
}
