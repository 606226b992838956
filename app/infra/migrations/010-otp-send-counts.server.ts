import { type Kysely, sql } from "kysely";

// Counting the caps on OTP sends per client address and the site's SMS budget from
// otp_challenges at every send scans every send in the last hour or day, which grows with
// traffic (and is longest exactly when someone pumps SMS). Counters per minute and per hour
// make each check a handful of rows. Sends already made in the windows are carried over.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table otp_send_counts (
      scope text not null,
      window_start timestamptz not null,
      sends integer not null,
      primary key (scope, window_start)
    );
    create index otp_send_counts_window_idx on otp_send_counts (window_start);
    insert into otp_send_counts (scope, window_start, sends)
      select 'site:minute', date_trunc('minute', created_at), count(*) from otp_challenges
        where created_at > now() - interval '61 minutes' group by 2
      union all
      select 'site:hour', date_trunc('hour', created_at), count(*) from otp_challenges
        where created_at > now() - interval '25 hours' group by 2
      union all
      select 'address:' || ip, date_trunc('minute', created_at), count(*) from otp_challenges
        where ip is not null and created_at > now() - interval '61 minutes' group by ip, 2;
    drop index otp_challenges_ip_idx;
  `.execute(db);
}
