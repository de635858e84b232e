// Persian/Arabic-Indic <-> Latin digit conversion. Input is normalised to Latin before validation;
// numbers are shown to people in Persian digits.

const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const ARABIC_INDIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";

/** Converts Persian (۰-۹) and Arabic-Indic (٠-٩) digits to Latin (0-9); everything else is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = PERSIAN_DIGITS.indexOf(digit);
    return String(persian >= 0 ? persian : ARABIC_INDIC_DIGITS.indexOf(digit));
  });
}

/** Converts Latin digits to Persian digits for display; everything else is kept. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS.charAt(Number(digit)));
}
