"use client";
// Who the request is with. Anyone who reviews its kind may take it ("به من بسپار") or let it go;
// an admin, who sees the team, may hand it to any colleague who reviews its kind. Like a decision,
// it carries the version the page showed (409 when someone changed the request meanwhile).
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import { showToast } from "@/lib/toast";
import type { StaffRef } from "@/shared/types/desk";
import { toPersianDigits } from "@/shared/format/digits";

type Props = {
  requestId: number;
  version: number;
  assignee: StaffRef | null;
  /** The staff member at the desk. */
  me: StaffRef;
  /** Colleagues who review this kind (admins only; empty for anyone else). */
  team: StaffRef[];
};

export function AssignForm({ requestId, version, assignee, me, team }: Props) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState<"me" | "none" | "choice" | null>(null);
  const [message, setMessage] = useState("");
  const [choice, setChoice] = useState(assignee ? String(assignee.id) : "");

  async function assign(assigneeId: number | null, which: "me" | "none" | "choice") {
    setBusy(which);
    setMessage("");
    try {
      const item = await deskApi.assign(authApi(), requestId, assigneeId, version);
      showToast(
        item.assignee
          ? `درخواست به ${toPersianDigits(item.assignee.name)} سپرده شد.`
          : "درخواست از کارشناس برداشته شد.",
      );
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setMessage(error.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3">
      <p>
        {assignee ? (
          <>
            سپرده به <strong>{assignee.id === me.id ? "شما" : toPersianDigits(assignee.name)}</strong>
          </>
        ) : (
          "هنوز به کسی سپرده نشده است."
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {assignee?.id !== me.id && (
          <Button type="button" variant="secondary" busy={busy === "me"} onClick={() => assign(me.id, "me")}>
            به من بسپار
          </Button>
        )}
        {assignee && (
          <Button type="button" variant="ghost" busy={busy === "none"} onClick={() => assign(null, "none")}>
            برداشتن
          </Button>
        )}
      </div>
      {team.length > 0 && (
        <form
          aria-label="سپردن به همکار"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void assign(choice ? Number(choice) : null, "choice");
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1.5">
            <label htmlFor={`${id}-assignee`} className="text-sm font-bold">
              سپردن به همکار
            </label>
            <select
              id={`${id}-assignee`}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              className="w-full rounded-xl border border-brand-200 bg-white px-3 py-2.5 text-ink"
            >
              <option value="">هیچ‌کس</option>
              {team.map((member) => (
                <option key={member.id} value={member.id}>
                  {toPersianDigits(member.name)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" busy={busy === "choice"}>
            ذخیره
          </Button>
        </form>
      )}
      <div
        role="alert"
        className={
          message ? "rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 font-bold text-red-900" : undefined
        }
      >
        {message}
      </div>
    </div>
  );
}
