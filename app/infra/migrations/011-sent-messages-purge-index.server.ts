import { sql, type Kysely } from "kysely";

// The hourly retention purge deletes sent notices older than their retention period. No index
// served `status = 'sent' and sent_at < …` (the others cover unsent and failed messages), so
// every purge read the whole outbox table: 99,000 rows at 100× the demo data, tens of
// milliseconds warm and about a second cold, on the embedded database's one connection that
// every request waits for. A partial index on the sent ones makes it a range read.
export async function up(db: Kysely<unknown>) {
  await sql`create index outbox_messages_sent_idx on outbox_messages (sent_at) where status = 'sent'`.execute(db);
}
