import { type Kysely, sql } from "kysely";

// The Hindi edition (decision 075): each article and FAQ is written in one language and listed
// only in its edition; a festival has its Hindi name, description and date note beside the English ones
// (null until given: the Hindi calendar then shows the English words); a customer's language is
// the edition they registered or last saved their profile in, for their SMS and e-mails; a
// grievance's, the edition it was sent from, for our acknowledgement and answer.
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table blogs add column language text not null default 'en' check (language in ('en', 'hi'));
    drop index blogs_schedule_idx;
    create index blogs_language_schedule_idx on blogs (language, schedule_date desc, id desc);
    alter table faqs add column language text not null default 'en' check (language in ('en', 'hi'));
    alter table festivals add column name_hi text, add column description_hi text, add column date_note_hi text;
    alter table customers add column language text not null default 'en' check (language in ('en', 'hi'));
    alter table grievances add column language text not null default 'en' check (language in ('en', 'hi'));
  `.execute(db);
}
