import { indiaToday } from "~/domain/india-date";
import { upsertAdmin } from "~/services/admin-accounts.server";
import { getDb } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { seedDemoData } from "./seed/demo-seed.server";

/** Runs once at start: migrate (inside getDb), seed an empty database, set up the admin. */
export async function prepareDatabase(now = new Date()) {
  const config = env();
  const db = await getDb();
  if (config.SEED_DEMO_DATA) {
    const { seeded } = await seedDemoData(db, indiaToday(now));
    if (seeded) logger.info("demo data seeded");
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await upsertAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    logger.info(created ? "admin created" : "admin password updated", { email: config.ADMIN_EMAIL });
  }
}
