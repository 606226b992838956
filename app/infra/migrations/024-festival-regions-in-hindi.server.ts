import { type Kysely, sql } from "kysely";

// A festival's regions in Hindi beside the English ones (decision 099), as its name, description
// and date note have had since migration 020: null shows the English on the Hindi calendar.
export async function up(db: Kysely<unknown>) {
  await sql`alter table festivals add column regions_hi text`.execute(db);
}
