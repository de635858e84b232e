// `npm run staff:create -- 09123456789 [--role admin|reviewer|editor] [--kinds reservation,idea]`:
// puts a mobile number on the staff team (an admin unless told otherwise), so the first admin can
// sign in to /admin with the SMS code and add the rest of the team from the desk.
import path from "node:path";
import { parseArgs } from "node:util";
import { serverEnv } from "@/server/env";
import { openDatabase } from "@/server/db/client";
import { acquireDataDirLock, dataDirHolder } from "@/server/db/data-dir-lock";
import { addStaff } from "@/server/staff/members";
import { newStaffSchema } from "@/validation/desk";
import { accessLabel } from "@/shared/staff";

const USAGE = "usage: npm run staff:create -- 09123456789 [--role admin|reviewer|editor] [--kinds reservation,idea]";

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string", default: "admin" }, kinds: { type: "string", default: "" } },
  });
  const parsed = newStaffSchema.safeParse({
    mobile: positionals[0] ?? "",
    role: values.role,
    kinds: values.kinds.split(",").filter(Boolean),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
    console.error(USAGE);
    process.exit(2);
  }
  const env = serverEnv();
  if (!env.DATABASE_URL) {
    const holder = dataDirHolder(env.DATA_DIR);
    if (holder !== undefined) {
      console.error(
        `The site (pid ${holder}) holds ${path.resolve(env.DATA_DIR)}. Stop it first, then run npm run staff:create again (with PostgreSQL this works while the site runs).`,
      );
      process.exit(1);
    }
    acquireDataDirLock(env.DATA_DIR);
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, "pglite") },
  );
  const { mobile, role, kinds } = parsed.data;
  const member = await addStaff(handle.db, mobile, { role, kinds }, { id: null });
  await handle.close();
  console.log(`${member.mobile} is on the staff team: ${accessLabel(member)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
