import "server-only";
// A signed-in user's addresses: list, add (at most MAX_ADDRESSES), delete. Every query is bound to
// the owner, so another user's address is simply not found.
import { desc } from "drizzle-orm";
import type { Address } from "@/shared/types/account";
import { cityById, provinceById } from "@/shared/geo/iran";
import { toPersianDigits } from "@/shared/format/digits";
import { countOwned, ownedBy, readPage } from "@/server/catalog/list";
import type { Database } from "@/server/db/client";
import { addresses } from "@/server/db/schema";
import type { Pagination } from "@/server/http/pagination";
import { ValidationFailure } from "@/server/http/validation";
import type { AddressFields } from "@/validation/account/address";

type AddressRow = typeof addresses.$inferSelect;

export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = "نشانی پیدا نشد.";

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    title: row.title,
    province_id: row.provinceId,
    province_name: provinceById(row.provinceId)?.name ?? "",
    city_id: row.cityId,
    city_name: cityById(row.cityId)?.name ?? "",
    address: row.address,
    postal_code: row.postalCode,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAddresses(db: Database, userId: number, page: Pagination) {
  return readPage(
    db,
    addresses,
    { where: [ownedBy(addresses, userId)], order: [desc(addresses.createdAt), desc(addresses.id)] },
    page,
  );
}

export async function createAddress(db: Database, userId: number, input: AddressFields): Promise<AddressRow> {
  if ((await countOwned(db, addresses, userId)) >= MAX_ADDRESSES) {
    throw new ValidationFailure(
      "title",
      `حداکثر ${toPersianDigits(MAX_ADDRESSES)} نشانی می‌توانید ثبت کنید؛ ابتدا یکی از نشانی‌های قبلی را حذف کنید.`,
    );
  }
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      title: input.title,
      provinceId: input.province_id,
      cityId: input.city_id,
      address: input.address,
      postalCode: input.postal_code,
      phone: input.phone ?? null,
    })
    .returning();
  return row!;
}

/** Deletes one of the user's own addresses; false when there is no such address of theirs. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(ownedBy(addresses, userId, id))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
