import { type Kysely, sql } from "kysely";

// Years are data, not code, so a new year needs no release. A yearly horoscope is stored per year, language and sign,
// and a year (per language) is shown to the public only once an administrator publishes it.
// Festivals are stored one row each; a festival belongs to the year of its first day.
// The content itself comes from the seed (infra/seed/content-seed.server.ts) and the admin area.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table yearly_horoscope_years (
      year integer not null check (year between 2000 and 2999),
      language text not null check (language in ('en', 'hi')),
      published_at timestamptz,
      published_by integer references admins (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (year, language)
    );
    create table yearly_horoscopes (
      year integer not null,
      language text not null,
      -- the sign's slug as the daily pages write it ('taurus'), not the yearly page's 'tauras'
      sign text not null,
      sections jsonb not null,
      -- a generated demo text (infra/seed/demo-yearly-horoscopes.server.ts) until an administrator saves the sign
      is_demo boolean not null default false,
      updated_by integer references admins (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (year, language, sign),
      foreign key (year, language) references yearly_horoscope_years (year, language) on delete cascade
    );
    create table festivals (
      id serial primary key,
      name text not null,
      date date not null,
      end_date date check (end_date >= date),
      description text not null,
      regions text,
      image text not null,
      source text not null,
      date_note text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index festivals_by_date on festivals (date, name);
  `.execute(db);
}
