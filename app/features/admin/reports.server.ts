import { sql } from "kysely";

import { addDays } from "~/clock/india-clock";
import { SIGNS } from "~/domain/horoscope";
import { getDb } from "~/infra/db.server";

export type DailyFigure = { day: string; customers: number; astrologers: number; otps: number };

/** Real figures for the admin's reports page (the spec only had placeholder text). */
export async function adminReport(today: string) {
  const db = await getDb();
  const since = addDays(today, -29);
  // Days are counted in India's calendar. Rows are found by their own timestamp from the first
  // day's midnight in India, so an index on it serves (not by the day computed from each row).
  const istDay = (column: string) => sql<string>`to_char((${sql.ref(column)} at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')`;
  const from = sql<Date>`(${since}::date::timestamp at time zone 'Asia/Kolkata')`;
  const [byStatus, deactivated, customers, blogs, customerDays, astrologerDays, otpDays, coverage] = await Promise.all([
    db
      .selectFrom("astrologers")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("deactivatedAt", "is", null)
      .groupBy("status")
      .execute(),
    db
      .selectFrom("astrologers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("deactivatedAt", "is not", null)
      .executeTakeFirstOrThrow(),
    // Kept by the database as customers come and go (migration 009), not counted here.
    db.selectFrom("rowCounts").select("rowCount as n").where("tableName", "=", "customers").executeTakeFirstOrThrow(),
    db
      .selectFrom("blogs")
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere("scheduleDate", "<=", today).as("published"),
        eb.fn.countAll<number>().filterWhere("scheduleDate", ">", today).as("scheduled"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("customers")
      .select([istDay("reg_date").as("day"), (eb) => eb.fn.countAll<number>().as("n")])
      .where(sql.ref("reg_date"), ">=", from)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("astrologers")
      .select([istDay("registration_date").as("day"), (eb) => eb.fn.countAll<number>().as("n")])
      .where(sql.ref("registration_date"), ">=", from)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("otpChallenges")
      .select([istDay("created_at").as("day"), (eb) => eb.fn.countAll<number>().as("n")])
      .where(sql.ref("created_at"), ">=", from)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom("horoscopePredictions")
      .select(["predictionDate", "sign"])
      .where("language", "=", "english")
      .where("predictionDate", ">=", today)
      .where("predictionDate", "<=", addDays(today, 6))
      .execute(),
  ]);

  const count = (rows: Array<{ day: string; n: number }>, day: string) => Number(rows.find((r) => r.day === day)?.n ?? 0);
  const days: DailyFigure[] = Array.from({ length: 30 }, (_, i) => {
    const day = addDays(today, -i);
    return { day, customers: count(customerDays, day), astrologers: count(astrologerDays, day), otps: count(otpDays, day) };
  });
  const status = (s: number) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const missing = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i);
    const present = new Set(coverage.filter((c) => c.predictionDate === day).map((c) => c.sign));
    return { day, missing: SIGNS.filter((s) => !present.has(s.slug)).map((s) => s.name) };
  });
  return {
    astrologers: { pending: status(3), active: status(1), rejected: status(4), deactivated: Number(deactivated.n) },
    customers: Number(customers.n),
    blogs: { published: Number(blogs.published), scheduled: Number(blogs.scheduled) },
    days,
    coverage: missing,
  };
}
