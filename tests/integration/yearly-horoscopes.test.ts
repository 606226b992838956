import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { signFromSlug, SIGNS } from "~/domain/horoscope";
import { sectionsOf } from "~/domain/yearly-horoscope";
import { action as yearsAction, loader as yearsLoader } from "~/features/admin/pages/yearly._index";
import { action as yearAction, loader as yearLoader } from "~/features/admin/pages/yearly.$year._index";
import { action as signAction } from "~/features/admin/pages/yearly.$year.$sign";
import {
  deleteYearlyYear,
  getYearlyYear,
  listYearlyYears,
  publishYearlyYear,
  saveYearlySign,
  startYearlyYear,
  unpublishYearlyYear,
} from "~/features/admin/yearly-admin.server";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { dropCaches } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import { demoYearlyHoroscopes } from "~/infra/seed/demo-yearly-horoscopes.server";
import { publishedYearlySections, publishedYearlyYears, yearlyPage, yearlyYearShown } from "~/services/yearly-horoscopes.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

// The yearly horoscopes as data, on the real database: a year is a draft until it is
// published with all twelve signs, and the pages show India's current year or the latest.
// Years far ahead keep these rows apart from any other test's.
const A = 2904;
const B = 2906;
const C = 2908;
const texts = demoYearlyHoroscopes(2026);
const sectionsFor = (slug: string) => sectionsOf(texts.find((t) => signFromSlug(t.signSlug)!.slug === slug)!);
let adminId: number;

/** The same texts with a Hindi first paragraph, to tell the editions apart. */
const hindiFor = (slug: string) => ({ ...sectionsFor(slug), intro: [`${slug}: हिंदी में वर्ष का परिचय।`] });

async function writeAllSigns(year: number, language: "en" | "hi" = "en") {
  for (const sign of SIGNS) {
    const sections = language === "hi" ? hindiFor(sign.slug) : sectionsFor(sign.slug);
    expect(await saveYearlySign(adminId, year, sign, sections, language)).not.toBeNull();
  }
}

async function clear() {
  const db = await getDb();
  await db.deleteFrom("yearlyHoroscopeYears").where("year", ">=", 2900).execute();
  // Rows removed behind the services' backs: their caches must forget them too.
  dropCaches(["yearly-horoscopes"]);
}

beforeAll(async () => {
  adminId = await createTestAdmin("yearly");
});

beforeEach(clear);

afterAll(async () => {
  await clear();
  await removeTestAdmin(adminId);
});

describe("publishing a year", () => {
  it("keeps a started year off the site until all twelve signs are written and it is published", async () => {
    expect(await startYearlyYear(adminId, A)).toBe("started");
    expect(await startYearlyYear(adminId, A)).toBe("exists");
    const aries = SIGNS[0];
    await saveYearlySign(adminId, A, aries, sectionsFor("aries"));
    expect(await publishYearlyYear(adminId, A)).toEqual({ kind: "incomplete", written: 1 });
    expect(await publishedYearlyYears()).not.toContain(A);
    expect(await publishedYearlySections(A, aries)).toBeNull();

    await writeAllSigns(A);
    // Read once, so the list sits in the cache: publishing must still show at once.
    expect(await publishedYearlyYears()).not.toContain(A);
    expect(await publishYearlyYear(adminId, A)).toEqual({ kind: "published" });
    expect(await publishedYearlyYears()).toContain(A);
    expect(await publishedYearlySections(A, aries)).toEqual(sectionsFor("aries"));

    const summary = (await listYearlyYears()).find((y) => y.year === A);
    expect(summary).toMatchObject({ year: A, written: 12, demo: 0 });
    expect(summary?.publishedAt).toBeInstanceOf(Date);
  });

  it("saves an edit of a published year straight onto the site", async () => {
    await startYearlyYear(adminId, A);
    await writeAllSigns(A);
    await publishYearlyYear(adminId, A);
    const leo = signFromSlug("leo")!;
    const edited = { ...sectionsFor("leo"), intro: ["A new first paragraph.", "A second one."] };
    expect(await saveYearlySign(adminId, A, leo, edited)).toEqual({ published: true });
    expect((await yearlyPage(A, leo))?.sections.intro).toEqual(["A new first paragraph.", "A second one."]);
  });

  it("refuses to write into, publish or delete a year that does not exist, and to delete a published one", async () => {
    expect(await saveYearlySign(adminId, B, SIGNS[0], sectionsFor("aries"))).toBeNull();
    expect(await publishYearlyYear(adminId, B)).toEqual({ kind: "missing" });
    expect(await deleteYearlyYear(adminId, B)).toBe("missing");
    await startYearlyYear(adminId, B);
    await writeAllSigns(B);
    await publishYearlyYear(adminId, B);
    expect(await deleteYearlyYear(adminId, B)).toBe("published");
    expect(await unpublishYearlyYear(adminId, B)).toBe(true);
    expect(await deleteYearlyYear(adminId, B)).toBe("deleted");
    expect(await getYearlyYear(B)).toBeNull();
  });

  it("records every step in the audit log", async () => {
    const db = await getDb();
    const before = await db.selectFrom("auditLog").select("id").where("adminId", "=", adminId).execute();
    await startYearlyYear(adminId, C);
    await writeAllSigns(C);
    await publishYearlyYear(adminId, C);
    await unpublishYearlyYear(adminId, C);
    const trail = await db
      .selectFrom("auditLog")
      .select(["action", "targetId"])
      .where("adminId", "=", adminId)
      .where("id", "not in", before.length > 0 ? before.map((r) => r.id) : [0])
      .orderBy("id")
      .execute();
    expect(trail[0]).toEqual({ action: "yearly.start", targetId: `${C}-en` });
    expect(trail.filter((t) => t.action === "yearly.save")).toHaveLength(12);
    expect(trail.slice(-2)).toEqual([
      { action: "yearly.publish", targetId: `${C}-en` },
      { action: "yearly.unpublish", targetId: `${C}-en` },
    ]);
  });
});

describe("the Hindi edition's years", () => {
  it("a year published in Hindi is listed in the Hindi edition only, with its Hindi texts", async () => {
    const aries = SIGNS[0];
    expect(await startYearlyYear(adminId, A, "hi")).toBe("started");
    await writeAllSigns(A, "hi");
    // Both lists read once, so both sit in the cache: publishing must still show at once.
    expect(await publishedYearlyYears("hi")).not.toContain(A);
    expect(await publishedYearlyYears("en")).not.toContain(A);
    expect(await publishYearlyYear(adminId, A, "hi")).toEqual({ kind: "published" });
    expect(await publishedYearlyYears("hi")).toContain(A);
    expect(await publishedYearlyYears("en")).not.toContain(A);
    expect((await yearlyPage(A, aries, "hi"))?.sections.intro).toEqual(["aries: हिंदी में वर्ष का परिचय।"]);
    expect(await yearlyPage(A, aries, "en")).toBeNull();
    expect((await listYearlyYears("hi")).map((y) => y.year)).toContain(A);
    expect((await listYearlyYears("en")).map((y) => y.year)).not.toContain(A);
  });

  it("the English and the Hindi year of one number are written, published and deleted apart", async () => {
    await startYearlyYear(adminId, A, "en");
    await startYearlyYear(adminId, A, "hi");
    await writeAllSigns(A, "en");
    expect(await publishYearlyYear(adminId, A, "hi")).toEqual({ kind: "incomplete", written: 0 });
    expect(await publishYearlyYear(adminId, A, "en")).toEqual({ kind: "published" });
    expect(await deleteYearlyYear(adminId, A, "hi")).toBe("deleted");
    expect(await getYearlyYear(A, "hi")).toBeNull();
    expect(await getYearlyYear(A, "en")).toMatchObject({ year: A, written: 12 });
    expect(await publishedYearlyYears("en")).toContain(A);
  });

  it("the admin screens start, write and publish a Hindi year at its ?language=hi addresses", async () => {
    const cookie = (await completeAdminSignIn(new Request("http://localhost/"), adminId)).split(";")[0];
    const post = (url: string, fields: Record<string, string>) =>
      new Request(`http://localhost${url}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie } });
    const get = (url: string) => new Request(`http://localhost${url}`, { headers: { Cookie: cookie } });
    const params = { year: String(B) };

    const started = (await yearsAction({
      request: post("/admin/yearly?index", { language: "hi", year: String(B) }),
      params: {},
      context: {},
    })) as Response;
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe(`/admin/yearly/${B}?language=hi`);
    expect(await getYearlyYear(B, "en")).toBeNull();

    const leo = signFromSlug("leo")!;
    const values = Object.fromEntries(
      Object.entries({
        intro: "सिंह के लिए वर्ष।",
        love: "प्रेम।",
        career: "करियर।",
        health: "स्वास्थ्य।",
        remedy1: "उपाय एक।",
        remedy2: "उपाय दो।",
        remedy3: "उपाय तीन।",
        metaDescription: "सिंह राशि के लिए वर्ष का राशिफल: प्रेम, करियर, स्वास्थ्य और उपाय, सब एक जगह पढ़ें और जानें।",
        ...Object.fromEntries(
          [1, 2, 3, 4, 5].flatMap((n) => [
            [`faq${n}Question`, `प्रश्न ${n}?`],
            [`faq${n}Answer`, `उत्तर ${n}।`],
          ]),
        ),
      }),
    );
    const saved = (await signAction({
      request: post(`/admin/yearly/${B}/leo?language=hi`, { ...values, intent: "save" }),
      params: { ...params, sign: "leo" },
      context: {},
    })) as Response;
    expect(saved.headers.get("Location")).toBe(`/admin/yearly/${B}?language=hi`);
    expect((await getYearlyYear(B, "hi"))?.signs.find((s) => s.sign === leo)?.written).toBe(true);

    for (const sign of SIGNS.filter((s) => s !== leo)) await saveYearlySign(adminId, B, sign, hindiFor(sign.slug), "hi");
    const published = (await yearAction({
      request: post(`/admin/yearly/${B}?index&language=hi`, { intent: "publish" }),
      params,
      context: {},
    })) as Response;
    expect(published.headers.get("Location")).toBe(`/admin/yearly/${B}?language=hi`);
    expect(await publishedYearlyYears("hi")).toContain(B);
    expect(await publishedYearlyYears("en")).not.toContain(B);
    expect((await yearlyPage(B, leo, "hi"))?.sections.intro).toEqual(["सिंह के लिए वर्ष।"]);

    const list = await ((await yearsLoader({ request: get("/admin/yearly?language=hi"), params: {}, context: {} })) as Response).json();
    expect(list.language).toBe("hi");
    expect(list.years.map((y: { year: number }) => y.year)).toContain(B);
    // The English addresses are the English edition's, where this year does not exist.
    const english = await yearLoader({ request: get(`/admin/yearly/${B}`), params, context: {} }).catch((thrown: unknown) => thrown);
    expect((english as Response).status).toBe(404);
    const unknown = await yearLoader({ request: get(`/admin/yearly/${B}?language=fr`), params, context: {} }).catch((t: unknown) => t);
    expect((unknown as Response).status).toBe(404);
  });
});

describe("the year the pages show", () => {
  async function publish(year: number) {
    await startYearlyYear(adminId, year);
    await writeAllSigns(year);
    await publishYearlyYear(adminId, year);
  }

  it("is India's current year when it is published, else the latest published year", async () => {
    await publish(A);
    await publish(C);
    const midB = new Date(`${B}-06-01T00:00:00Z`);
    // B is not published: the latest published year is shown.
    expect(await yearlyYearShown(midB)).toBe(C);
    await publish(B);
    expect(await yearlyYearShown(midB)).toBe(B);
    // India's new year comes at 18:30 UTC on 31 December.
    expect(await yearlyYearShown(new Date(`${A}-12-31T18:29:00Z`))).toBe(A);
    expect(await yearlyYearShown(new Date(`${A}-12-31T18:30:00Z`))).toBe(C);
    // Withdrawn, B gives way to the latest again.
    await unpublishYearlyYear(adminId, B);
    expect(await yearlyYearShown(midB)).toBe(C);
  });

  it("gives a page its sign's neighbours and the other published years", async () => {
    await publish(A);
    await publish(C);
    const page = await yearlyPage(A, signFromSlug("aries")!);
    expect(page).toMatchObject({ year: A, signSlug: "aries", previous: null, next: { slug: "taurus", yearlySlug: "tauras" } });
    expect(page?.otherYears).toContain(C);
    expect(page?.otherYears).not.toContain(A);
    expect((await yearlyPage(A, signFromSlug("pisces")!))?.next).toBeNull();
    expect(await yearlyPage(B, signFromSlug("aries")!)).toBeNull();
  });
});
