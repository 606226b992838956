import { type Kysely, sql } from "kysely";

// The admin dashboard pages applications and shows how many pages there are. Counting reads
// every row of the status (a window over all of them, which also keeps the page from coming
// off the index), a cost that grows with the applications (decision 020).
// A count per status, kept by the database itself at every insert, delete and change of status
// whatever code makes it, is one row to read however many applications there are.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table astrologer_status_counts (
      status integer primary key,
      astrologers bigint not null check (astrologers >= 0)
    );
    insert into astrologer_status_counts (status, astrologers)
      select status, count(*) from astrologers group by status;
    create function count_astrologer_statuses() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = new.status then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update astrologer_status_counts set astrologers = astrologers - 1 where status = old.status;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into astrologer_status_counts (status, astrologers) values (new.status, 1)
          on conflict (status) do update set astrologers = astrologer_status_counts.astrologers + 1;
      end if;
      return null;
    end
    $$;
    create trigger astrologers_status_counts after insert or delete or update of status on astrologers
      for each row execute function count_astrologer_statuses();
  `.execute(db);
}
