// `node build/seed-scale.server.js --scale 100` migrates the configured database (DATA_DIR's
// embedded one, or DATABASE_URL) and fills it with `scale` times the demo data, for the bench
// (`npm run bench -- --scale N`) and for trying the site with years of invented data. With the
// embedded database, run it while no server has the data directory open.
import { parseArgs } from "node:util";

import { closeDb, getDb } from "~/infra/db.server";
import { seedAtScale } from "~/infra/seed/scale-seed.server";

async function main() {
  const { values } = parseArgs({ options: { scale: { type: "string" } } });
  const factor = Number(values.scale ?? "");
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000) {
    process.stderr.write("Usage: node build/seed-scale.server.js --scale <1 to 1000>\n");
    process.exit(2);
  }
  const db = await getDb();
  const result = await seedAtScale(db, factor, new Date(), (line) => process.stdout.write(`  ${line}\n`));
  process.stdout.write(
    result.seeded
      ? `Seeded ${factor}× the demo data in ${(result.ms / 1000).toFixed(1)} s.\n`
      : `This database already holds the data of --scale ${result.factor}; nothing added.\n`,
  );
  await closeDb();
}

main().catch(async (error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  await closeDb();
  process.exit(1);
});
