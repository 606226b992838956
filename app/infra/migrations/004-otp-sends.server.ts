import { type Kysely, sql } from "kysely";

// The global SMS budget counts every OTP sent across all numbers in the last hour and day at
// each send; this index keeps that count a short range scan.
export async function up(db: Kysely<unknown>) {
  await sql`create index otp_challenges_created_idx on otp_challenges (created_at)`.execute(db);
}
