"use client";
// A reviewer's decision on a request: only the statuses its kind's workflow allows next, a note the
// requester sees on /track and in their account, and whether to send them the status SMS. The
// version the page showed goes along: if a colleague changed the request meanwhile, the API answers
// 409 and its message stays on screen with everything typed kept.
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { deskApi } from "@/lib/api/resources/desk";
import { handleFormError } from "@/lib/forms";
import { showToast } from "@/lib/toast";
import type { RequestStatus } from "@/shared/request-labels";
import { statusDecisionSchema } from "@/validation/desk";
import { ChoiceGroup } from "./choice-group";

const decisionFields = statusDecisionSchema.omit({ version: true });
type DecisionValues = z.input<typeof decisionFields>;
type Decision = z.output<typeof decisionFields>;

type Props = {
  requestId: number;
  /** The version the page shows (a fresh one after each refresh). */
  version: number;
  nextStatuses: ReadonlyArray<{ status: RequestStatus; label: string }>;
};

export const SMS_LABEL = "ارسال پیامک به درخواست‌دهنده";

export function DecisionForm({ requestId, version, nextStatuses }: Props) {
  const router = useRouter();
  const [conflict, setConflict] = useState("");
  const { register, handleSubmit, setError, reset, formState } = useForm<DecisionValues, unknown, Decision>({
    resolver: zodResolver(decisionFields),
    mode: "onTouched",
    defaultValues: { status: "" as RequestStatus, note: "", notify: false },
  });

  const submit = handleSubmit(async (values) => {
    setConflict("");
    try {
      const answer = await deskApi.decide(authApi(), requestId, { ...values, version });
      const label = nextStatuses.find((s) => s.status === values.status)?.label ?? answer.request.status_label;
      const sms = values.notify
        ? answer.sms === "sent"
          ? " پیامک برای درخواست‌دهنده فرستاده شد."
          : " پیامک فرستاده نشد."
        : "";
      showToast(`وضعیت درخواست «${label}» شد.${sms}`, values.notify && answer.sms !== "sent" ? "warn" : "success");
      reset();
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else handleFormError(error, setError, ["status", "note", "notify"]);
    }
  });

  if (nextStatuses.length === 0) {
    return <p className="leading-7 text-muted">این درخواست بسته شده است و وضعیت دیگری برای آن نمی‌ماند.</p>;
  }

  return (
    <form onSubmit={submit} noValidate aria-label="ثبت تصمیم" className="grid gap-3">
      <ChoiceGroup
        legend="وضعیت تازه"
        required
        options={nextStatuses.map((s) => ({ value: s.status, label: s.label }))}
        error={formState.errors.status?.message}
        input={register("status")}
      />
      <TextAreaField
        label="توضیح برای درخواست‌دهنده"
        hint="در صفحه پیگیری و روند درخواست به درخواست‌دهنده نشان داده می‌شود."
        rows={3}
        error={formState.errors.note?.message}
        {...register("note")}
      />
      <label className="flex min-h-11 cursor-pointer items-center gap-2 font-bold">
        <input type="checkbox" className="size-5 accent-brand-700" {...register("notify")} />
        {SMS_LABEL}
      </label>
      <div
        role="alert"
        className={
          conflict ? "rounded-xl border border-red-200 bg-red-50 px-4 py-3 leading-7 font-bold text-red-900" : undefined
        }
      >
        {conflict}
      </div>
      <Button type="submit" busy={formState.isSubmitting} className="justify-self-start">
        ثبت تصمیم
      </Button>
    </form>
  );
}
