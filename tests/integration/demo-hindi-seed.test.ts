import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addDays } from "~/clock/india-clock";
import { SIGNS } from "~/domain/horoscope";
import { sectionsOf } from "~/domain/yearly-horoscope";
import { getYearlyYear } from "~/features/admin/yearly-admin.server";
import { listFaqs } from "~/features/site/faqs.server";
import { dropCaches } from "~/infra/change-notices.server";
import { type DB, getDb } from "~/infra/db.server";
import { demoBlogsHi } from "~/infra/seed/demo-blogs-hi.server";
import { demoPredictionHi } from "~/infra/seed/demo-predictions-hi.server";
import { DEMO_HINDI_SEED_META_KEY, seedDemoHindiContent } from "~/infra/seed/demo-seed.server";
import { demoYearlyHoroscopesHi } from "~/infra/seed/demo-yearly-horoscopes-hi.server";
import { faqPageItemsIn } from "~/locales/content/faq-page";
import { getPublishedBlog, listPublishedBlogs } from "~/services/blogs.server";
import { dailyPredictionIn } from "~/services/horoscopes.server";
import { publishedYearlySections, publishedYearlyYears } from "~/services/yearly-horoscopes.server";

// The Hindi edition's demo content, seeded once per database under its own key.
const NOW = new Date("2026-11-21T06:00:00Z");
const TODAY = "2026-11-21";
const HINDI_SLUGS = demoBlogsHi.map((b) => b.slug);
const DEVANAGARI = /[\u0900-\u097F]/;
const publicDir = path.resolve(__dirname, "../../public");

async function clear(db: DB) {
  await db.deleteFrom("appMeta").where("key", "=", DEMO_HINDI_SEED_META_KEY).execute();
  await db.deleteFrom("blogs").where("language", "=", "hi").execute();
  await db.deleteFrom("faqs").where("language", "=", "hi").execute();
  await db.deleteFrom("horoscopePredictions").where("language", "=", "hindi").execute();
  await db.deleteFrom("yearlyHoroscopeYears").where("language", "=", "hi").execute();
  dropCaches("all");
}

async function hindiCounts(db: DB) {
  const count = async (table: "blogs" | "faqs" | "yearlyHoroscopes", language = "hi") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("language", "=", language)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const predictions = await db
    .selectFrom("horoscopePredictions")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("language", "=", "hindi")
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom("blogImages")
    .innerJoin("blogs", "blogs.id", "blogImages.blogId")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("blogs.language", "=", "hi")
    .executeTakeFirstOrThrow();
  return {
    blogs: await count("blogs"),
    blogImages: Number(images.n),
    faqs: await count("faqs"),
    yearly: await count("yearlyHoroscopes"),
    predictions: Number(predictions.n),
  };
}

describe("the Hindi demo seed", () => {
  let db: DB;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    db = await getDb();
    await clear(db);
    firstRun = await seedDemoHindiContent(db, NOW);
  });
  afterAll(async () => clear(db));

  it("reports that it seeded", () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it("gives the Hindi daily page of every sign a Hindi text from a month before today to a month after", async () => {
    const leo = await dailyPredictionIn(TODAY, "leo", "hi");
    expect(leo?.language).toBe("hi");
    expect(leo?.record.prediction).toBe(demoPredictionHi("leo", TODAY));
    expect(leo?.record.prediction).toMatch(DEVANAGARI);
    for (const day of [addDays(TODAY, -30), addDays(TODAY, 30)]) {
      for (const sign of SIGNS) expect((await dailyPredictionIn(day, sign.slug, "hi"))?.language, `${sign.slug} ${day}`).toBe("hi");
    }
    expect(await hindiCounts(db)).toMatchObject({ predictions: 61 * 12 });
  });

  it("publishes the Hindi yearly texts of 2026 and 2027, marked demo", async () => {
    const years = await publishedYearlyYears("hi");
    expect(years).toContain(2026);
    expect(years).toContain(2027);
    const leo = SIGNS.find((s) => s.slug === "leo")!;
    expect(await publishedYearlySections(2027, leo, "hi")).toEqual(sectionsOf(demoYearlyHoroscopesHi(2027)[4]));
    expect(await getYearlyYear(2026, "hi")).toMatchObject({ demo: 12, written: 12 });
  });

  it("lists the Hindi articles in the Hindi edition only, published before today, marked demo", async () => {
    const hindi = await listPublishedBlogs(TODAY, 1, 10, "hi");
    expect(hindi.items.map((b) => b.slug).sort()).toEqual([...HINDI_SLUGS].sort());
    for (const item of hindi.items) {
      expect(item.heading).toMatch(DEVANAGARI);
      expect(item.scheduleDate < TODAY).toBe(true);
      expect(item.scheduleDate >= "2025-01-01").toBe(true);
    }
    const english = await listPublishedBlogs(TODAY, 1, 100, "en");
    expect(english.items.map((b) => b.slug).filter((slug) => HINDI_SLUGS.includes(slug))).toEqual([]);

    const rows = await db.selectFrom("blogs").selectAll().where("slug", "in", HINDI_SLUGS).execute();
    for (const row of rows) {
      expect(row).toMatchObject({ language: "hi", isDemo: true });
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.metaTags[0]).toMatch(/^<title>.+<\/title>$/);
      expect(fs.existsSync(path.join(publicDir, row.mainImageUrl!)), row.mainImageUrl!).toBe(true);
    }
  });

  it("shows a Hindi article with its content picture in place", async () => {
    const withPicture = demoBlogsHi.filter((b) => b.contentImage);
    expect(withPicture.length).toBeGreaterThan(0);
    for (const blog of withPicture) {
      const article = await getPublishedBlog(blog.slug, TODAY);
      expect(article?.language).toBe("hi");
      expect(article?.html).toContain(`/images/blogs/content/${blog.contentImage}`);
      expect(fs.existsSync(path.join(publicDir, "images/blogs/content", blog.contentImage!))).toBe(true);
    }
  });

  it("gives the Hindi FAQ page its questions in Hindi, in order, and leaves the English ones alone", async () => {
    const hindi = await listFaqs("hi");
    expect(hindi.map((f) => f.question)).toEqual(faqPageItemsIn("hi").map((f) => f.question));
    expect(hindi.every((f) => DEVANAGARI.test(f.question) && DEVANAGARI.test(f.answer))).toBe(true);
    expect((await listFaqs("en")).some((f) => DEVANAGARI.test(f.question))).toBe(false);
  });

  it("does nothing when run again, even on another day", async () => {
    const before = await hindiCounts(db);
    expect(before).toMatchObject({ blogs: demoBlogsHi.length, faqs: faqPageItemsIn("hi").length, yearly: 24 });
    expect(await seedDemoHindiContent(db, NOW)).toEqual({ seeded: false });
    expect(await seedDemoHindiContent(db, new Date("2026-12-05T06:00:00Z"))).toEqual({ seeded: false });
    expect(await hindiCounts(db)).toEqual(before);
  });
});

describe("the Hindi demo seed on a database with Hindi content of its own", () => {
  let db: DB;

  beforeAll(async () => {
    db = await getDb();
    await clear(db);
    await db
      .insertInto("horoscopePredictions")
      .values({ predictionDate: TODAY, sign: "leo", language: "hindi", prediction: "व्यवस्थापक का लिखा राशिफल।" })
      .execute();
    await db
      .insertInto("faqs")
      .values({ question: "व्यवस्थापक का प्रश्न?", answer: "व्यवस्थापक का उत्तर।", position: 1, language: "hi" })
      .execute();
    await db.insertInto("yearlyHoroscopeYears").values({ year: 2027, language: "hi" }).execute();
    expect(await seedDemoHindiContent(db, NOW)).toEqual({ seeded: true });
  });
  afterAll(async () => clear(db));

  it("keeps an administrator's Hindi prediction and fills the other signs and days", async () => {
    expect((await dailyPredictionIn(TODAY, "leo", "hi"))?.record.prediction).toBe("व्यवस्थापक का लिखा राशिफल।");
    expect((await dailyPredictionIn(TODAY, "aries", "hi"))?.record.prediction).toBe(demoPredictionHi("aries", TODAY));
  });

  it("adds no FAQ to a Hindi FAQ an administrator has written", async () => {
    expect((await listFaqs("hi")).map((f) => f.question)).toEqual(["व्यवस्थापक का प्रश्न?"]);
  });

  it("leaves a Hindi year an administrator has started as it is", async () => {
    expect(await publishedYearlyYears("hi")).toEqual([2026]);
    expect(await getYearlyYear(2027, "hi")).toMatchObject({ written: 0 });
  });
});
