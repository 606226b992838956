import { type Kysely, sql } from "kysely";

// A profile photo that passed while another field of the form failed waits here, so the
// customer fixes the field without choosing the photo again. One per customer; it goes with
// the account, and rows older than an hour are dropped (services/profile-photos).
export async function up(db: Kysely<unknown>) {
  await sql`
    create table staged_profile_photos (
      customer_id integer primary key references customers(id) on delete cascade,
      content bytea not null,
      image_type text not null,
      original_name text not null,
      created_at timestamptz not null default now()
    );
    create index staged_profile_photos_created_idx on staged_profile_photos (created_at);
  `.execute(db);
}
