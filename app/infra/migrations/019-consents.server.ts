import { type Kysely, sql } from "kysely";

// Each consent to the privacy notice: whose, for what, when, and to which version of the notice
// (domain/consent.ts). A customer's records go with the account; an applicant's stay with the
// application they were given for, as the proof of it.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table consents (
      id serial primary key,
      customer_id integer references customers (id) on delete cascade,
      astrologer_id integer references astrologers (id) on delete cascade,
      purpose text not null check (purpose in ('customer_account', 'astrologer_application')),
      notice_version text not null,
      given_at timestamptz not null default now(),
      check ((customer_id is null) <> (astrologer_id is null))
    );
    create index consents_customer_idx on consents (customer_id);
    create index consents_astrologer_idx on consents (astrologer_id);
  `.execute(db);
}
