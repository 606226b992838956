import { type Kysely, sql } from "kysely";

// Personal data kept only as long as it is needed (DPDP Act 2023; decision 067). An application
// that was not approved, or that its applicant withdrew, loses its identity documents and bank
// details while its row and review history stay: the row says when and why, so the admin's page
// can say so and the hourly purge passes it by. The purge finds closed applications still
// holding data, and audit entries past a year still holding an address, each by its own
// partial index, which shrinks as the purge does its work.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table astrologers
      add column identity_data_erased_at timestamptz,
      add column identity_data_erasure text check (identity_data_erasure in ('withdrawal', 'retention'));
    create index astrologers_closed_unerased_idx on astrologers (id) where status in (4, 5) and identity_data_erased_at is null;
    create index audit_log_addresses_idx on audit_log (created_at) where ip is not null;
  `.execute(db);
}
