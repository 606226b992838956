import fs from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { addDays } from "~/clock/india-clock";
import { type DB, getDb } from "~/infra/db.server";
import { seedDemoData } from "~/infra/seed/demo-seed.server";
import { faqPageItems } from "~/locales/content/faq-page";

const TODAY = "2026-11-21";
const SIGNS = ["aries", "taurus", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"];
const publicDir = path.resolve(__dirname, "../../public");

// Children before parents; astrologer documents and bank details go with their astrologer.
async function clearSeededTables(db: DB) {
  await db.deleteFrom("blogImages").execute();
  await db.deleteFrom("blogs").execute();
  await db.deleteFrom("reviewEvents").execute();
  await db.deleteFrom("astrologers").execute();
  await db.deleteFrom("horoscopePredictions").execute();
  await db.deleteFrom("faqs").execute();
  await db.deleteFrom("contacts").execute();
  await db.deleteFrom("appMeta").where("key", "=", "demo_seed_version").execute();
}

async function tableCounts(db: DB) {
  const tables = ["astrologers", "reviewEvents", "blogs", "blogImages", "horoscopePredictions", "faqs", "contacts", "appMeta"] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

function publicFileExists(url: string) {
  return fs.existsSync(path.join(publicDir, url));
}

describe("demo seed on an empty database", () => {
  let db: DB;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    db = await getDb();
    await clearSeededTables(db);
    firstRun = await seedDemoData(db, TODAY);
  });

  it("reports that it seeded", () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it("inserts at least 24 demo astrologers: at least 19 active, at least 4 pending and one rejected with a reason", async () => {
    const rows = await db.selectFrom("astrologers").selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows.every((r) => r.isDemo)).toBe(true);
    expect(rows.filter((r) => r.status === 1).length).toBeGreaterThanOrEqual(19);
    expect(rows.filter((r) => r.status === 3).length).toBeGreaterThanOrEqual(4);
    const rejected = rows.filter((r) => r.status === 4);
    expect(rejected).toHaveLength(1);
    expect(rejected[0].rejectionReason).toBeTruthy();
  });

  it("gives astrologers plausible, clearly fake details within the product's limits", async () => {
    const rows = await db.selectFrom("astrologers").selectAll().execute();
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.mobile).toMatch(/^90000000\d{2}$/);
      expect(r.email).toMatch(/^[a-z]+\.[a-z]+@example\.in$/);
      expect(["Male", "Female", "Non-Binary"]).toContain(r.gender);
      expect(r.age).toBeGreaterThanOrEqual(25);
      expect(r.age).toBeLessThanOrEqual(70);
      expect(r.experience).toBeGreaterThanOrEqual(1);
      expect(r.experience).toBeLessThanOrEqual(40);
      for (const charge of [r.chatCharges, r.callCharges]) {
        expect(charge).toBeGreaterThanOrEqual(10);
        expect(charge).toBeLessThanOrEqual(250);
      }
      expect(r.rating).toBeGreaterThanOrEqual(3.5);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.pinCode).toMatch(/^\d{6}$/);
      expect(r.country).toBe("India");
    }
    const specializations = rows.map((r) => r.specialization);
    const mainThree = specializations.filter((s) => ["vedic", "numerology", "tarot"].includes(s));
    expect(mainThree.length).toBeGreaterThan(rows.length / 2);
  });

  it("gives about two thirds of astrologers an avatar that exists in public/ and leaves the rest to the default image", async () => {
    const rows = await db.selectFrom("astrologers").select("photoPath").execute();
    const withPhoto = rows.filter((r) => r.photoPath !== null);
    expect(withPhoto.length / rows.length).toBeGreaterThan(0.55);
    expect(withPhoto.length / rows.length).toBeLessThan(0.8);
    for (const r of withPhoto) expect(publicFileExists(r.photoPath!), r.photoPath!).toBe(true);
    expect(publicFileExists("/images/default-profile.svg")).toBe(true);
  });

  it("records a submission for every pending or rejected application and the rejection with its reason", async () => {
    const waiting = await db.selectFrom("astrologers").select(["id", "status"]).where("status", "in", [3, 4]).execute();
    const events = await db.selectFrom("reviewEvents").selectAll().orderBy("createdAt").execute();
    for (const a of waiting) {
      const mine = events.filter((e) => e.astrologerId === a.id);
      expect(mine[0].action).toBe("submitted");
      if (a.status === 4) {
        expect(mine.map((e) => e.action)).toEqual(["submitted", "rejected"]);
        expect(mine[1].reason).toBeTruthy();
      }
    }
    expect(events.every((e) => e.adminId === null)).toBe(true);
  });

  it("stores 61 days x 12 signs of english predictions, from 30 days before today to 30 days after", async () => {
    const rows = await db.selectFrom("horoscopePredictions").selectAll().execute();
    expect(rows).toHaveLength(61 * 12);
    expect(rows.every((r) => r.language === "english")).toBe(true);
    const start = addDays(TODAY, -30);
    const end = addDays(TODAY, 30);
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const signs = rows
        .filter((r) => r.predictionDate === day)
        .map((r) => r.sign)
        .sort();
      expect(signs, day).toEqual([...SIGNS].sort());
    }
  });

  it("gives every sign a different prediction of 3 to 5 sentences on each day, and never repeats one", async () => {
    const rows = await db.selectFrom("horoscopePredictions").select(["predictionDate", "prediction"]).execute();
    const byDay = new Map<string, string[]>();
    for (const r of rows) byDay.set(r.predictionDate, [...(byDay.get(r.predictionDate) ?? []), r.prediction]);
    for (const [day, texts] of byDay) expect(new Set(texts).size, day).toBe(12);
    expect(new Set(rows.map((r) => r.prediction)).size).toBe(rows.length);
    for (const r of rows) {
      const sentences = r.prediction.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(5);
    }
  });

  it("publishes at least 20 blogs dated before today and no earlier than 2025-01-01, and schedules exactly 2 for the future", async () => {
    const rows = await db.selectFrom("blogs").selectAll().execute();
    const past = rows.filter((r) => r.scheduleDate < TODAY);
    const future = rows.filter((r) => r.scheduleDate > TODAY);
    expect(past.length).toBeGreaterThanOrEqual(20);
    expect(future.map((r) => r.scheduleDate).sort()).toEqual([addDays(TODAY, 5), addDays(TODAY, 20)]);
    expect(rows.every((r) => r.scheduleDate >= "2025-01-01")).toBe(true);
    expect(past.every((r) => r.scheduleDate >= addDays(TODAY, -120))).toBe(true);
  });

  it("gives each blog a unique slug made from its heading, meta tags, an article and an existing main image", async () => {
    const rows = await db.selectFrom("blogs").selectAll().execute();
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.isDemo).toBe(true);
      expect(r.language).toBe("en");
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.metaTags.length).toBe(3);
      expect(r.metaTags[0]).toMatch(/^<title>.+<\/title>$/);
      expect(r.htmlContent).toContain("<h2>");
      expect(r.htmlContent).toContain("<ul>");
      expect((r.htmlContent.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(publicFileExists(r.mainImageUrl!), r.mainImageUrl!).toBe(true);
    }
  });

  it("resolves every content image key used in an article to a blog image file", async () => {
    const blogs = await db.selectFrom("blogs").select(["id", "htmlContent"]).execute();
    const images = await db.selectFrom("blogImages").selectAll().execute();
    const usingImages = blogs.filter((b) => b.htmlContent.includes('src="content-1"'));
    expect(usingImages.length).toBeGreaterThanOrEqual(3);
    for (const blog of usingImages) {
      const image = images.find((i) => i.blogId === blog.id && i.contentKey === "content-1");
      expect(image).toBeDefined();
      expect(publicFileExists(image!.contentUrl), image!.contentUrl).toBe(true);
    }
    expect(images).toHaveLength(usingImages.length);
  });

  it("stores the 12 FAQ page items in order", async () => {
    const rows = await db.selectFrom("faqs").selectAll().orderBy("position").execute();
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(rows.map((r) => r.question)).toEqual(faqPageItems.map((f) => f.question));
    expect(rows.every((r) => r.language === "en")).toBe(true);
  });

  it("stores one contact row", async () => {
    const rows = await db.selectFrom("contacts").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "support@grahavani.in", phone: "+91 80 4718 2600" });
  });

  it("does nothing when run again, even for another day", async () => {
    const before = await tableCounts(db);
    expect(await seedDemoData(db, TODAY)).toEqual({ seeded: false });
    expect(await seedDemoData(db, addDays(TODAY, 3))).toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });
});

describe("demo seed early in 2025", () => {
  it("never dates a blog before 2025-01-01, the first day the blog list shows", async () => {
    const db = await getDb();
    await clearSeededTables(db);
    expect(await seedDemoData(db, "2025-02-10")).toEqual({ seeded: true });
    const rows = await db.selectFrom("blogs").select("scheduleDate").execute();
    expect(rows.every((r) => r.scheduleDate >= "2025-01-01")).toBe(true);
    expect(rows.filter((r) => r.scheduleDate < "2025-02-10").length).toBeGreaterThanOrEqual(20);
  });
});

describe("demo seed input", () => {
  it("rejects a malformed date without writing anything", async () => {
    const db = await getDb();
    await clearSeededTables(db);
    await expect(seedDemoData(db, "21-11-2026")).rejects.toThrow("Invalid ISO date");
    const meta = await db.selectFrom("appMeta").select("key").where("key", "=", "demo_seed_version").execute();
    expect(meta).toHaveLength(0);
  });
});
