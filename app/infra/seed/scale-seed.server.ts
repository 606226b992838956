// BENCH DATA SEED. Grows a demo-seeded database to `factor` times the demo data, so that the
// bench and the query-plan test see what years of use leave behind: thousands of astrologers
// and articles, five years of daily horoscopes in English and Hindi, hundreds of thousands of
// customers, millions of OTP, session and audit rows, and up to five past years of yearly
// horoscopes and festival calendars. Every row is invented. Astrologers, blogs and the past
// years' yearly texts carry isDemo = true; past festivals name the bench as their source;
// customers, OTP challenges, sessions, audit and outbox rows are recognisable by their
// @example.in addresses, 'bench-' code hashes and {"bench": true} details.
//
// Rows are made by the database itself (insert … select … from generate_series), a statement
// per table, so 100× takes minutes on PGlite rather than hours.
//
// Encrypted columns: the bank details of the scaled applications hold real ciphertext
// (encryptField, one sealed value per field shared by every row), so the review page decrypts
// them. OTP code hashes and session id hashes are dummies: those rows are only counted and
// found by index (rate limits, reports, purges), never verified, and no cookie names them.
// Seeded OTP challenges are older than a day, so they never count against today's SMS budget.

import { sql } from "kysely";

import { addDays, DAY_MS, indiaToday } from "~/clock/india-clock";
import type { DB } from "~/infra/db.server";
import { encryptField } from "~/infra/encryption.server";
import { openSessionBeside } from "~/infra/startup-lock.server";

import {
  insertDemoYearlyYear,
  seedContent,
  seedDemoYearlyHoroscopes,
  seedFestivalHindi,
  seedFestivalRevision,
} from "./content-seed.server";
import { demoAstrologers } from "./demo-astrologers.server";
import { demoBlogs } from "./demo-blogs.server";
import { demoPrediction, demoPredictionSigns } from "./demo-predictions.server";
import { demoPredictionHi } from "./demo-predictions-hi.server";
import { seedDemoData, seedDemoHindiContent } from "./demo-seed.server";

export const SCALE_SEED_META_KEY = "scale_seed_factor";

/** How many rows of each kind one unit of the factor adds. */
export const PER_FACTOR = {
  astrologers: demoAstrologers.length,
  blogs: demoBlogs.length,
  customers: 3_000,
  otpChallenges: 10_000,
  sessions: 10_000,
  auditRows: 10_000,
  sentMessages: 1_000,
  signInFailures: 500,
} as const;

/** Five years of daily horoscopes at 100×; fewer days at a smaller factor. */
const MAX_PREDICTION_DAYS = 1_826;
const PREDICTION_DAYS_PER_FACTOR = 61;
/** Past years of yearly horoscopes and festivals, at the predictions' pace: five at 100×. */
const MAX_PAST_YEARS = 5;
/** The earliest year the site's own content seed holds (2025's yearly texts and festivals). */
const FIRST_CONTENT_YEAR = 2025;
/** The blog list shows nothing scheduled before this day (spec §9). */
const BLOG_START_DATE = "2025-01-01";

export type ScaleSeedResult = { factor: number; seeded: boolean; rows: Record<string, number>; ms: number };

/**
 * Seeds the demo data if missing, then adds rows until the database holds about `factor` times
 * the demo data. Runs once per database (app_meta records the factor). `now` is passed in, so
 * the seed never reads the clock; rows are dated back from it (OTPs at least 25 hours).
 */
export async function seedAtScale(pool: DB, factor: number, now: Date, log: (line: string) => void = () => {}): Promise<ScaleSeedResult> {
  if (!Number.isInteger(factor) || factor < 1 || factor > 1000) throw new Error("The scale factor must be a whole number from 1 to 1000.");
  // On PostgreSQL a connection of its own, without the few seconds' limit of request connections.
  const openSession = openSessionBeside(pool);
  const db = openSession ? await openSession() : pool;
  try {
    return await seed(db, factor, now, log);
  } finally {
    if (db !== pool) await db.destroy();
  }
}

async function seed(db: DB, factor: number, now: Date, log: (line: string) => void): Promise<ScaleSeedResult> {
  const today = indiaToday(now);
  const started = Date.now();
  await seedDemoData(db, today);
  // What a server's start writes anyway (each once per database), here first so that the past
  // years below are copied from it.
  await seedContent(db, now);
  await seedFestivalHindi(db);
  await seedFestivalRevision(db);
  await seedDemoYearlyHoroscopes(db, now);
  await seedDemoHindiContent(db, now);
  const done = await db.selectFrom("appMeta").select("value").where("key", "=", SCALE_SEED_META_KEY).executeTakeFirst();
  if (done) return { factor: Number(done.value), seeded: false, rows: {}, ms: Date.now() - started };

  const rows: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<number>) => {
    const t = Date.now();
    rows[name] = await work();
    log(`${name}: ${rows[name].toLocaleString("en-IN")} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const n = (per: number) => per * (factor - 1);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("appMeta")
      .values({ key: SCALE_SEED_META_KEY, value: String(factor) })
      .execute();
    await step("astrologers", () => seedAstrologers(trx as unknown as DB, n(PER_FACTOR.astrologers), now));
    await step("review events", () => seedReviewEvents(trx as unknown as DB));
    await step("bank details", () => seedBankDetails(trx as unknown as DB));
    await step("blogs", () => seedBlogs(trx as unknown as DB, factor - 1, today));
    await step("horoscope predictions", () => seedPredictions(trx as unknown as DB, factor, today));
    const pastYears = factor > 1 ? Math.min(MAX_PAST_YEARS, Math.ceil((PREDICTION_DAYS_PER_FACTOR * factor) / 365)) : 0;
    await step("yearly horoscopes", () => seedPastYearlyYears(trx as unknown as DB, pastYears, now));
    await step("festivals", () => seedPastFestivals(trx as unknown as DB, pastYears));
    await step("customers", () => seedCustomers(trx as unknown as DB, n(PER_FACTOR.customers), now));
    await step("otp challenges", () => seedOtpChallenges(trx as unknown as DB, n(PER_FACTOR.otpChallenges), now));
    await step("sessions", () => seedSessions(trx as unknown as DB, n(PER_FACTOR.sessions), now));
    await step("audit log", () => seedAuditLog(trx as unknown as DB, n(PER_FACTOR.auditRows), now));
    await step("outbox messages", () => seedSentMessages(trx as unknown as DB, n(PER_FACTOR.sentMessages), now));
    await step("sign-in failures", () => seedSignInFailures(trx as unknown as DB, n(PER_FACTOR.signInFailures), now));
  });
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live server
  // (PGlite runs no autovacuum).
  const t = Date.now();
  await sql`vacuum analyze`.execute(db);
  log(`vacuum analyze: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { factor, seeded: true, rows, ms: Date.now() - started };
}

const count = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

// Names, places and specialities are drawn from the demo astrologers, in new combinations.
const FIRST_NAMES = demoAstrologers.map((a) => a.firstName);
const LAST_NAMES = demoAstrologers.map((a) => a.lastName);
const PLACES = demoAstrologers.map((a) => [a.city, a.state, a.pinCode]);
const LANGUAGES = [...new Set(demoAstrologers.map((a) => a.language))];
const SPECIALIZATIONS = [...new Set(demoAstrologers.map((a) => a.specialization))];

async function seedAstrologers(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  // Mostly active, some waiting for review, a few rejected or deactivated (the demo's mix).
  // Ratings: a newcomer has no consultations; everyone else has between a few and thousands.
  const result = await sql`
    insert into astrologers (
      mobile, first_name, last_name, email, gender, age, address, country, state, city, pin_code,
      language, specialization, experience, status, status_descp, rejection_reason, deactivated_at,
      rating, chat_charges, call_charges, chat_count, call_count, photo_path, is_demo, registration_date, updated_at
    )
    select
      '8' || lpad(g::text, 9, '0'),
      (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}],
      (${LAST_NAMES}::text[])[1 + (g / 7) % ${LAST_NAMES.length}],
      'bench.astrologer.' || g || '@example.in',
      (array['Male', 'Female', 'Female', 'Male', 'Non-Binary'])[1 + g % 5],
      25 + g % 45,
      'House ' || (1 + g % 400) || ', Bench Street',
      'India',
      (${PLACES.map((p) => p[1])}::text[])[1 + (g / 3) % ${PLACES.length}],
      (${PLACES.map((p) => p[0])}::text[])[1 + (g / 3) % ${PLACES.length}],
      (${PLACES.map((p) => p[2])}::text[])[1 + (g / 3) % ${PLACES.length}],
      (${LANGUAGES}::text[])[1 + (g / 2) % ${LANGUAGES.length}],
      (${SPECIALIZATIONS}::text[])[1 + (g / 5) % ${SPECIALIZATIONS.length}],
      least(40, g % 41),
      s.status,
      case s.status when 1 then 'Active' when 3 then 'Pending' else 'Reject' end,
      case when s.status = 4 then 'The documents did not match the application. (bench data)' end,
      case when s.status = 1 and g % 50 = 0 then ${now}::timestamptz - (g % 90) * interval '1 day' end,
      case when s.status = 1 and g % 13 <> 0 then 3.5 + (g % 16) / 10.0 else 10 end,
      10 + (g::bigint * 7) % 190,
      10 + (g::bigint * 11) % 240,
      case when s.status = 1 and g % 13 <> 0 then (g::bigint * 37) % 12000 else 0 end,
      case when s.status = 1 and g % 13 <> 0 then (g::bigint * 53) % 11000 else 0 end,
      case when g % 3 = 0 then null else '/images/astrologers/' || (1 + g % 16) || '.svg' end,
      true,
      ${now}::timestamptz - (g % 1800) * interval '1 day' - (g % 86400) * interval '1 second',
      ${now}::timestamptz
    from generate_series(1, ${count_}::int) as g
    cross join lateral (select case when g % 25 < 20 then 1 when g % 25 < 24 then 3 else 4 end as status) as s
    on conflict (mobile) do nothing
  `.execute(db);
  return count(result);
}

async function seedReviewEvents(db: DB): Promise<number> {
  const result = await sql`
    insert into review_events (astrologer_id, admin_id, action, reason, created_at)
    select a.id, null, e.action, e.reason, a.registration_date + e.after
    from astrologers a
    cross join lateral (values
      ('submitted', null::text, interval '0'),
      (case a.status when 1 then 'approved' when 4 then 'rejected' end, a.rejection_reason, interval '2 days')
    ) as e(action, reason, after)
    where a.mobile like '8%' and a.is_demo and e.action is not null
  `.execute(db);
  return count(result);
}

async function seedBankDetails(db: DB): Promise<number> {
  // The review page decrypts the PAN; one sealed value per field serves every invented row.
  const aadhaar = encryptField("999941057058");
  const pan = encryptField("ABCPE1234F");
  const account = encryptField("000123456789");
  const result = await sql`
    insert into astrologer_bank_details (
      astrologer_id, mobile, aadhaar_encrypted, aadhaar_last4, pan_encrypted, pan_last4,
      account_holder_name, account_number_encrypted, account_last4, ifsc, bank_name, branch_name, address, city, state
    )
    select a.id, a.mobile, ${aadhaar}, '7058', ${pan}, '234F', a.first_name || ' ' || a.last_name, ${account}, '6789',
      'SBIN0000691', 'State Bank of India', 'New Delhi Main Branch', a.address, a.city, a.state
    from astrologers a
    where a.mobile like '8%' and a.is_demo
    on conflict (astrologer_id) do nothing
  `.execute(db);
  return count(result);
}

async function seedBlogs(db: DB, copies: number, today: string): Promise<number> {
  if (copies <= 0) return 0;
  // Copies of the demo posts, spread from the blog list's first day to a month ahead.
  const span = Math.max(1, Math.round((Date.parse(today) - Date.parse(BLOG_START_DATE)) / DAY_MS) + 30);
  const result = await sql`
    insert into blogs (slug, heading, main_heading, main_description, main_image_url, article, schedule_date, start_date,
      html_content, meta_tags, is_demo, created_at, language)
    select b.slug || '-' || g, b.heading || ' (' || g || ')', b.main_heading, b.main_description, b.main_image_url, b.article,
      d.day, d.day, b.html_content, b.meta_tags, true, d.day::timestamptz, b.language
    from blogs b
    cross join generate_series(1, ${copies}::int) as g
    cross join lateral (select ${BLOG_START_DATE}::date + ((b.id * 7919 + g * 104729) % ${span}::int) as day) as d
    where b.is_demo and b.slug !~ '-[0-9]+$'
    on conflict (slug) do nothing
  `.execute(db);
  await sql`
    insert into blog_images (blog_id, content_key, content_url)
    select copy.id, i.content_key, i.content_url
    from blog_images i
    join blogs original on original.id = i.blog_id
    join blogs copy on copy.slug ~ ('^' || original.slug || '-[0-9]+$') and copy.is_demo
    where original.is_demo
  `.execute(db);
  return count(result);
}

async function seedPredictions(db: DB, factor: number, today: string): Promise<number> {
  // Mostly past days, with a year (or a fifth of the span) still ahead.
  const days = Math.min(MAX_PREDICTION_DAYS, PREDICTION_DAYS_PER_FACTOR * factor);
  const ahead = Math.min(365, Math.floor(days / 5));
  const first = addDays(today, ahead - days + 1);
  let inserted = 0;
  const BATCH_DAYS = 100;
  for (let start = 0; start < days; start += BATCH_DAYS) {
    const dates: string[] = [];
    const signs: string[] = [];
    const languages: string[] = [];
    const texts: string[] = [];
    for (let d = start; d < Math.min(days, start + BATCH_DAYS); d++) {
      const date = addDays(first, d);
      for (const sign of demoPredictionSigns) {
        dates.push(date, date);
        signs.push(sign, sign);
        languages.push("english", "hindi");
        texts.push(demoPrediction(sign, date), demoPredictionHi(sign, date));
      }
    }
    const result = await sql`
      insert into horoscope_predictions (prediction_date, sign, language, prediction)
      select * from unnest(${dates}::date[], ${signs}::text[], ${languages}::text[], ${texts}::text[])
      on conflict (prediction_date, sign, language) do nothing
    `.execute(db);
    inserted += count(result);
  }
  return inserted;
}

async function seedPastYearlyYears(db: DB, years: number, now: Date): Promise<number> {
  let inserted = 0;
  for (let back = 1; back <= years; back++) {
    if (await insertDemoYearlyYear(db, FIRST_CONTENT_YEAR - back, now)) inserted += demoPredictionSigns.length;
  }
  return inserted;
}

async function seedPastFestivals(db: DB, years: number): Promise<number> {
  if (years <= 0) return 0;
  // The first content year's festivals on the same days of earlier years: not their real dates.
  const result = await sql`
    insert into festivals (name, date, end_date, description, regions, image, source, date_note, name_hi, description_hi, date_note_hi, regions_hi)
    select f.name, (f.date - make_interval(years => back))::date, (f.end_date - make_interval(years => back))::date,
      f.description, f.regions, f.image, 'BENCH DATA: the ' || ${FIRST_CONTENT_YEAR}::int || ' date moved back a year or more',
      f.date_note, f.name_hi, f.description_hi, f.date_note_hi, f.regions_hi
    from festivals f
    cross join generate_series(1, ${years}::int) as back
    where f.date >= make_date(${FIRST_CONTENT_YEAR}::int, 1, 1) and f.date < make_date(${FIRST_CONTENT_YEAR + 1}::int, 1, 1)
  `.execute(db);
  return count(result);
}

async function seedCustomers(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  const result = await sql`
    insert into customers (mobile, first_name, last_name, gender, dob, time_of_birth, birth_place, email, country,
      birth_state, birth_city, pin_code, reg_date, last_update)
    select
      '7' || lpad(g::text, 9, '0'),
      (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}],
      (${LAST_NAMES}::text[])[1 + (g / 11) % ${LAST_NAMES.length}],
      (array['M', 'F'])[1 + g % 2],
      date '1960-01-01' + ((g::bigint * 37) % 16000)::int,
      lpad(((g::bigint * 7) % 24)::text, 2, '0') || ':' || lpad(((g::bigint * 13) % 60)::text, 2, '0'),
      (${PLACES.map((p) => p[0])}::text[])[1 + g % ${PLACES.length}],
      case when g % 3 = 0 then 'NA' else 'bench.customer.' || g || '@example.in' end,
      'India',
      (${PLACES.map((p) => p[1])}::text[])[1 + g % ${PLACES.length}],
      (${PLACES.map((p) => p[0])}::text[])[1 + g % ${PLACES.length}],
      (${PLACES.map((p) => p[2])}::text[])[1 + g % ${PLACES.length}],
      ${now}::timestamptz - ((g::bigint * 7919) % (3 * 365 * 86400)) * interval '1 second',
      ${now}::timestamptz - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second'
    from generate_series(1, ${count_}::int) as g
    on conflict (mobile) do nothing
  `.execute(db);
  return count(result);
}

async function seedOtpChallenges(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  // Between 25 hours and 30 days old (the retention period): kept, but outside every daily limit.
  // Ids are UUIDs as the app's (crypto.randomUUID), so a new challenge's primary-key entry lands
  // anywhere in a large index, as it does in use. Inserted in the order of the phone index,
  // which keeps PGlite's inserts to its small buffer cache from turning into random writes.
  const result = await sql`
    insert into otp_challenges (id, phone, purpose, code_hash, ip, attempts, expires_at, resend_after, consumed_at, created_at)
    select md5('bench-otp-' || g)::uuid::text, o.phone, case when g % 40 = 0 then 'deletion' else 'login' end,
      'bench-not-a-code-hash', '10.' || (g % 200) || '.' || ((g / 200) % 250) || '.0/24', g % 3,
      o.at + interval '5 minutes', o.at + interval '59 seconds', case when g % 4 <> 0 then o.at + interval '40 seconds' end, o.at
    from generate_series(1, ${count_}::int) as g
    cross join lateral (select
      '7' || lpad((1 + (g::bigint * 7919) % ${Math.max(1, Math.floor(count_ / 4))}::int)::text, 9, '0') as phone,
      ${now}::timestamptz - interval '25 hours' - ((g::bigint * 104729) % (29 * 86400 - 3600)) * interval '1 second' as at
    ) as o
    order by o.phone, o.at
  `.execute(db);
  return count(result);
}

async function seedSessions(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  // Live visitor sessions (the purge would delete expired ones at the server's start). The id
  // hash has the app's shape (SHA-256 in base64url, 43 characters) and spread, so a new session's
  // primary-key entry lands anywhere in a large index, as it does in use. Inserted in the order
  // of that index, for the reason given for the OTP challenges.
  const result = await sql`
    insert into sessions (id_hash, kind, data, phone, created_at, last_seen_at, expires_at)
    select rtrim(translate(encode(sha256(convert_to('bench-session-' || g, 'UTF8')), 'base64'), '+/', '-_'), '='), 'visitor', '{"bench": true}'::jsonb,
      case when g % 2 = 0 then '7' || lpad((1 + g % 300000)::text, 9, '0') end,
      s.seen - interval '2 days', s.seen, s.seen + interval '30 days'
    from generate_series(1, ${count_}::int) as g
    cross join lateral (select ${now}::timestamptz - ((g::bigint * 7919) % (29 * 86400)) * interval '1 second' as seen) as s
    order by 1
  `.execute(db);
  return count(result);
}

async function seedAuditLog(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  const result = await sql`
    insert into audit_log (admin_id, action, target_type, target_id, detail, ip, created_at)
    select null, a.action, a.target_type, a.target_id, '{"bench": true}'::jsonb, '10.0.' || (g % 250) || '.1',
      ${now}::timestamptz - ((g::bigint * 7919) % (5 * 365 * 86400)) * interval '1 second'
    from generate_series(1, ${count_}::int) as g
    cross join lateral (select
      (array['application.view', 'document.view', 'blog.update', 'faq.update', 'horoscope.upload'])[1 + g % 5] as action,
      (array['astrologer', 'astrologer', 'blog', 'faq', 'horoscope'])[1 + g % 5] as target_type,
      ((g::bigint * 31) % 2500 + 1)::text as target_id
    ) as a
  `.execute(db);
  return count(result);
}

async function seedSentMessages(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  // Sent notices within their 30 days of retention.
  const result = await sql`
    insert into outbox_messages (channel, recipient, subject, body, status, attempts, next_attempt_at, created_at, sent_at)
    select 'email', 'bench.astrologer.' || g || '@example.in', 'Your application (bench data)', 'Bench data: not a real notice.',
      'sent', 1, m.at, m.at, m.at + interval '3 seconds'
    from generate_series(1, ${count_}::int) as g
    cross join lateral (select ${now}::timestamptz - ((g::bigint * 7919) % (29 * 86400)) * interval '1 second' as at) as m
  `.execute(db);
  return count(result);
}

async function seedSignInFailures(db: DB, count_: number, now: Date): Promise<number> {
  if (count_ <= 0) return 0;
  const result = await sql`
    insert into auth_failures (scope, subject, ip, created_at)
    select 'admin_login', 'bench.admin.' || (g % 500) || '@example.in', '10.1.' || (g % 250) || '.1',
      ${now}::timestamptz - interval '1 hour' - ((g::bigint * 7919) % (29 * 86400)) * interval '1 second'
    from generate_series(1, ${count_}::int) as g
  `.execute(db);
  return count(result);
}
