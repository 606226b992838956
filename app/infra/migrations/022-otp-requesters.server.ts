import { type Kysely, sql } from "kysely";

// OTP caps per number and requester (decision 078): each code records who asked for it (a
// device that signed in with the number before, else the client's address) and the network
// around that address, so one requester's sends neither retire nor hold back another's, and
// strangers' wrong tries are counted apart from the owner's; a code made but not sent (a cap
// that only numbers of one audience meet) says so. The devices that have signed in
// with a number keep only the hash of their cookie's random id.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table otp_challenges
      add column requester text,
      add column network text,
      add column trusted boolean not null default false,
      add column withheld boolean not null default false;
    create table otp_devices (
      phone text not null,
      device_hash text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      primary key (phone, device_hash)
    );
    create index otp_devices_last_used_idx on otp_devices (last_used_at);
  `.execute(db);
}
