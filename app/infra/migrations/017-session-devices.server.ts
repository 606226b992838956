import { type Kysely, sql } from "kysely";

// "Where you are signed in" (decision 069): each session names the device and the network it
// signed in from, and carries a random public handle for its End button, since the row's key
// (the SHA-256 of the cookie's id) must never reach a page. Only the masked address is kept
// (203.0.113.x): that is all the list shows, and all a person needs to know a sign-in.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table sessions
      add column public_id text not null default gen_random_uuid()::text,
      add column user_agent text,
      add column masked_address text
  `.execute(db);
}
