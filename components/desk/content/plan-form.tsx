"use client";
// A workspace plan in the desk, new or edited: its space (with its branch) and service, title and
// description, the period and price in toman a period (digits of any script, thousands separators;
// kept in rial), how many people it takes, its features one a line and its place among its
// space's plans. How many reservations it takes a day is the reservation calendar's. Checked on
// blur and then on input by the API's own schema (validation/content/workspace.ts), the API's 422
// on the same fields. Saved as every content form is (./content-form.tsx).
import { useWatch } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { Link } from "@/components/navigation/link";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { deskCalendarPath } from "@/lib/api/resources/desk-calendar";
import { contentPlansApi } from "@/lib/api/resources/desk-content";
import { toPersianDigits } from "@/shared/format/digits";
import { groupDigits } from "@/shared/format/number";
import type { AdminPlan } from "@/shared/types/workspaces";
import { PLAN_PERIOD_LABELS, PLAN_PERIODS } from "@/shared/types/workspaces";
import { planCreateSchema, type PlanContent } from "@/validation/content/workspace";
import {
  ContentFormFrame,
  contentFormKind,
  schemaResolver,
  useContentForm,
  type ContentFormProps,
} from "./content-form-frame";
import { PLAN_DESK } from "./content-kinds";
import { DigitsField, PlainTextField, SortOrderField, tomanHint } from "./content-fields";

/** The form's values as typed: ids, numbers and the features as their boxes' text. */
export type PlanFormValues = {
  location_id: string;
  service_id: string;
  title: string;
  description: string;
  period: string;
  price_toman: string;
  capacity: string;
  amenities: string;
  sort_order: string;
};

const resolver = schemaResolver<PlanFormValues, PlanContent>(planCreateSchema);

const planFormValues = (plan: AdminPlan): PlanFormValues => ({
  location_id: String(plan.location_id),
  service_id: String(plan.service_id),
  title: plan.title,
  description: plan.description,
  period: plan.period,
  price_toman: toPersianDigits(groupDigits(plan.price_toman)),
  capacity: toPersianDigits(plan.capacity),
  amenities: plan.amenities.join("\n"),
  sort_order: toPersianDigits(plan.sort_order),
});

const EMPTY: PlanFormValues = {
  location_id: "",
  service_id: "",
  title: "",
  description: "",
  period: "",
  price_toman: "",
  capacity: "",
  amenities: "",
  sort_order: "",
};

/** How a typed price reads on the site ("۳۵۰,۰۰۰ تومان"), when it is a number. */
function priceHint(typed: string | undefined, period: string | undefined): string {
  const per = PLAN_PERIOD_LABELS[period as keyof typeof PLAN_PERIOD_LABELS];
  return tomanHint(typed, "تومان برای هر دوره؛ در سایت و فرم رزرو همین دیده می‌شود.", per ? ` (${per})` : "");
}

export type PlanChoices = {
  /** The spaces a plan can be in, each with its branch, in the site's order. */
  spaces: Array<{ id: number; name: string; branch: { name: string } }>;
  services: Array<{ id: number; title: string }>;
};

const PLAN_FORM = contentFormKind({
  desk: PLAN_DESK,
  api: contentPlansApi,
  resolver,
  valuesOf: planFormValues,
  empty: EMPTY,
});

type Props = PlanChoices & ContentFormProps<AdminPlan>;

export function PlanForm({ spaces, services, item, onSaved }: Props) {
  const { control, field, frame } = useContentForm(PLAN_FORM, { item, onSaved });
  const [price, period] = useWatch({ control, name: ["price_toman", "period"] });

  return (
    <ContentFormFrame frame={frame} label={item ? "ویرایش پلن" : "پلن تازه"}>
      <FormSection title="پلن">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="فضا"
            required
            options={spaces.map((space) => ({ value: space.id, label: `${space.name} (${space.branch.name})` }))}
            {...field("location_id")}
          />
          <SelectField
            label="نوع خدمت"
            required
            options={services.map((service) => ({ value: service.id, label: service.title }))}
            {...field("service_id")}
          />
        </div>
        <PlainTextField
          label="عنوان پلن"
          required
          hint="همان‌طور که زیر فضا در صفحه فضاهای کار و در فرم رزرو دیده می‌شود."
          {...field("title")}
        />
        <TextAreaField label="توضیح پلن" required rows={3} {...field("description")} />
      </FormSection>
      <FormSection title="قیمت و ظرفیت">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="دوره قیمت"
            required
            options={PLAN_PERIODS.map((value) => ({ value, label: PLAN_PERIOD_LABELS[value] }))}
            {...field("period")}
          />
          <DigitsField label="قیمت (تومان)" required hint={priceHint(price, period)} {...field("price_toman")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <DigitsField
            label="ظرفیت پلن (نفر)"
            required
            hint="چند نفر با یک رزرو این پلن کار می‌کنند."
            {...field("capacity")}
          />
          <SortOrderField hint="کوچک‌تر زودتر؛ خالی یعنی بعد از پلن‌های دیگر این فضا." {...field("sort_order")} />
        </div>
        <TextAreaField label="امکانات پلن" rows={4} hint="هر مورد در یک خط." {...field("amenities")} />
        <p className="text-sm leading-6 text-muted">
          چند رزرو در روز این پلن پذیرفته می‌شود و روزهای تعطیل شعبه در{" "}
          <Link href={deskCalendarPath} className="rounded font-bold text-brand-800 underline underline-offset-4">
            تقویم رزرو
          </Link>{" "}
          تنظیم می‌شود.
        </p>
      </FormSection>
    </ContentFormFrame>
  );
}
