// Persian error messages for every validation rule of SPEC §5, keyed by rule name
// (the names follow vee-validate so server and client share one vocabulary).
import { toPersianDigits } from "@/shared/format/digits";
import { formatNumberFa } from "@/shared/format/number";

export const validationMessages = {
  required: "{field} الزامی است",
  email: "{field} باید یک ایمیل معتبر باشد",
  alpha: "{field} فقط می‌تواند شامل حروف باشد",
  alpha_num: "{field} فقط می‌تواند شامل حروف و اعداد باشد",
  alpha_dash: "{field} فقط می‌تواند شامل حروف، اعداد، خط تیره و زیرخط باشد",
  alpha_spaces: "{field} فقط می‌تواند شامل حروف و فاصله باشد",
  between: "{field} باید بین {min} و {max} کاراکتر باشد",
  min: "{field} باید حداقل {length} کاراکتر باشد",
  max: "{field} نباید بیشتر از {length} کاراکتر باشد",
  length: "{field} باید دقیقاً {length} کاراکتر باشد",
  digits: "{field} باید عددی و دقیقاً {length} رقم باشد",
  numeric: "{field} فقط می‌تواند شامل اعداد باشد",
  min_value: "مقدار {field} باید {min} یا بیشتر باشد",
  max_value: "مقدار {field} باید {max} یا کمتر باشد",
  confirmed: "{field} با تکرار آن مطابقت ندارد",
  image: "{field} باید یک تصویر باشد",
  ext: "پسوند فایل {field} مجاز نیست",
  mimes: "نوع فایل {field} مجاز نیست",
  size: "حجم {field} باید کمتر از {size} کیلوبایت باشد",
  imageSize: "حجم تصویر {field} نباید بیشتر از {size} کیلوبایت باشد",
  dimensions: "{field} باید {width} پیکسل عرض و {height} پیکسل ارتفاع داشته باشد",
  regex: "قالب {field} قابل قبول نیست",
  oneOf: "{field} باید یک مقدار معتبر باشد",
  excluded: "{field} باید یک مقدار معتبر باشد",
  minAmount: "حداقل مبلغ {min} تومان است",
  c_minmax: "مبلغ وارد شده مجاز نیست",
  minLength: "حداقل طول متن کافی نیست",
  iran_mobile: "مقدار {field} معتبر نیست",
  iran_phone: "{field} باید یک شماره تلفن معتبر باشد",
  national_code: "{field} باید یک کد ملی معتبر باشد",
  password: "{field} باید حداقل ۶ کاراکتر و فقط شامل حروف انگلیسی، اعداد و نمادهای مجاز باشد",
  number_with_comma: "{field} فقط می‌تواند شامل اعداد و ویرگول باشد",
  farsi_text: "لطفاً فارسی تایپ کنید",
  farsi_text_number: "لطفاً فارسی تایپ کنید",
} as const;

export type ValidationRule = keyof typeof validationMessages;

export type MessageParams = {
  field?: string;
  min?: number | string;
  max?: number | string;
  length?: number | string;
  size?: number | string;
  width?: number | string;
  height?: number | string;
};

function displayValue(value: number | string): string {
  // Numbers are grouped (50000 -> "۵۰,۰۰۰"); strings only get Persian digits.
  return typeof value === "number" ? formatNumberFa(value) : toPersianDigits(value);
}

/** Fills `{field}`, `{min}`, `{max}`, ... in a template; numbers appear in Persian digits. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name as keyof MessageParams];
    if (value === undefined) return placeholder;
    return name === "field" ? String(value) : displayValue(value);
  });
}

/** The message of a rule filled with its parameters, e.g. ruleMessage("required", { field: "نام" }). */
export function ruleMessage(rule: ValidationRule, params: MessageParams = {}): string {
  return formatMessage(validationMessages[rule], params);
}
