import { type Kysely, sql } from "kysely";

// The browsers that have completed an administrator's sign-in (password and second factor):
// their sign-ins pass the overall rates and wait in the hashing line rather than being refused,
// so a flood from many addresses cannot keep the administrator out (decision 079). Only the hash
// of the device cookie's random id is kept, as for customers' devices.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table admin_devices (
      admin_id integer not null references admins(id) on delete cascade,
      device_hash text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      primary key (admin_id, device_hash)
    );
    create index admin_devices_last_used_idx on admin_devices (last_used_at);
  `.execute(db);
}
