import { type Kysely, sql } from "kysely";

// The charts a customer keeps (self and family): the birth as typed, the place as the place
// search reads it back, so that the chart is made again the same way on every visit. They go
// with the account. A chart's link to send is known by the SHA-256 of its random token; the
// token itself is kept sealed (encryption.server.ts) so that its owner can copy it again.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table kept_charts (
      id serial primary key,
      customer_id integer not null references customers(id) on delete cascade,
      name text not null,
      relation text not null,
      birth_date date not null,
      birth_time text,
      place text not null,
      clock text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index kept_charts_customer_idx on kept_charts (customer_id, id);
    create table chart_shares (
      chart_id integer primary key references kept_charts(id) on delete cascade,
      token_hash text not null unique,
      token_sealed text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
