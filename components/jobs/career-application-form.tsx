"use client";
// /jobs/apply: a general application — a unit, one of its open positions or a position the person
// names, their details and a resume (upload progress); captcha for anonymous senders.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CaptchaField } from "@/components/requests/captcha-field";
import { ContactFields, useContactFromAccount } from "@/components/requests/contact-fields";
import { FileField } from "@/components/requests/file-field";
import { RequestReceipt } from "@/components/requests/request-receipt";
import { ReviewNotice } from "@/components/requests/review-notice";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { applicationEndpoints } from "@/lib/api/resources/applications";
import { useSubmitRequest } from "@/lib/requests/use-submit-request";
import { careerApplyFormSchema, careerApplySchema, type CareerApplyFormValues, type CareerApplyInput } from "@/validation/requests/career-apply";
import { RESUME_UPLOAD } from "@/validation/requests/job-resume";

export type CareerUnitChoice = { id: number; name: string; positions: Array<{ id: number; title: string }> };

const FIELDS = ["unit_id", "position_id", "position_title", "full_name", "mobile", "email", "resume"] as const;

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

type Props = { units: CareerUnitChoice[]; /** A unit to start with (its id). */ initialUnit?: number };

export function CareerApplicationForm({ units, initialUnit }: Props) {
  const start = units.some((u) => u.id === initialUnit) ? String(initialUnit) : "";
  const { register, handleSubmit, control, setError, setValue, getValues, reset, formState } = useForm<CareerApplyInput, unknown, CareerApplyFormValues>({
    resolver: zodResolver(careerApplyFormSchema),
    mode: "onTouched",
    defaultValues: empty(start),
  });
  const { submit, receipt, progress, captcha, clearReceipt } = useSubmitRequest({ endpoint: applicationEndpoints.careerApply, setError, fields: FIELDS });
  const unitId = useWatch({ control, name: "unit_id" });
  const positionId = useWatch({ control, name: "position_id" });
  const [other, setOther] = useState(false);
  const errors = formState.errors;

  const unit = units.find((u) => String(u.id) === String(unitId ?? ""));
  const positions = unit?.positions ?? [];
  // With no open position in the unit, the title is the only way to say what they want.
  const writesTitle = Boolean(unit) && (other || positions.length === 0);

  useContactFromAccount(getValues, setValue);

  if (receipt) {
    return (
      <RequestReceipt
        receipt={receipt}
        onAnother={() => {
          reset(empty());
          setOther(false);
          clearReceipt();
        }}
      />
    );
  }

  const touched = formState.touchedFields;
  const positionValue = other ? OTHER : String(positionId ?? "");
  // Nothing chosen yet: the "title required" message belongs to the position select.
  const positionError = errors.position_id?.message ?? (!writesTitle ? errors.position_title?.message && "موقعیت شغلی را انتخاب کنید" : undefined);

  return (
    <form
      onSubmit={handleSubmit((values) => submit(careerApplySchema.parse(values), { resume: values.resume instanceof File ? values.resume : undefined }))}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="واحد"
          required
          options={units.map((u) => ({ value: u.id, label: u.name }))}
          placeholder="واحد را انتخاب کنید"
          error={errors.unit_id?.message}
          {...register("unit_id", {
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
            options={[...positions.map((p) => ({ value: p.id, label: p.title })), { value: OTHER, label: "موقعیت دیگر (عنوانش را می‌نویسم)" }]}
            placeholder="موقعیت شغلی را انتخاب کنید"
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
            hint={positions.length === 0 ? "این واحد اکنون موقعیت بازی ندارد؛ بنویسید در چه نقشی می‌خواهید همکاری کنید." : undefined}
            error={errors.position_title?.message}
            {...register("position_title")}
          />
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactFields register={register} errors={errors} />
      </div>
      <Controller
        control={control}
        name="resume"
        render={({ field, fieldState }) => (
          <FileField
            label={RESUME_UPLOAD.label}
            name={field.name}
            accept={RESUME_UPLOAD.accept}
            typesLabel={RESUME_UPLOAD.typesLabel}
            maxKb={RESUME_UPLOAD.maxBytes / 1024}
            required
            error={fieldState.error?.message}
            progress={progress}
            onFile={(file) => {
              field.onChange(file);
              field.onBlur();
            }}
          />
        )}
      />
      <ReviewNotice />
      <CaptchaField {...captcha} error={errors.altcha?.message} />
      <Button type="submit" busy={formState.isSubmitting} className="md:justify-self-start">
        ارسال درخواست همکاری
      </Button>
    </form>
  );
}
