import "server-only";
// What a kind's item is put in (a mentor's or a freelancer's category, a position's unit): the
// desk shows it by id and name, and a create or an edit naming one that is not there is refused
// on its field.
import { eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/types";
import { ValidationFailure } from "@/server/http/validation";

/** A table of choices, as these reads need it. */
export type ChoiceTable = { table: PgTable; id: PgColumn; name: PgColumn };
export type Choice = { id: number; name: string };

/** The choices with these ids; one not there shows with an empty name. */
export async function choicesById(db: Database, choices: ChoiceTable, ids: number[]): Promise<(id: number) => Choice> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? ((await db
        .select({ id: choices.id, name: choices.name })
        .from(choices.table)
        .where(inArray(choices.id, unique))) as Choice[])
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  return (id) => found.get(id) ?? { id, name: "" };
}

/** The choice an item is put in: 422 on `field` with `message` when there is none. */
export async function requireChoice(
  db: Database,
  choices: ChoiceTable,
  id: number,
  field: string,
  message: string,
): Promise<Choice> {
  const [choice] = (await db
    .select({ id: choices.id, name: choices.name })
    .from(choices.table)
    .where(eq(choices.id, id))
    .limit(1)) as Choice[];
  if (!choice) throw new ValidationFailure(field, message);
  return choice;
}
