import { type Kysely, sql } from "kysely";

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

    -- The lists' language filter: the words of each astrologer's languages, kept by the
    -- database, so "hindi" is an index lookup instead of a regular expression on every row.
    alter table astrologers add column language_words text[]
      generated always as (regexp_split_to_array(lower(language), '[^[:alnum:]]+')) stored;
    create index astrologers_language_words_idx on astrologers using gin (language_words)
      where status = 1 and deactivated_at is null;

    -- The admin's application tables, newest first per status.
    create index astrologers_status_registered_idx on astrologers (status, registration_date desc, id desc);
    -- The reports' sign-ups per day over the last 30 days.
    create index customers_reg_date_idx on customers (reg_date);
    -- The messages page: failed and waiting notices, oldest first (sent ones are most rows).
    create index outbox_messages_unsent_idx on outbox_messages (created_at, id) where status in ('failed', 'pending', 'sending');

    -- The reports' number of customers, kept by the database as rows come and go, so the page
    -- does not count hundreds of thousands of rows. Statement-level triggers: one update per
    -- insert or delete statement, however many rows it touched.
    create table row_counts (table_name text primary key, row_count bigint not null);
    insert into row_counts (table_name, row_count) select 'customers', count(*) from customers;
    create function count_customer_rows() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update row_counts set row_count = row_count + (select count(*) from new_rows) where table_name = 'customers';
      elsif tg_op = 'DELETE' then
        update row_counts set row_count = row_count - (select count(*) from old_rows) where table_name = 'customers';
      else
        update row_counts set row_count = 0 where table_name = 'customers';
      end if;
      return null;
    end $$;
    create trigger customers_counted_on_insert after insert on customers
      referencing new table as new_rows for each statement execute function count_customer_rows();
    create trigger customers_counted_on_delete after delete on customers
      referencing old table as old_rows for each statement execute function count_customer_rows();
    create trigger customers_counted_on_truncate after truncate on customers
      for each statement execute function count_customer_rows();
  `.execute(db);
}
