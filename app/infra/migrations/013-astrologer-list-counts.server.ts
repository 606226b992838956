import { type Kysely, sql } from "kysely";

// The Call and Chat lists show how many pages a filter has. Counting reads every listed
// astrologer of the language from its index, a cost that grows with every approval (decision 020).
// As migration 012 keeps the dashboard's counts, the database keeps how many listed (Active,
// not deactivated) astrologers each filter finds: one row per language word (a word of
// language_words, the index's words) and specialisation (lower(trim(specialization)), the
// filter's expression), '' standing for "any" in either, since no filter asks for ''.
// Only a change of something the lists filter on touches them, each key in one order, so
// concurrent approvals wait for each other and never deadlock.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table astrologer_list_counts (
      language_word text not null,
      specialization text not null,
      astrologers bigint not null check (astrologers >= 0),
      primary key (language_word, specialization)
    );
    create function astrologer_list_keys(words text[], given_specialization text)
      returns table (language_word text, specialization text) language sql immutable as $$
        select w.word, s.key
        from (select distinct word from unnest(words || ''::text) word) w,
          (select distinct key from unnest(array['', lower(trim(given_specialization))]) key) s
      $$;
    insert into astrologer_list_counts (language_word, specialization, astrologers)
      select k.language_word, k.specialization, count(*)
      from astrologers a, astrologer_list_keys(a.language_words, a.specialization) k
      where a.status = 1 and a.deactivated_at is null
      group by 1, 2;
    create function count_listed_astrologers() returns trigger language plpgsql as $$
    declare
      key record;
    begin
      -- OLD is null on an insert and NEW on a delete: their side gives no keys.
      for key in
        select k.language_word, k.specialization, sum(k.change) as change
        from (
          select gone.*, -1 as change from astrologer_list_keys(old.language_words, old.specialization) gone
            where old.status = 1 and old.deactivated_at is null
          union all
          select came.*, 1 from astrologer_list_keys(new.language_words, new.specialization) came
            where new.status = 1 and new.deactivated_at is null
        ) k
        group by 1, 2
        having sum(k.change) <> 0
        order by 1, 2
      loop
        -- A proposed row must pass the check before its conflict is seen: no upsert of -1.
        if key.change > 0 then
          insert into astrologer_list_counts (language_word, specialization, astrologers)
            values (key.language_word, key.specialization, key.change)
            on conflict (language_word, specialization)
              do update set astrologers = astrologer_list_counts.astrologers + excluded.astrologers;
        else
          update astrologer_list_counts set astrologers = astrologers + key.change
            where language_word = key.language_word and specialization = key.specialization;
        end if;
      end loop;
      return null;
    end
    $$;
    create trigger astrologers_list_counts
      after insert or delete or update of status, deactivated_at, language, specialization on astrologers
      for each row execute function count_listed_astrologers();
  `.execute(db);
}
