import "server-only";
// A signed-in user's legal details (companies they send requests for): list, one, create or
// update. Every query is bound to the owner, so another user's record is simply not found.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { LegalInfo } from "@/shared/types/account";
import { toPersianDigits } from "@/shared/format/digits";
import { firstRow } from "@/server/catalog/find";
import { countOwned, ownedBy, readPage } from "@/server/catalog/list";
import type { Database } from "@/server/db/client";
import { legalInfos } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import type { LegalInfoFields } from "@/validation/account/legal-info";

type LegalInfoRow = typeof legalInfos.$inferSelect;

export const MAX_LEGAL_INFOS = 10;
export const LEGAL_INFO_NOT_FOUND = "اطلاعات حقوقی پیدا نشد.";

export function toLegalInfo(row: LegalInfoRow): LegalInfo {
  return {
    id: row.id,
    company_name: row.companyName,
    national_id: row.nationalId,
    registration_number: row.registrationNumber,
    economic_code: row.economicCode,
    address: row.address,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listLegalInfos(db: Database, userId: number, page: Pagination) {
  const order = [desc(legalInfos.updatedAt), desc(legalInfos.id)];
  return readPage(db, legalInfos, { where: [ownedBy(legalInfos, userId)], order }, page);
}

export function findLegalInfo(db: Database, userId: number, id: number): Promise<LegalInfoRow | undefined> {
  return firstRow(db, legalInfos, ownedBy(legalInfos, userId, id));
}

/** Creates a record, or updates the user's own record `input.id`; answers it and whether it is new. */
export async function saveLegalInfo(
  db: Database,
  userId: number,
  input: LegalInfoFields,
): Promise<{ row: LegalInfoRow; created: boolean }> {
  if (input.id !== undefined && !(await findLegalInfo(db, userId, input.id))) throw notFound(LEGAL_INFO_NOT_FOUND);
  const [duplicate] = await db
    .select({ id: legalInfos.id })
    .from(legalInfos)
    .where(
      and(
        eq(legalInfos.userId, userId),
        eq(legalInfos.nationalId, input.national_id),
        input.id !== undefined ? ne(legalInfos.id, input.id) : undefined,
      ),
    )
    .limit(1);
  if (duplicate) throw new ValidationFailure("national_id", "اطلاعات شرکتی با این شناسه ملی قبلاً ثبت کرده‌اید.");
  const values = {
    companyName: input.company_name,
    nationalId: input.national_id,
    registrationNumber: input.registration_number,
    economicCode: input.economic_code ?? null,
    address: input.address,
    phone: input.phone,
  };
  if (input.id !== undefined) {
    const [row] = await db
      .update(legalInfos)
      .set({ ...values, updatedAt: sql`now()` })
      .where(ownedBy(legalInfos, userId, input.id))
      .returning();
    if (!row) throw notFound(LEGAL_INFO_NOT_FOUND);
    return { row, created: false };
  }
  if ((await countOwned(db, legalInfos, userId)) >= MAX_LEGAL_INFOS) {
    throw new ValidationFailure(
      "company_name",
      `حداکثر اطلاعات ${toPersianDigits(MAX_LEGAL_INFOS)} شرکت را می‌توانید ثبت کنید.`,
    );
  }
  const [row] = await db
    .insert(legalInfos)
    .values({ userId, ...values })
    .returning();
  return { row: row!, created: true };
}
