import { type Kysely, sql } from "kysely";

// Notices that belong to a change (an approval's or a rejection's e-mail) are queued here in
// the change's own transaction and sent by the outbox worker (services/outbox-worker), so a
// rolled-back change sends nothing and a failing sender loses nothing. A worker claims a due
// row by setting it to 'sending' with a lease (locked_until): a crashed instance's claim runs
// out and another instance takes the row again.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table outbox_messages (
      id bigserial primary key,
      channel text not null check (channel in ('email', 'sms')),
      recipient text not null,
      subject text not null default '',
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      claimed_by text,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index outbox_messages_due_idx on outbox_messages (next_attempt_at) where status in ('pending', 'sending');
    create index outbox_messages_failed_idx on outbox_messages (created_at) where status = 'failed';
  `.execute(db);
}
