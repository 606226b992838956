import { type Kysely, sql } from "kysely";

// Two reads that grow with the data (decision 017), each given an index.
//
// The hourly retention purge deletes sent notices older than their retention period. Without
// an index for `status = 'sent' and sent_at < …` (the others cover unsent and failed
// messages), every purge reads the whole outbox table, on the embedded database's one
// connection that every request waits for.
//
// Without an index, the Call and Chat lists sorted by experience, price or orders read every
// matching Active astrologer and sort them for one page of twelve, where the recommended order
// (migration 009) reads a dozen index entries. Each list and sort gets its order as an index:
// the expressions of listOrder() in services/astrologers, written out because a migration never
// changes (duplicate keys of the ORDER BY dropped). The specialisation filter's expression gets
// statistics: without them the planner guesses far too few rows match and sorts them all
// instead of walking the order's index.
export async function up(db: Kysely<unknown>) {
  await sql`create index outbox_messages_sent_idx on outbox_messages (sent_at) where status = 'sent'`.execute(db);
  const rating = `(case when call_count + chat_count + vcall_count > 0 and rating > 0 and rating <= 5
    then floor(rating::text::float8 * 10 + 0.5) end) desc nulls last`;
  for (const kind of ["call", "chat"]) {
    const orders = `${kind}_count`;
    const rate = `${kind}_charges`;
    const sorts = {
      experience: `experience desc, ${rating}, ${orders} desc, id`,
      price_low: `${rate} asc, ${rating}, ${orders} desc, experience desc, id`,
      price_high: `${rate} desc, ${rating}, ${orders} desc, experience desc, id`,
      orders: `${orders} desc, ${rating}, experience desc, id`,
    };
    for (const [sort, columns] of Object.entries(sorts)) {
      await sql
        .raw(`create index astrologers_${kind}_${sort}_idx on astrologers (${columns}) where status = 1 and deactivated_at is null`)
        .execute(db);
    }
  }
  await sql`create statistics astrologers_specialization_stats on (lower(trim(specialization))) from astrologers`.execute(db);
  await sql`analyze astrologers`.execute(db);
}
