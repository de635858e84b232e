"use client";
// /jobs/apply: a general application — a unit, one of its open positions or a position the person
// names, their details and a resume (upload progress); captcha for anonymous senders.
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ContactFields } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { RequestForm } from "@/components/requests/request-form";
import { nameOptions, SelectField, TextField } from "@/components/ui/field";
import { REQUEST_ENDPOINTS } from "@/lib/api/resources/request-endpoints";
import { contactPrefill, useRequestForm } from "@/lib/requests/use-request-form";
import type { CareerApplyFormValues, CareerApplyInput } from "@/validation/requests/career-apply";
import { RESUME_UPLOAD } from "@/validation/requests/uploads";

export type CareerUnitChoice = { id: number; name: string; positions: Array<{ id: number; title: string }> };

/** The position select's value for "a position not in the list". */
const OTHER = "other";

const empty = (unitId = ""): CareerApplyInput => ({
  unit_id: unitId,
  position_id: "",
  position_title: "",
  full_name: "",
  mobile: "",
  email: "",
  resume: undefined,
});

// The form's schema (the payload and the resume file); the file goes as its own multipart part.
const loadSchema = () => import("@/validation/requests/career-apply").then((m) => m.careerApplyFormSchema);

type Props = { units: CareerUnitChoice[]; /** A unit to start with (its id). */ initialUnit?: number };

export function CareerApplicationForm({ units, initialUnit }: Props) {
  const start = units.some((u) => u.id === initialUnit) ? String(initialUnit) : "";
  const request = useRequestForm<CareerApplyInput, CareerApplyFormValues>({
    endpoint: REQUEST_ENDPOINTS.careerApply,
    schema: loadSchema,
    defaultValues: empty(start),
    prefill: contactPrefill,
  });
  const { form, errors, field } = request;
  const { register, control, setValue } = form;
  const unitId = useWatch({ control, name: "unit_id" });
  const positionId = useWatch({ control, name: "position_id" });
  const [other, setOther] = useState(false);

  const unit = units.find((u) => String(u.id) === String(unitId ?? ""));
  const positions = unit?.positions ?? [];
  // With no open position in the unit, the title is the only way to say what they want.
  const writesTitle = Boolean(unit) && (other || positions.length === 0);

  const touched = form.formState.touchedFields;
  const positionValue = other ? OTHER : String(positionId ?? "");
  // Nothing chosen yet: the "title required" message belongs to the position select.
  const positionError =
    errors.position_id?.message ??
    (!writesTitle ? errors.position_title?.message && "موقعیت شغلی را انتخاب کنید" : undefined);

  return (
    <RequestForm
      request={request}
      submitLabel="ارسال درخواست همکاری"
      className="grid gap-4"
      // Another application starts with no unit chosen, not the one the page was opened with.
      onStartOver={() => {
        setOther(false);
        request.startOver(empty());
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="واحد"
          required
          options={nameOptions(units)}
          {...field("unit_id", {
            onChange: () => {
              setOther(false);
              setValue("position_id", "");
              setValue("position_title", "");
            },
          })}
        />
        {unit && positions.length > 0 && (
          <SelectField
            label="موقعیت شغلی"
            required
            name="position_choice"
            value={positionValue}
            options={[
              ...positions.map((p) => ({ value: p.id, label: p.title })),
              { value: OTHER, label: "موقعیت دیگر (عنوانش را می‌نویسم)" },
            ]}
            error={positionError}
            onChange={(event) => {
              const choice = event.target.value;
              setOther(choice === OTHER);
              const validate = Boolean(touched.position_id || touched.position_title);
              setValue("position_id", choice === OTHER ? "" : choice, { shouldValidate: validate, shouldTouch: true });
              if (choice !== OTHER) setValue("position_title", "", { shouldValidate: validate });
            }}
          />
        )}
        {writesTitle && (
          <TextField
            label="عنوان موقعیت"
            required
            placeholder="عنوان موقعیت را وارد کنید"
            hint={
              positions.length === 0
                ? "این واحد اکنون موقعیت بازی ندارد؛ بنویسید در چه نقشی می‌خواهید همکاری کنید."
                : undefined
            }
            {...field("position_title")}
          />
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields register={register} errors={errors} />
      </div>
      <FileField control={control} name="resume" upload={RESUME_UPLOAD} required progress={request.progress} />
    </RequestForm>
  );
}
