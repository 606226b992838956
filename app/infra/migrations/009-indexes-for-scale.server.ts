import { sql, type Kysely } from "kysely";

// Indexes that keep every page's queries to a short index range as the data grows (a
// hundred times the demo data in the bench; tests/integration/query-plans.test.ts fails on
// a sequential scan of a large table).
//
// The Call and Chat lists are ordered and paged in SQL (services/astrologers): the
// recommended order of each list is an index, so its first pages read a dozen entries. The
// expressions are those of listOrder() in the service, written out here because a migration
// never changes: the customers' rating in tenths, or null when it does not count
// (domain customerRating), then that list's consultations, experience and id.
export async function up(db: Kysely<unknown>) {
  await sql`
    create index astrologers_call_recommended_idx on astrologers (
      (case when call_count + chat_count + vcall_count > 0 and rating > 0 and rating <= 5
        then floor(rating::text::float8 * 10 + 0.5) end) desc nulls last,
      call_count desc, experience desc, id
    ) where status = 1 and deactivated_at is null;
    create index astrologers_chat_recommended_idx on astrologers (
      (case when call_count + chat_count + vcall_count > 0 and rating > 0 and rating <= 5
        then floor(rating::text::float8 * 10 + 0.5) end) desc nulls last,
      chat_count desc, experience desc, id
    ) where status = 1 and deactivated_at is null;

    -- The admin's application tables, newest first per status.
    create index astrologers_status_registered_idx on astrologers (status, registration_date desc, id desc);
    -- The reports' sign-ups per day over the last 30 days.
    create index customers_reg_date_idx on customers (reg_date);
    -- The messages page: failed and waiting notices, oldest first (sent ones are most rows).
    create index outbox_messages_unsent_idx on outbox_messages (created_at, id) where status in ('failed', 'pending', 'sending');
  `.execute(db);
}
