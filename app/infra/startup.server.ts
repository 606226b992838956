import { indiaToday } from "~/clock/india-clock";

import { databaseOptions, getDb } from "./db.server";
import { env, PLACEHOLDER_GRIEVANCE_OFFICER } from "./env.server";
import { logger } from "./logger.server";
import { seedContent, seedDemoYearlyHoroscopes, seedFestivalHindi, seedFestivalRevision } from "./seed/content-seed.server";
import { seedDemoData, seedDemoHindiContent } from "./seed/demo-seed.server";
import { withStartupLock } from "./startup-lock.server";

/**
 * Runs once at start: migrate (inside getDb), seed the site's content and (if asked) the demo
 * data into a database that lacks them, set up the admin. Each step holds the start-up lock, so
 * instances starting together seed and create the admin once. The admin's set-up is a service's
 * (server.ts passes it), as infra calls no service.
 */
export async function prepareDatabase(setUpAdmin: () => Promise<void>, now = new Date()) {
  const config = env();
  // An https origin is a real deployment: its legal pages must name its real Grievance Officer.
  if (
    config.PUBLIC_ORIGIN.startsWith("https:") &&
    (config.GRIEVANCE_OFFICER_NAME === PLACEHOLDER_GRIEVANCE_OFFICER.name ||
      config.GRIEVANCE_OFFICER_EMAIL === PLACEHOLDER_GRIEVANCE_OFFICER.email)
  ) {
    logger.warn("the legal pages name the placeholder Grievance Officer: set GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL");
  }
  const db = await getDb();
  await withStartupLock(db, databaseOptions().schema, async () => {
    if ((await seedContent(db, now)).seeded) logger.info("yearly horoscopes of 2025 and festivals of 2025 to 2027 seeded");
    const { filled } = await seedFestivalHindi(db);
    if (filled > 0) logger.info("Hindi words of the seeded festivals filled in", { festivals: filled });
    const revision = await seedFestivalRevision(db);
    if (revision.added + revision.updated > 0)
      logger.info("festival calendars revised", { added: revision.added, updated: revision.updated });
    if (config.SEED_DEMO_DATA) {
      const { seeded } = await seedDemoData(db, indiaToday(now));
      if (seeded) logger.info("demo data seeded");
      if ((await seedDemoYearlyHoroscopes(db, now)).seeded) logger.info("demo yearly horoscopes of 2026 and 2027 seeded");
      if ((await seedDemoHindiContent(db, now)).seeded) logger.info("Hindi demo content seeded");
    }
    await setUpAdmin();
  });
}
