import { type Kysely, sql } from "kysely";

// Grievances sent to the Grievance Officer (decision 070). The reference ('G-2026-000123') is
// made from the id when the row is written (domain/grievance.ts). A grievance outlives the
// account of the customer who sent it (customer_id is then cleared): it is kept for three years
// after it is resolved, and the purge deletes it then (services/retention.server.ts).
export async function up(db: Kysely<unknown>) {
  await sql`
    create table grievances (
      id serial primary key,
      reference text not null unique,
      name text not null,
      email text,
      mobile text,
      category text not null check (category in ('personal_data', 'astrologer', 'content', 'payment', 'other')),
      description text not null,
      status text not null default 'open' check (status in ('open', 'in_progress', 'resolved')),
      reply text,
      customer_id integer references customers (id) on delete set null,
      received_at timestamptz not null default now(),
      resolved_at timestamptz,
      ip text,
      check (email is not null or mobile is not null),
      check ((status = 'resolved') = (resolved_at is not null))
    );
    create index grievances_received_idx on grievances (received_at desc, id desc);
    create index grievances_unresolved_idx on grievances (received_at) where status <> 'resolved';
    create index grievances_resolved_idx on grievances (resolved_at) where status = 'resolved';
    create index grievances_ip_idx on grievances (ip, received_at);
    create index grievances_customer_idx on grievances (customer_id);
    create index grievances_mobile_idx on grievances (mobile);
  `.execute(db);
}
