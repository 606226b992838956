// `npm run admin:create -- --email admin@example.in --password '…'` adds an administrator
// (or sets a new password). With the embedded database, stop the server first: PGlite
// lets one process open its data directory at a time.
import { parseArgs } from "node:util";

import { closeDb, getDb } from "../../app/infra/db.server";
import { upsertAdmin } from "../../app/services/admin-accounts.server";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const email = values.email?.trim() ?? "";
  const password = values.password ?? "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < 10) {
    process.stderr.write("Usage: npm run admin:create -- --email <e-mail> --password <at least 10 characters>\n");
    process.exit(2);
  }
  await getDb();
  const { created, changed } = await upsertAdmin(email, password);
  process.stdout.write(
    created
      ? `Administrator ${email} created. The second factor is set up at the first sign-in.\n`
      : changed
        ? `Password of ${email} updated; every session of this administrator has ended.\n`
        : `Administrator ${email} already has this password; nothing changed.\n`,
  );
  await closeDb();
}

main().catch(async (error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await closeDb();
  process.exit(1);
});
