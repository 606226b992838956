import { type Kysely, sql } from "kysely";

// Sessions live in the database so that one can be ended on the server (logout, account
// deletion, an admin's password or second factor changing) and any instance can read it.
// Only a hash of the session id is stored: a leaked copy of the table opens no session.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table sessions (
      id_hash text primary key,
      kind text not null,
      data jsonb not null default '{}'::jsonb,
      phone text,
      admin_id integer references admins(id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index sessions_phone_idx on sessions (phone) where phone is not null;
    create index sessions_admin_idx on sessions (admin_id) where admin_id is not null;
    create index sessions_expires_idx on sessions (expires_at);

    alter table admins
      add column totp_secret text,
      add column totp_pending_secret text,
      add column totp_last_step bigint,
      add column totp_enrolled_at timestamptz;

    create table admin_recovery_codes (
      id serial primary key,
      admin_id integer not null references admins(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index admin_recovery_codes_admin_idx on admin_recovery_codes (admin_id);

    alter table audit_log add column ip text;
    create index audit_log_created_idx on audit_log (created_at);
    create index auth_failures_ip_idx on auth_failures (scope, ip, created_at);
    create index auth_failures_created_idx on auth_failures (created_at);
  `.execute(db);
}
