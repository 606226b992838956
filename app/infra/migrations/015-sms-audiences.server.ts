import { type Kysely, sql } from "kysely";

// The SMS budget is kept per audience: numbers with an account and numbers without one. The
// site's counters so far become the second's (they count every send, so that budget only
// holds a little longer for a day); numbers with an account start from nothing.
export async function up(db: Kysely<unknown>) {
  await sql`update otp_send_counts set scope = 'unknown:' || substr(scope, 6) where scope in ('site:minute', 'site:hour')`.execute(db);
}
