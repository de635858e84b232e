// The Iranian legal entity national id (شناسه ملی اشخاص حقوقی): 11 digits, the last a check digit.
// With digits d1..d10 and t = d10 + 2, the sum of (dᵢ + t) × cᵢ over coefficients
// 29, 27, 23, 19, 17, 29, 27, 23, 19, 17, taken mod 11, is the check digit (a remainder of 10
// counts as 0). Persian and Arabic digits are accepted.
import { toLatinDigits } from "@/shared/format/digits";

const COEFFICIENTS = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17] as const;

/** The check digit for the first ten digits of a legal national id. */
export function legalNationalIdCheckDigit(firstTen: string): number {
  const digits = [...firstTen].map(Number);
  const t = digits[9]! + 2;
  const sum = COEFFICIENTS.reduce((total, c, i) => total + (digits[i]! + t) * c, 0);
  const remainder = sum % 11;
  return remainder === 10 ? 0 : remainder;
}

export function isLegalNationalId(value: string): boolean {
  const id = toLatinDigits(value).trim();
  if (!/^\d{11}$/.test(id)) return false;
  return legalNationalIdCheckDigit(id.slice(0, 10)) === Number(id[10]);
}
