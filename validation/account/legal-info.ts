// A company's legal details, for requests made on behalf of a business (/profile/edit-legal-info),
// shared by the form and POST /v1/user/legal-info/save. `id` present: update that record.
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { digitsExact, farsiTextNumber, iranPhone, maxLength, minLength, numeric, optional } from "../rules";
import { isLegalNationalId } from "../validators-legal";
import { addressLine, withoutSeparators } from "./common";

export const LEGAL_NATIONAL_ID_INVALID = "شناسه ملی معتبر نیست";

export const legalInfoSchema = z.object({
  id: optional(
    z.preprocess(
      (value) =>
        typeof value === "string" && /^\d{1,9}$/.test(toLatinDigits(value).trim())
          ? Number(toLatinDigits(value))
          : value,
      z.number({ error: "شناسه اطلاعات حقوقی معتبر نیست" }).int().positive(),
    ),
  ),
  company_name: farsiTextNumber("نام شرکت").pipe(minLength("نام شرکت", 2)).pipe(maxLength("نام شرکت", 120)),
  national_id: withoutSeparators(digitsExact("شناسه ملی", 11)).pipe(
    z.string().refine(isLegalNationalId, { error: LEGAL_NATIONAL_ID_INVALID }),
  ),
  registration_number: withoutSeparators(numeric("شماره ثبت")).pipe(maxLength("شماره ثبت", 10)),
  economic_code: optional(withoutSeparators(digitsExact("کد اقتصادی", 12))),
  address: addressLine("نشانی"),
  phone: iranPhone("شماره تلفن"),
});

export type LegalInfoInput = z.input<typeof legalInfoSchema>;
export type LegalInfoFields = z.output<typeof legalInfoSchema>;
