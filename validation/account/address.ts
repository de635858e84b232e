// An address of the signed-in user (SPEC §2 /profile/addresses/create), shared by the form and
// POST /v1/user/addresses/create. The city must belong to the chosen province (shared/geo/iran.ts).
import { z } from "zod";
import { cityById, cityInProvince, provinceById } from "@/shared/geo/iran";
import { digitsExact, iranPhone, maxLength, optional, requiredText } from "../rules";
import { addressLine, pickedId, withoutSeparators } from "./common";

export const CITY_NOT_IN_PROVINCE = "شهر انتخاب‌شده در این استان نیست";

export const addressSchema = z
  .object({
    title: requiredText("عنوان نشانی").pipe(maxLength("عنوان نشانی", 50)),
    province_id: pickedId("استان").refine((id) => provinceById(id) !== undefined, {
      error: "استان انتخاب‌شده معتبر نیست",
    }),
    city_id: pickedId("شهر").refine((id) => cityById(id) !== undefined, { error: "شهر انتخاب‌شده معتبر نیست" }),
    address: addressLine("نشانی"),
    postal_code: withoutSeparators(digitsExact("کد پستی", 10)),
    phone: optional(iranPhone("شماره تلفن")),
  })
  .refine((value) => cityInProvince(value.city_id, value.province_id), {
    path: ["city_id"],
    error: CITY_NOT_IN_PROVINCE,
    // Only when both ids are themselves valid.
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === "province_id" || issue.path?.[0] === "city_id"),
  });

export type AddressInput = z.input<typeof addressSchema>;
export type AddressFields = z.output<typeof addressSchema>;
