import fs from "node:fs";
import path from "node:path";

import { CompiledQuery, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { indiaToday } from "~/clock/india-clock";
import * as otpVerifications from "~/features/account/pages/otp-verifications";
import * as profile from "~/features/account/pages/profile";
import * as signup from "~/features/account/pages/signup";
import * as userRegistration from "~/features/account/pages/user-registration";
import * as adminIndex from "~/features/admin/pages/_index";
import * as adminFestivals from "~/features/admin/pages/festivals";
import * as adminLogin from "~/features/admin/pages/login";
import * as adminMessages from "~/features/admin/pages/messages";
import * as adminReports from "~/features/admin/pages/reports";
import * as adminView from "~/features/admin/pages/view.$id";
import * as adminYearly from "~/features/admin/pages/yearly._index";
import * as adminYearlyYear from "~/features/admin/pages/yearly.$year._index";
import * as adminYearlySign from "~/features/admin/pages/yearly.$year.$sign";
import * as blogList from "~/features/blogs/pages/blogs._index";
import * as blogArticle from "~/features/blogs/pages/blogs.$slug";
import * as festivals from "~/features/festivals/pages/festival._index";
import * as festivalMonth from "~/features/festivals/pages/festival.$month";
import * as datedFestivalMonth from "~/features/festivals/pages/festival.$year.$month";
import * as festivalCalendarFile from "~/features/festivals/pages/festival.$year.$month.calendar[.ics].server";
import * as dailySign from "~/features/horoscopes/pages/daily-horoscope.$day.$sign";
import * as yearlyIndex from "~/features/horoscopes/pages/yearly-horoscope._index";
import * as yearlySign from "~/features/horoscopes/pages/yearly-horoscope.$sign";
import * as datedYearlySign from "~/features/horoscopes/pages/yearly-horoscope.$year.$sign";
import * as home from "~/features/site/pages/_index";
import * as callList from "~/features/site/pages/call-with-astrologer";
import * as chatList from "~/features/site/pages/chat-with-astrologer";
import * as faq from "~/features/site/pages/faq";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { type DB, getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { seedAtScale } from "~/infra/seed/scale-seed.server";
import { singleton, takeSingleton } from "~/infra/singleton.server";
import * as root from "~/root";
import { upsertAdmin } from "~/services/admin-accounts.server";
import { festivalYears } from "~/services/festivals.server";
import { purgeExpiredRecords } from "~/services/retention.server";
import { publishedYearlyYears } from "~/services/yearly-horoscopes.server";

import { describeScans, findSequentialScans, QueryCapture, type SeqScan } from "../support/query-plans";

// No page reads a whole large table. The database is seeded at QUERY_PLAN_SCALE times the demo
// data (as `npm run bench -- --scale N` does), every page and form post runs through its real
// loader or action while a Kysely plugin records the SQL they send, and EXPLAIN of each
// statement, with its own parameters, must hold no sequential scan of a table of at least
// LARGE_ROWS rows. Only on PostgreSQL (DATABASE_URL): seeding that much takes minutes in PGlite.
const SCALE = Number(process.env.QUERY_PLAN_SCALE ?? 20);
const LARGE_ROWS = 10_000;
const ORIGIN = "http://localhost:3000";
const PHONE = "9123400017";
const ADMIN = { email: "plans.admin@example.in", password: "query-plans-admin-password" };

type RouteModule = { loader?: (args: any) => unknown; action?: (args: any) => unknown };

const capture = new QueryCapture();
let base: DB;
let cookies = new Map<string, string>();

function cookieHeader(): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

function keepCookies(headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === "" || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
}

/** Runs a page's loader (and the root loader every page runs) or a form's action, keeping cookies. */
async function visit(
  page: string,
  url: string,
  module: RouteModule,
  options: { params?: Record<string, string>; form?: Record<string, string> } = {},
): Promise<Response | unknown> {
  capture.page = page;
  const method = options.form ? "POST" : "GET";
  const headers = new Headers({ Cookie: cookieHeader(), Origin: ORIGIN });
  let body: BodyInit | undefined;
  if (options.form) {
    const data = new FormData();
    for (const [name, value] of Object.entries(options.form)) data.set(name, value);
    body = data;
  }
  const request = new Request(ORIGIN + url, { method, headers, body });
  const args = { request, params: options.params ?? {}, context: { clientIp: "203.0.113.9" } };
  const handler = options.form ? module.action! : module.loader!;
  let result: unknown;
  try {
    result = await handler(args);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    keepCookies(result.headers);
    if (result.status >= 500) throw new Error(`${page}: ${method} ${url} answered ${result.status}`);
  }
  if (!options.form)
    await root.loader!({ request: new Request(ORIGIN + url, { headers: { Cookie: cookieHeader() } }), params: {}, context: {} } as never);
  return result;
}

function lastCodeSentTo(phone: string): string {
  const lines = fs
    .readFileSync(path.join(env().dataDir, "outbox.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  return lines
    .filter((l) => l.channel === "sms" && l.to === `+91${phone}`)
    .at(-1)
    .text.match(/\b\d{4}\b/)[0];
}

async function visitEveryPage(): Promise<void> {
  const db = base;
  const today = indiaToday(new Date());
  const slug = (
    await db.selectFrom("blogs").select("slug").where("scheduleDate", "<=", today).orderBy("scheduleDate", "desc").executeTakeFirstOrThrow()
  ).slug;
  const pending = (await db.selectFrom("astrologers").select("id").where("status", "=", 3).orderBy("id", "desc").executeTakeFirstOrThrow())
    .id;

  await visit("home", "/", home);
  await visit("daily horoscope", "/daily-horoscope/today/leo", dailySign, { params: { day: "today", sign: "leo" } });
  await visit("daily horoscope", "/daily-horoscope/tomorrow/pisces", dailySign, { params: { day: "tomorrow", sign: "pisces" } });
  await visit("yearly horoscope", "/yearly-horoscope/aries", yearlySign, { params: { sign: "aries" } });
  await visit("yearly horoscope of 2025", "/yearly-horoscope/2025/aries", datedYearlySign, { params: { year: "2025", sign: "aries" } });
  await visit("yearly horoscopes", "/yearly-horoscope", yearlyIndex);
  await visit("blog list", "/blogs", blogList);
  await visit("blog list, page 9", "/blogs?page=9", blogList);
  await visit("blog article", `/blogs/${slug}`, blogArticle, { params: { slug } });
  for (const [name, module, path_] of [
    ["call list", callList, "/call-with-astrologer"],
    ["chat list", chatList, "/chat-with-astrologer"],
  ] as const) {
    for (const search of [
      "",
      "?page=3",
      "?language=hindi",
      "?specialization=vedic&sort=price-low",
      "?sort=experience&page=2",
      "?sort=orders",
      "?language=english&sort=price-high&page=2",
    ]) {
      await visit(`${name}${search}`, path_ + search, module);
    }
  }
  await visit("festivals", "/festival", festivals);
  await visit("festival month", "/festival/march", festivalMonth, { params: { month: "march" } });
  await visit("festival month of a past year", "/festival/2022/march", datedFestivalMonth, { params: { year: "2022", month: "march" } });
  await visit("festival month of 2025", "/festival/2025/march", datedFestivalMonth, { params: { year: "2025", month: "march" } });
  await visit("festival calendar file", "/festival/2025/march/calendar.ics", festivalCalendarFile, {
    params: { year: "2025", month: "march" },
  });
  await visit("faq", "/faq", faq);

  // A customer signs up: the OTP is sent and verified, the registration saved, the profile read and saved.
  await visit("signup: send OTP", "/signup", signup, { form: { dialCode: "+91", mobile: PHONE } });
  const code = lastCodeSentTo(PHONE);
  await visit("OTP page", "/otp-verifications", otpVerifications);
  await visit("OTP verify", "/otp-verifications", otpVerifications, {
    form: Object.fromEntries(code.split("").map((d, i) => [`otp${i + 1}`, d])),
  });
  const place = { countryId: "101", stateId: "4008", cityId: "133504" };
  await visit("registration page", "/user-registration", userRegistration);
  await visit("registration", "/user-registration", userRegistration, {
    form: {
      fullName: "Plan Tester",
      gender: "M",
      ...place,
      pinCode: "411001",
      dob: "1990-04-12",
      timeOfBirth: "06:30",
      location: "Pune",
      email: "plans@example.in",
    },
  });
  await visit("profile", "/profile", profile);
  await visit("profile save", "/profile", profile, {
    form: {
      name: "Plan Tester",
      gender: "male",
      dob: "1990-04-12",
      timeOfBirth: "06:30",
      birthPlace: "Pune",
      ...place,
      pinCode: "411001",
      email: "plans@example.in",
    },
  });

  // An administrator signs in (password step) and reads the admin pages.
  const admin = await upsertAdmin(ADMIN.email, ADMIN.password);
  cookies = new Map();
  await visit("admin sign-in", "/admin/login", adminLogin, { form: { email: ADMIN.email, password: ADMIN.password, next: "/admin" } });
  keepCookies(
    new Headers({ "Set-Cookie": await completeAdminSignIn(new Request(ORIGIN, { headers: { Cookie: cookieHeader() } }), admin.id) }),
  );
  for (const tab of ["pending", "approved", "rejected"]) await visit(`admin applications (${tab})`, `/admin?tab=${tab}`, adminIndex);
  await visit("admin applications (approved), page 3", "/admin?tab=approved&page=3", adminIndex);
  await visit("admin review page", `/admin/view/${pending}`, adminView, { params: { id: String(pending) } });
  await visit("admin reports", "/admin/reports", adminReports);
  await visit("admin messages", "/admin/messages", adminMessages);
  await visit("admin yearly horoscopes", "/admin/yearly", adminYearly);
  await visit("admin yearly year", "/admin/yearly/2026", adminYearlyYear, { params: { year: "2026" } });
  await visit("admin yearly sign", "/admin/yearly/2026/leo", adminYearlySign, { params: { year: "2026", sign: "leo" } });
  await visit("admin festivals", "/admin/festivals?year=2026&month=november", adminFestivals);

  // Not a page, but it holds the embedded database's one connection while every request waits:
  // the retention purge each instance runs at start and every hour.
  capture.page = "retention purge";
  await purgeExpiredRecords();
}

describe.runIf(Boolean(process.env.DATABASE_URL))(`query plans at ${SCALE}× the demo data`, () => {
  beforeAll(async () => {
    base = await getDb();
    await seedAtScale(base, SCALE, new Date());
    // From here on the pages' services get a database that records what they send.
    takeSingleton("db");
    singleton("db", () => Promise.resolve(base.withPlugin(capture)));
    await visitEveryPage();
  }, 600_000);

  afterAll(() => {
    takeSingleton("db");
    singleton("db", () => Promise.resolve(base));
  });

  it("the seeded tables are large enough for the planner to choose", async () => {
    const { tableSizes } = await import("../support/query-plans");
    const sizes = await tableSizes(base);
    for (const table of ["customers", "otp_challenges", "sessions", "audit_log", "horoscope_predictions"]) {
      expect(sizes.get(table), table).toBeGreaterThanOrEqual(LARGE_ROWS);
    }
  });

  it("the seed left past years of yearly horoscopes and festivals, as years of use would", async () => {
    // From a few years before the content seed's first (2025) to the last seeded one, no gaps.
    const years = await festivalYears();
    expect(years[0]).toBeLessThan(2023);
    expect(years).toEqual(Array.from({ length: 2027 - years[0] + 1 }, (_, i) => years[0] + i));
    expect(await publishedYearlyYears("en")).toEqual(years);
  });

  it("every page and form post was captured, each with its own statements", () => {
    const pages = new Set(capture.queries.map((q) => q.page));
    for (const page of [
      "home",
      "call list",
      "blog article",
      "signup: send OTP",
      "OTP verify",
      "registration",
      "profile save",
      "admin review page",
      "admin reports",
      "admin messages",
      "yearly horoscope of 2025",
      "festival month of 2025",
      "festival month of a past year",
      "festival calendar file",
      "admin yearly sign",
      "admin festivals",
      "retention purge",
    ]) {
      expect(pages, page).toContain(page);
    }
  });

  it("no page or form post scans a large table from end to end", async () => {
    const { scans, explained } = await findSequentialScans(base, capture.queries, LARGE_ROWS);
    expect(explained).toBeGreaterThan(40);
    expect(scans, describeScans(scans)).toEqual([]);
  }, 120_000);

  it("the lists' sorted pages read their order from an index, not a sort of every match", async () => {
    // Below the size the check above looks at (astrologers are thousands, not tens of thousands),
    // but a sort of every matching astrologer is too slow a list at 100x on PGlite (decision 017).
    const lists = capture.queries.filter(
      (q) => /^(call|chat) list/.test(q.page) && /from "astrologers"/.test(q.sql) && /\blimit\b/.test(q.sql),
    );
    const sorted: string[] = [];
    for (const query of lists) {
      const result = await base.executeQuery<{ "QUERY PLAN": unknown }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      if (JSON.stringify(result.rows[0]["QUERY PLAN"]).includes('"Node Type":"Sort"')) sorted.push(`${query.page}: ${query.sql}`);
    }
    expect(lists.length).toBeGreaterThanOrEqual(14);
    expect(sorted, sorted.join("\n")).toEqual([]);
  });

  it("the check catches a query that lost its index", async () => {
    // In a transaction rolled back afterwards: the sessions' primary key is dropped, so reading
    // the session of a signed-in visitor must read the whole table, and the check must say where.
    let scans: SeqScan[] = [];
    await base
      .transaction()
      .execute(async (trx) => {
        await (trx as Kysely<any>).schema.alterTable("sessions").dropConstraint("sessions_pkey").execute();
        scans = (await findSequentialScans(trx, capture.queries, LARGE_ROWS)).scans;
        throw new Error("roll back");
      })
      .catch((error: Error) => {
        if (error.message !== "roll back") throw error;
      });
    const onSessions = scans.filter((s) => s.table === "sessions");
    expect(onSessions.map((s) => s.page)).toContain("profile");
    expect(describeScans(onSessions)).toMatch(
      /profile: sequential scan of sessions \(\d+ rows\) in\n {2}select .* from "sessions" where "id_hash" = \$1/,
    );
  }, 120_000);
});
