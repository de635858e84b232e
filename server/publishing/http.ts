import "server-only";
// The content desk's routes share their door: editors and admins only (shared/staff.ts
// canEditContent; a reviewer gets 403), and the entity's id from the path.
import { intParam } from "@/server/catalog/query";
import { notFound } from "@/server/http/errors";
import { requireStaff, type StaffCaller } from "@/server/staff/access";
import { canEditContent } from "@/shared/staff";

export type IdContext = { params: Promise<{ id: string }> };
export type VersionContext = { params: Promise<{ id: string; version: string }> };

export function requireEditor(request: Request): Promise<StaffCaller> {
  return requireStaff(request, canEditContent);
}

/** The positive integer in a path param, or 404 with `message`. */
export async function pathId(params: Promise<Record<string, string>>, key: string, message: string): Promise<number> {
  const id = intParam((await params)[key] ?? null);
  if (!id || id < 1) throw notFound(message);
  return id;
}
