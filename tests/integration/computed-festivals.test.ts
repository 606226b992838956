import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { acceptComputedYear, addComputedFestival, computedMonthForAdmin, deleteFestival } from "~/features/admin/festival-admin.server";
import { dropCaches } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { ComputedFestival } from "~/jyotish";
import { computedFestivalRow, computedFestivals } from "~/services/computed-festivals.server";
import { festivalCalendarEvents, festivalMonth } from "~/services/festivals.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

// A year nobody wrote shows the computed calendar; the administrator accepts it, edits it, or
// extends a written year with computed festivals. A year of its own keeps these rows apart.
const YEAR = 2093;
const NOW = new Date("2026-11-25T06:00:00Z");
let adminId: number;

async function clear() {
  const db = await getDb();
  await db.deleteFrom("festivals").where("date", ">=", `${YEAR}-01-01`).where("date", "<=", `${YEAR}-12-31`).execute();
  dropCaches(["festivals"]);
}

beforeAll(async () => {
  adminId = await createTestAdmin("computed-festivals@example.in");
  await clear();
});

afterAll(async () => {
  await clear();
  await removeTestAdmin(adminId);
});

const diwali = async () => (await computedFestivals(YEAR)).find((f) => f.key === "Diwali")!;
const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

describe("the computed festival calendar", () => {
  it("shows a year nobody wrote as computed, in both languages, with its calendar file", async () => {
    const { date } = await diwali();
    const page = await festivalMonth(YEAR, monthOf(date), NOW);
    expect(page?.computed).toBe(true);
    expect(page?.festivals.find((f) => f.name === "Diwali")?.date).toBe(date);
    const hindi = await festivalMonth(YEAR, monthOf(date), NOW, "hi");
    expect(hindi?.festivals.some((f) => f.name === "दीपावली")).toBe(true);
    const file = await festivalCalendarEvents(YEAR, monthOf(date), NOW);
    expect(file?.rows.some((row) => row.name === "Diwali" && row.date === date)).toBe(true);
  });

  it("proposes the month's computed festivals to the administrator, none written yet", async () => {
    const { date } = await diwali();
    const { proposals, yearWritten } = await computedMonthForAdmin(YEAR, monthOf(date));
    expect(yearWritten).toBe(false);
    expect(proposals.find((p) => p.key === "Diwali")).toMatchObject({ date, writtenDates: [] });
  });

  it("accepts the whole computed year once, which then shows as written", async () => {
    const count = await acceptComputedYear(adminId, YEAR);
    expect(count).toBe((await computedFestivals(YEAR)).length);
    expect(await acceptComputedYear(adminId, YEAR)).toBeNull();
    const { date } = await diwali();
    const page = await festivalMonth(YEAR, monthOf(date), NOW);
    expect(page?.computed).toBe(false);
    expect(page?.festivals.find((f) => f.name === "Diwali")?.date).toBe(date);
    const { proposals, yearWritten } = await computedMonthForAdmin(YEAR, monthOf(date));
    expect(yearWritten).toBe(true);
    expect(proposals.find((p) => p.key === "Diwali")?.writtenDates).toEqual([date]);
  });

  it("adds one computed festival back to a written year, and refuses one the rules do not give", async () => {
    const { date } = await diwali();
    const page = await festivalMonth(YEAR, monthOf(date), NOW);
    await deleteFestival(adminId, page!.festivals.find((f) => f.name === "Diwali")!.id);
    expect((await computedMonthForAdmin(YEAR, monthOf(date))).proposals.find((p) => p.key === "Diwali")?.writtenDates).toEqual([]);
    expect(await addComputedFestival(adminId, "Diwali", date)).toBe("Diwali");
    expect((await computedMonthForAdmin(YEAR, monthOf(date))).proposals.find((p) => p.key === "Diwali")?.writtenDates).toEqual([date]);
    expect(await addComputedFestival(adminId, "Diwali", `${YEAR}-01-01`)).toBeNull();
  });
});

describe("a written year's observances", () => {
  const WRITTEN = 2094;
  const wipe = async () => {
    const db = await getDb();
    await db.deleteFrom("festivals").where("date", ">=", `${WRITTEN}-01-01`).where("date", "<=", `${WRITTEN}-12-31`).execute();
    dropCaches(["festivals"]);
  };
  afterAll(wipe);

  it("shows every Ekadashi, Purnima and Amavasya its editors did not write, each with the rule that gave its day, and no second card for one they wrote", async () => {
    await wipe();
    const computed = await computedFestivals(WRITTEN);
    // The recurring ones and the festivals that are their tithi's observance (Nirjala Ekadashi).
    const ekadashis = computed.filter((festival) => (festival.recurring?.tithi ?? -1) % 15 === 10 || /Ekadashi$/.test(festival.name));
    const written = ekadashis[3];
    const name = computedFestivalRow(written).name;
    await addComputedFestival(adminId, written.key, written.date);
    let shown = 0;
    for (let month = 0; month < 12; month++) {
      const page = (await festivalMonth(WRITTEN, month, NOW))!;
      expect(page.computed).toBe(false);
      const cards = page.festivals.filter((card) => card.name.endsWith("Ekadashi"));
      shown += cards.length;
      for (const card of cards.filter((card) => card.name !== name)) {
        expect(card.dateNote).toMatch(/^Kept on the day on which .+ Ekadashi .*prevails at sunrise/);
        expect(card.dateNote).toMatch(/Reckoned for New Delhi; a regional panchang may keep it a day apart\.$/);
      }
    }
    // The written one once, the others beside it: every Ekadashi of the year.
    expect(shown).toBe(ekadashis.length);
    expect(shown).toBeGreaterThanOrEqual(24);
  });

  it("gives an editors' card on the rules' day the note of why a panchang names another day, unless they wrote their own", async () => {
    await wipe();
    const noted = (await computedFestivals(WRITTEN)).filter(
      (festival) => festival.tithiEntry && !festival.recurring && !festival.adhikMaas,
    );
    const [plain, annotated] = [noted[0], noted[1]];
    const db = await getDb();
    for (const [festival, dateNote] of [
      [plain, null],
      [annotated, "The editors' own note."],
    ] as const) {
      const row = computedFestivalRow(festival);
      await db
        .insertInto("festivals")
        .values({
          name: row.name,
          nameHi: row.nameHi,
          date: row.date,
          description: row.description,
          image: row.image,
          source: "editors",
          dateNote,
        })
        .execute();
    }
    dropCaches(["festivals"]);
    const card = async (festival: ComputedFestival, language: "en" | "hi") =>
      (await festivalMonth(WRITTEN, monthOf(festival.date), NOW, language))!.festivals.find(
        (f) => f.date === festival.date && f.name === (language === "hi" ? festival.nameHi : festival.name) && !f.observance,
      );
    expect((await card(plain, "en"))?.dateNote).toBe(computedFestivalRow(plain).tithiNote);
    expect((await card(plain, "hi"))?.dateNote).toBe(computedFestivalRow(plain).tithiNoteHi);
    expect((await card(annotated, "en"))?.dateNote).toBe("The editors' own note.");
  });

  it("shows 2026's adhik Jyeshtha on the festival pages, from its first day to its last", async () => {
    const adhik = (await computedFestivals(2026)).find((festival) => festival.adhikMaas);
    expect(adhik).toMatchObject({ date: "2026-05-17", endDate: "2026-06-15", adhikMaas: { month: 2 } });
    expect(computedFestivalRow(adhik!)).toMatchObject({ name: "Adhik Jyeshtha (Purushottam Maas)", nameHi: "अधिक ज्येष्ठ (पुरुषोत्तम मास)" });
  });

  it("says on a card, in both languages, the rule that gave its day and why it is not the one the panchang names by its tithi", async () => {
    // 2028: Diwali's Amavasya runs at dusk on 17 October; at sunrise only on the 18th.
    const october = await festivalMonth(2028, 9, NOW);
    expect(october?.festivals.find((f) => f.name === "Diwali")).toMatchObject({
      date: "2028-10-17",
      dateNote:
        "Kept on the day on which Kartika Amavasya (amanta Ashwin) prevails at dusk (pradosh). Kept on 17 October: a panchang names 18 October by the Kartika Amavasya, the tithi at its sunrise, but this festival's rite is at dusk (pradosh), and on 17 October the Kartika Amavasya runs then. Reckoned for New Delhi; a regional panchang may keep it a day apart.",
    });
    const octoberHi = await festivalMonth(2028, 9, NOW, "hi");
    const diwaliHi = octoberHi?.festivals.find((f) => f.name === "दीपावली");
    expect(diwaliHi?.dateNote).toMatch(/^पर्व का दिन वह है, जब प्रदोष काल \(सूर्यास्त के बाद\) में कार्तिक अमावस्या \(अमांत आश्विन\) हो। /);
    expect(diwaliHi?.dateNote).toContain("17 अक्टूबर को मनाया जाता है: पंचांग 18 अक्टूबर को कार्तिक अमावस्या बताता है");
    expect(diwaliHi?.english).toBeUndefined();
    // A tithi that holds at no sunrise: 2025's Dwadashi of Tulsi Vivah.
    const tulsi = (await computedFestivals(2025)).find((f) => f.key === "Tulsi Vivah")!;
    expect(computedFestivalRow(tulsi).tithiNote).toBe(
      "The Kartika Shukla Dwadashi begins after one sunrise and is over before the next, so no day's panchang names it as the tithi at sunrise; the festival is kept on 2 November.",
    );
    // A festival on the day its sunrise names says its rule alone.
    const karwa = (await computedFestivals(2028)).find((f) => f.key === "Karwa Chauth")!;
    expect(karwa.tithiEntry).toBeUndefined();
    expect(computedFestivalRow(karwa)).toMatchObject({
      dateNote:
        "Kept on the day on which Kartika Krishna Chaturthi (amanta Ashwin) prevails at moonrise. Reckoned for New Delhi; a regional panchang may keep it a day apart.",
      dateNoteHi:
        "पर्व का दिन वह है, जब चंद्रोदय पर कार्तिक कृष्ण चतुर्थी (अमांत आश्विन) हो। गणना नई दिल्ली के लिए है; क्षेत्रीय पंचांग इसे एक दिन आगे-पीछे मान सकते हैं।",
      tithiNote: null,
      tithiNoteHi: null,
    });
  });
});
