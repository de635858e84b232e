// POST /v1/admin/login-as: the account an admin enters for support, by its id or its mobile
// (digits in any script).
import { z } from "zod";
import { toLatinDigits } from "@/shared/format/digits";
import { rowId } from "./row-id";
import { iranMobile, optional } from "./rules";

const INVALID_ID = "شناسه کاربر معتبر نیست.";

const userId = z.preprocess(
  (value) => (typeof value === "string" ? toLatinDigits(value).trim() : value),
  rowId(INVALID_ID),
);

export const loginAsSchema = z
  .object({ user_id: userId.optional(), mobile: optional(iranMobile("شماره موبایل")) })
  .refine((target) => target.user_id !== undefined || Boolean(target.mobile), {
    path: ["user_id"],
    error: "شناسه یا شماره موبایل کاربر را بفرستید.",
  });

export type LoginAsTarget = z.output<typeof loginAsSchema>;
