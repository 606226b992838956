import { beforeAll, describe, expect, it } from "vitest";

import { SIGNS } from "~/domain/horoscope";
import { sectionsOf } from "~/domain/yearly-horoscope";
import { listFestivalsForAdmin, updateFestival } from "~/features/admin/festival-admin.server";
import { getYearlyYear, saveYearlySign } from "~/features/admin/yearly-admin.server";
import { dropCaches } from "~/infra/change-notices.server";
import { type DB, getDb } from "~/infra/db.server";
import {
  FESTIVAL_HINDI_SEED_META_KEY,
  FESTIVAL_REVISION_2_SEED_META_KEY,
  FESTIVAL_REVISION_3_SEED_META_KEY,
  FESTIVAL_REVISION_SEED_META_KEY,
  seedContent,
  seedDemoYearlyHoroscopes,
  SEEDED_FESTIVAL_YEARS,
  seedFestivalHindi,
  seedFestivalRevision,
} from "~/infra/seed/content-seed.server";
import { yearly2025 } from "~/infra/seed/yearly-horoscopes-2025.server";
import { festivalMonth } from "~/services/festivals.server";
import { publishedYearlySections, publishedYearlyYears } from "~/services/yearly-horoscopes.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

// The site's own yearly texts and festival calendars, seeded once into any database.
const NOW = new Date("2026-11-24T06:00:00Z");

async function clear(db: DB) {
  await db.deleteFrom("yearlyHoroscopeYears").where("year", "in", [2025, 2026, 2027]).execute();
  await db.deleteFrom("festivals").where("date", ">=", "2025-01-01").where("date", "<", "2028-01-01").execute();
  await db
    .deleteFrom("appMeta")
    .where("key", "in", [
      "content_seed_version",
      "demo_yearly_seed_version",
      FESTIVAL_HINDI_SEED_META_KEY,
      FESTIVAL_REVISION_SEED_META_KEY,
      FESTIVAL_REVISION_2_SEED_META_KEY,
      FESTIVAL_REVISION_3_SEED_META_KEY,
    ])
    .execute();
  dropCaches("all");
}

describe("the content seed", () => {
  let db: DB;
  beforeAll(async () => {
    db = await getDb();
    await clear(db);
  });

  it("writes the spec's 2025 text as a published year and the festivals of 2025 to 2027, once", async () => {
    expect(await seedContent(db, NOW)).toEqual({ seeded: true });
    expect(await seedContent(db, NOW)).toEqual({ seeded: false });
    expect(await publishedYearlyYears()).toEqual([2025]);
    for (const [index, sign] of SIGNS.entries()) {
      expect(await publishedYearlySections(2025, sign), sign.slug).toEqual(sectionsOf(yearly2025.signs[index]));
    }
    expect(await getYearlyYear(2025)).toMatchObject({ demo: 0, written: 12 });
    const counted = await db
      .selectFrom("festivals")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("date", ">=", "2025-01-01")
      .where("date", "<", "2028-01-01")
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(SEEDED_FESTIVAL_YEARS.reduce((sum, y) => sum + y.festivals.length, 0));
    const november2026 = await festivalMonth(2026, 10, NOW);
    expect(november2026?.festivals.map((f) => f.name)).toContain("Diwali");
    expect(november2026?.festivals.find((f) => f.name === "Diwali")?.date).toBe("2026-11-08");
    expect(november2026?.festivals.every((f) => f.image.startsWith("/images/festivals/"))).toBe(true);
    // In Hindi too, with nothing left in English; the later fill-in finds nothing to do.
    const hindi = await festivalMonth(2026, 10, NOW, "hi");
    expect(hindi?.festivals.find((f) => f.date === "2026-11-08")?.name).toBe("दीपावली");
    expect(hindi?.festivals.filter((f) => f.english)).toEqual([]);
    expect(await seedFestivalHindi(db)).toEqual({ seeded: true, filled: 0 });
    expect(await seedFestivalRevision(db)).toEqual({ seeded: true, added: 0, updated: 0 });
  });

  it("fills in the Hindi words once in a database seeded without them, never over an administrator's edits", async () => {
    const total = SEEDED_FESTIVAL_YEARS.reduce((sum, y) => sum + y.festivals.length, 0);
    // A database seeded before the Hindi words existed.
    await db
      .updateTable("festivals")
      .set({ nameHi: null, descriptionHi: null, dateNoteHi: null })
      .where("date", ">=", "2025-01-01")
      .where("date", "<", "2028-01-01")
      .execute();
    await db.deleteFrom("appMeta").where("key", "=", FESTIVAL_HINDI_SEED_META_KEY).execute();
    const adminId = await createTestAdmin("hindi-seed");
    const edit = async (monthIndex: number, name: string, change: Partial<Parameters<typeof updateFestival>[2]>) => {
      const { id, ...festival } = (await listFestivalsForAdmin(2026, monthIndex)).find((f) => f.name === name)!;
      expect(await updateFestival(adminId, id, { ...festival, ...change })).toBe(true);
    };
    await edit(2, "Holi", { name: "Holi (Dhulandi)" });
    await edit(10, "Diwali", { description: "An administrator's own words." });
    await edit(0, "Pongal", { dateNote: "An administrator's own note." });
    await edit(7, "Onam", { nameHi: "तिरुवोणम" });
    await removeTestAdmin(adminId);

    // The renamed festival and the one given a Hindi name already are left as they are.
    expect(await seedFestivalHindi(db)).toEqual({ seeded: true, filled: total - 2 });
    expect(await seedFestivalHindi(db)).toEqual({ seeded: false, filled: 0 });
    const hindi = async (monthIndex: number, name: string) => {
      const { nameHi, descriptionHi, dateNoteHi } = (await listFestivalsForAdmin(2026, monthIndex)).find((f) => f.name === name)!;
      return { nameHi, descriptionHi, dateNoteHi };
    };
    expect(await hindi(2, "Holi (Dhulandi)")).toEqual({ nameHi: null, descriptionHi: null, dateNoteHi: null });
    expect(await hindi(7, "Onam")).toEqual({ nameHi: "तिरुवोणम", descriptionHi: null, dateNoteHi: null });
    expect(await hindi(10, "Diwali")).toEqual({ nameHi: "दीपावली", descriptionHi: null, dateNoteHi: null });
    expect(await hindi(0, "Pongal")).toMatchObject({ nameHi: "पोंगल", dateNoteHi: null });
    expect((await hindi(0, "Pongal")).descriptionHi).toMatch(/^तमिलनाडु का फ़सल उत्सव/);
    expect(await hindi(0, "Makar Sankranti")).toMatchObject({ nameHi: "मकर संक्रांति", dateNoteHi: null });
    expect((await hindi(1, "Losar")).dateNoteHi).toMatch(/^लद्दाख/);
    // The Hindi page shows the administrator's English description, marked as English.
    const diwali = (await festivalMonth(2026, 10, NOW, "hi"))?.festivals.find((f) => f.date === "2026-11-08");
    expect(diwali).toMatchObject({ name: "दीपावली", description: "An administrator's own words.", english: ["description"] });
  });

  it("revises a database seeded with the old calendars once: the festivals added since, regions in Hindi, notes without third-party sites", async () => {
    // A database seeded before the revision: without the festivals added since, without Hindi
    // regions, with the old notes; an administrator has moved one added festival in already.
    const added = SEEDED_FESTIVAL_YEARS.flatMap((y) => y.addedLater ?? []);
    for (const { name, date } of added) await db.deleteFrom("festivals").where("name", "=", name).where("date", "=", date).execute();
    await db.updateTable("festivals").set({ regionsHi: null }).where("date", ">=", "2025-01-01").where("date", "<", "2028-01-01").execute();
    await db
      .updateTable("festivals")
      .set({ dateNote: "Sources differ: CalendarDate gives 13 November.", dateNoteHi: "स्रोतों में अंतर है: CalendarDate में 13 नवंबर दी गई है।" })
      .where("name", "=", "Guru Nanak Jayanti")
      .where("date", "=", "2027-11-14")
      .execute();
    const adminId = await createTestAdmin("revision-seed");
    const { id, ...diwali } = (await listFestivalsForAdmin(2026, 10)).find((f) => f.name === "Diwali")!;
    expect(await updateFestival(adminId, id, { ...diwali, regions: "An administrator's regions" })).toBe(true);
    await db
      .insertInto("festivals")
      .values({ ...diwali, name: "Sharad Purnima", date: "2026-10-26", nameHi: "शरद पूर्णिमा", regions: null })
      .execute();
    await removeTestAdmin(adminId);
    await db.deleteFrom("appMeta").where("key", "in", [FESTIVAL_REVISION_SEED_META_KEY, FESTIVAL_REVISION_2_SEED_META_KEY]).execute();
    dropCaches("all");

    const result = await seedFestivalRevision(db);
    expect(result).toMatchObject({ seeded: true, added: added.length - 1 });
    expect(await seedFestivalRevision(db)).toEqual({ seeded: false, added: 0, updated: 0 });
    const october2026 = await festivalMonth(2026, 9, NOW, "hi");
    expect(october2026?.festivals.filter((f) => f.name === "शरद पूर्णिमा").map((f) => f.date)).toEqual(["2026-10-26"]);
    const april2026 = await festivalMonth(2026, 3, NOW, "hi");
    expect(april2026?.festivals.find((f) => f.name === "हनुमान जयंती")).toMatchObject({ date: "2026-04-02", regions: "उत्तर और मध्य भारत" });
    expect(april2026?.festivals.every((f) => !f.english)).toBe(true);
    // The administrator's regions stay, in English, and say so.
    const diwaliHi = (await festivalMonth(2026, 10, NOW, "hi"))?.festivals.find((f) => f.date === "2026-11-08");
    expect(diwaliHi).toMatchObject({ regions: "An administrator's regions", english: expect.arrayContaining(["regions"]) });
    const guruNanak = (await festivalMonth(2027, 10, NOW, "hi"))?.festivals.find((f) => f.name === "गुरु नानक जयंती");
    expect(guruNanak?.dateNote).toBe("स्रोतों में अंतर है: एक दूसरे प्रकाशित कैलेंडर में 13 नवंबर दी गई है।");
    // The seeded calendars in full again, less the one the administrator moved.
    const counted = await db
      .selectFrom("festivals")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("date", ">=", "2025-01-01")
      .where("date", "<", "2028-01-01")
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(SEEDED_FESTIVAL_YEARS.reduce((sum, y) => sum + y.festivals.length, 0));
  });

  it("gives a database that had the first revision the second's festivals once, in both languages", async () => {
    const second = SEEDED_FESTIVAL_YEARS.flatMap((y) => y.addedLater ?? []).filter((festival) => festival.revision === 2);
    expect(second.map((festival) => festival.name)).toContain("Narak Chaturdashi");
    for (const { name, date } of second) await db.deleteFrom("festivals").where("name", "=", name).where("date", "=", date).execute();
    await db.deleteFrom("appMeta").where("key", "=", FESTIVAL_REVISION_2_SEED_META_KEY).execute();
    dropCaches("all");

    expect(await seedFestivalRevision(db)).toEqual({ seeded: true, added: second.length, updated: 0 });
    expect(await seedFestivalRevision(db)).toEqual({ seeded: false, added: 0, updated: 0 });
    const november2026 = await festivalMonth(2026, 10, NOW, "hi");
    expect(november2026?.festivals.find((f) => f.name === "तुलसी विवाह")).toMatchObject({
      date: "2026-11-21",
      regions: "उत्तर और पश्चिम भारत",
    });
    expect(november2026?.festivals.find((f) => f.name === "नरक चतुर्दशी")?.dateNote).toMatch(/^चतुर्दशी 7 नवंबर/);
  });

  it("gives a database seeded with the old notes each computed day's rule and the glossary's spellings once, never over an administrator's words", async () => {
    // The notes and spellings the seed wrote before the third revision.
    const OLD_NOTE =
      "No published panchang date was found when this calendar was written; the date is an estimate from the lunar calendar and may move by a day.";
    const OLD_NOTE_HI =
      "यह कैलेंडर लिखते समय किसी पंचांग की प्रकाशित तारीख नहीं मिली; यह तारीख चंद्र पंचांग से लगाया गया अनुमान है और एक दिन आगे-पीछे हो सकती है।";
    const festival = (name: string, date: string) => db.updateTable("festivals").where("name", "=", name).where("date", "=", date);
    await festival("Dhanteras", "2026-11-06").set({ dateNote: OLD_NOTE, dateNoteHi: OLD_NOTE_HI }).execute();
    await festival("Hariyali Teej", "2027-08-04")
      .set({ dateNote: "An administrator's own note.", dateNoteHi: "संपादक का अपना नोट।" })
      .execute();
    const karwa = SEEDED_FESTIVAL_YEARS[1].festivals.find((f) => f.name === "Karwa Chauth")!;
    const oldSpelling = (text: string) => text.replaceAll("महिलाएँ", "महिलाए\u0902");
    expect(oldSpelling(karwa.descriptionHi)).not.toBe(karwa.descriptionHi);
    await festival("Karwa Chauth", karwa.date)
      .set({ descriptionHi: oldSpelling(karwa.descriptionHi) })
      .execute();
    await db.deleteFrom("appMeta").where("key", "=", FESTIVAL_REVISION_3_SEED_META_KEY).execute();
    dropCaches("all");

    expect(await seedFestivalRevision(db)).toEqual({ seeded: true, added: 0, updated: 2 });
    expect(await seedFestivalRevision(db)).toEqual({ seeded: false, added: 0, updated: 0 });
    const november2026 = await festivalMonth(2026, 10, NOW, "hi");
    const dhanteras = november2026?.festivals.find((f) => f.name === "धनतेरस");
    expect(dhanteras?.dateNote).toMatch(/^पर्व का दिन वह है, जब प्रदोष काल \(सूर्यास्त के बाद\) में कार्तिक कृष्ण त्रयोदशी/);
    expect(dhanteras?.dateNote).not.toMatch(/नहीं मिली/);
    const dhanterasEn = (await festivalMonth(2026, 10, NOW))?.festivals.find((f) => f.name === "Dhanteras");
    expect(dhanterasEn?.dateNote).toMatch(/^Kept on the day on which Kartika Krishna Trayodashi \(amanta Ashwin\) prevails at dusk/);
    const karwaHi = (await festivalMonth(2026, 9, NOW, "hi"))?.festivals.find((f) => f.name === "करवा चौथ");
    expect(karwaHi?.description).toBe(karwa.descriptionHi);
    // The administrator's note stays.
    const teej = (await festivalMonth(2027, 7, NOW))?.festivals.find((f) => f.name === "Hariyali Teej");
    expect(teej?.dateNote).toBe("An administrator's own note.");
  });

  it("adds the demo texts of 2026 and 2027, published and marked demo, once", async () => {
    expect(await seedDemoYearlyHoroscopes(db, NOW)).toEqual({ seeded: true });
    expect(await seedDemoYearlyHoroscopes(db, NOW)).toEqual({ seeded: false });
    expect(await publishedYearlyYears()).toEqual([2025, 2026, 2027]);
    const year = await getYearlyYear(2026);
    expect(year).toMatchObject({ demo: 12, written: 12 });
    expect(year?.signs.every((s) => s.demo)).toBe(true);
  });

  it("a sign an administrator saves is no longer demo text, whoever saved it and whatever becomes of them", async () => {
    const adminId = await createTestAdmin("seed");
    const leo = SIGNS.find((s) => s.slug === "leo")!;
    await saveYearlySign(adminId, 2026, leo, (await publishedYearlySections(2026, leo))!);
    await removeTestAdmin(adminId);
    const year = await getYearlyYear(2026);
    expect(year?.demo).toBe(11);
    expect(year?.signs.find((s) => s.sign === leo)?.demo).toBe(false);
  });
});
