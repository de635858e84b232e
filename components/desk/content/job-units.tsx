"use client";
// The career units in the desk: each one's name, slug (the jobs list's filter, /jobs?unit=slug),
// description and place in the order, edited where it is listed, with how many positions it holds
// and how many are open on the site; a new one at the end; an empty one can be removed (one with
// positions cannot). Checked by the API's own schema (validation/content/job.ts); its 422 lands on
// the fields. No lifecycle of their own (server/content/job-units.ts says why).
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { ConfirmDialog } from "@/components/account/confirm-dialog";
import { DeskSection } from "@/components/desk/desk-section";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ApiError } from "@/lib/api/api-error";
import { authApi } from "@/lib/api/browser";
import { jobUnitsApi } from "@/lib/api/resources/desk-content";
import { fieldBinder } from "@/lib/bind-fields";
import { showToast } from "@/lib/toast";
import { toPersianDigits } from "@/shared/format/digits";
import type { AdminJobUnit } from "@/shared/types/content";
import { jobUnitCreateSchema, type JobUnitContent } from "@/validation/content/job";
import { applyFieldErrors } from "./content-form";

type UnitFormValues = { name: string; slug: string; description: string; sort_order: string };
const FIELDS: ReadonlyArray<string> = ["name", "slug", "description", "sort_order"] satisfies ReadonlyArray<keyof UnitFormValues>;
const resolver = zodResolver(jobUnitCreateSchema) as unknown as Resolver<UnitFormValues, unknown, JobUnitContent>;

const valuesOf = (unit?: AdminJobUnit): UnitFormValues =>
  unit ? { name: unit.name, slug: unit.slug, description: unit.description, sort_order: toPersianDigits(unit.sort_order) } : { name: "", slug: "", description: "", sort_order: "" };

/** One unit's form (none: a new unit), saved to the API and the page rendered again. */
function UnitForm({ unit }: { unit?: AdminJobUnit }) {
  const router = useRouter();
  const { register, handleSubmit, setError, reset, formState } = useForm<UnitFormValues, unknown, JobUnitContent>({ resolver, mode: "onTouched", defaultValues: valuesOf(unit) });
  const field = fieldBinder(register, formState.errors);
  const save = async ({ slug, ...values }: JobUnitContent) => {
    const body = { ...values, ...(slug ? { slug } : {}) };
    try {
      const saved = unit ? await jobUnitsApi.update(authApi(), unit.id, body) : await jobUnitsApi.create(authApi(), body);
      reset(unit ? valuesOf(saved) : valuesOf());
      showToast(unit ? `واحد «${saved.name}» ذخیره شد.` : `واحد «${saved.name}» ساخته شد.`);
      router.refresh();
    } catch (error) {
      applyFieldErrors(error, setError, (apiField) => (FIELDS.includes(apiField) ? apiField : undefined));
    }
  };
  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={unit ? `ویرایش واحد ${unit.name}` : "واحد تازه"} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="نام واحد" required {...field("name")} />
        <TextField label="نامک" dir="ltr" autoComplete="off" hint={unit ? "فهرست فرصت‌ها با آن صافی می‌شود (/jobs?unit=نامک)." : "خالی بگذارید تا از نام ساخته شود."} {...field("slug")} />
      </div>
      <TextAreaField label="توضیح واحد" required rows={2} hint="در صفحه هر موقعیت این واحد، زیر «درباره واحد» دیده می‌شود." {...field("description")} />
      <TextField label="ترتیب نمایش" inputMode="numeric" dir="ltr" className="max-w-40" hint="عدد کوچک‌تر بالاتر؛ خالی: آخر فهرست." autoComplete="off" {...field("sort_order")} />
      <Button type="submit" className="justify-self-start" busy={formState.isSubmitting} busyLabel="در حال ذخیره…">
        {unit ? "ذخیره واحد" : "ساختن واحد"}
      </Button>
    </form>
  );
}

export function JobUnits({ units }: { units: AdminJobUnit[] }) {
  const router = useRouter();
  const [removing, setRemoving] = useState<AdminJobUnit>();
  const [busy, setBusy] = useState(false);

  async function remove(unit: AdminJobUnit) {
    setBusy(true);
    try {
      await jobUnitsApi.remove(authApi(), unit.id);
      showToast(`واحد «${unit.name}» حذف شد.`);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  }

  return (
    <div className="grid gap-6">
      <ol aria-label="واحدهای فرصت‌های شغلی" className="grid gap-4">
        {units.map((unit) => (
          <li key={`${unit.id}-${unit.name}-${unit.slug}-${unit.sort_order}`}>
            <DeskSection id={`unit-${unit.id}`} title={unit.name}>
              <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                <span>{toPersianDigits(unit.positions_count)} موقعیت</span>
                <span>{toPersianDigits(unit.open_positions_count)} موقعیت باز در سایت</span>
              </p>
              <UnitForm unit={unit} />
              {unit.positions_count === 0 && (
                <Button type="button" variant="ghost" className="mt-3 px-3 py-1.5" onClick={() => setRemoving(unit)}>
                  حذف واحد<span className="sr-only"> {unit.name}</span>
                </Button>
              )}
            </DeskSection>
          </li>
        ))}
      </ol>
      <DeskSection id="new-unit" title="واحد تازه">
        <UnitForm />
      </DeskSection>
      <ConfirmDialog
        open={removing !== undefined}
        title="حذف واحد"
        message={`واحد «${removing?.name ?? ""}» حذف شود؟ این واحد موقعیتی ندارد.`}
        confirmLabel="حذف واحد"
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
