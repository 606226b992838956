import { type Kysely, sql } from "kysely";

// A grievance's e-mail address is written to only once its owner opens the link sent there
// (decision 080): the link's token is stored as its SHA-256, with when it stops working and when
// it was used. A grievance received before has an address no one confirmed, and gets nothing more
// by e-mail. The index counts the links sent to one address in a day.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table grievances
      add column email_token_hash text unique,
      add column email_link_expires_at timestamptz,
      add column email_verified_at timestamptz;
    create index grievances_email_idx on grievances (email, received_at) where email is not null;
  `.execute(db);
}
