// DEMO DATA SEED. Fills an empty database with invented astrologers, blog posts,
// generated horoscopes and the FAQ so every public page has something to show, and the
// Hindi edition with its own generated horoscopes, articles and FAQ (seedDemoHindiContent).
// The astrologers and blog authors are not real people; astrologer and blog rows
// carry isDemo = true so they can be told apart from real content and removed.

import { addDays, DAY_MS, indiaToday, isIsoDate } from "~/clock/india-clock";
import { PREDICTION_LANGUAGES } from "~/domain/horoscope";
import type { Language } from "~/domain/language";
import { slugify } from "~/domain/slug";
import { dropCaches } from "~/infra/change-notices.server";
import type { DB } from "~/infra/db.server";
import { faqPageItems, faqPageItemsIn } from "~/locales/content/faq-page";

import { DEMO_YEARLY_YEARS, insertDemoYearlyYear } from "./content-seed.server";
import { demoAstrologers, demoRejectionDelayDays } from "./demo-astrologers.server";
import { type DemoBlog, demoBlogs } from "./demo-blogs.server";
import { demoBlogsHi } from "./demo-blogs-hi.server";
import { demoPrediction, demoPredictionSigns } from "./demo-predictions.server";
import { demoPredictionHi } from "./demo-predictions-hi.server";

export const DEMO_SEED_META_KEY = "demo_seed_version";
export const DEMO_SEED_VERSION = "1";
/** Its own key, so a database demo-seeded before the Hindi edition existed gets the Hindi content once. */
export const DEMO_HINDI_SEED_META_KEY = "demo_hindi_seed_version";

/** Days either side of `today` that get generated horoscopes. */
export const DEMO_PREDICTION_DAYS = 30;
/** The blog list never shows posts before this day (spec §9), so none are dated earlier. */
const BLOG_START_DATE = "2025-01-01";
const PAST_BLOG_WINDOW_DAYS = 120;
const FUTURE_BLOG_OFFSETS = [5, 20];

const statusLabels: Record<number, string> = { 1: "Active", 3: "Pending", 4: "Reject" };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to + "T00:00:00Z") - Date.parse(from + "T00:00:00Z")) / DAY_MS);
}

/** A moment on an Indian calendar day, for timestamps that should read as that day. */
function istMoment(isoDate: string, time: string): string {
  return `${isoDate}T${time}+05:30`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Schedule dates for the past posts, newest first: spread evenly over the window
 * before `today`, never earlier than the blog list's start date.
 */
function pastBlogDates(today: string, count: number): string[] {
  const window = Math.max(1, Math.min(PAST_BLOG_WINDOW_DAYS, daysBetween(BLOG_START_DATE, today)));
  return Array.from({ length: count }, (_, i) => {
    const offset = count === 1 ? 1 : 1 + Math.round((i * (window - 1)) / (count - 1));
    const date = addDays(today, -offset);
    return date < BLOG_START_DATE ? BLOG_START_DATE : date;
  });
}

/**
 * Claims a seed for the whole database. Claiming the key first makes a seed idempotent even
 * if two processes race: the loser's insert waits for the winner's commit and then inserts
 * nothing.
 */
async function claim(trx: DB, key: string): Promise<boolean> {
  const claimed = await trx
    .insertInto("appMeta")
    .values({ key, value: DEMO_SEED_VERSION })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return Boolean(claimed);
}

/** A blog row of a demo post in its edition, with its title, description and keywords as meta tags. */
function demoBlogRow(blog: DemoBlog, language: Language, slug: string, mainImageUrl: string, scheduleDate: string, today: string) {
  return {
    language,
    slug,
    heading: blog.heading,
    mainHeading: blog.mainHeading,
    mainDescription: blog.mainDescription,
    mainImageUrl,
    article: blog.article,
    scheduleDate,
    startDate: scheduleDate,
    endDate: null,
    htmlContent: blog.htmlContent,
    metaTags: JSON.stringify([
      `<title>${escapeAttribute(blog.heading)}</title>`,
      `<meta name="description" content="${escapeAttribute(blog.mainDescription)}">`,
      `<meta name="keywords" content="${escapeAttribute(blog.keywords.join(", "))}">`,
    ]),
    isDemo: true,
    // Written on the day it went live, or today for posts still scheduled.
    createdAt: istMoment(scheduleDate < today ? scheduleDate : today, "09:00:00"),
  };
}

/** Inserts demo posts with their content-1 image rows; a post whose slug is taken is skipped, image and all. */
async function insertDemoBlogs(trx: DB, blogs: readonly DemoBlog[], rows: Array<ReturnType<typeof demoBlogRow>>) {
  const inserted = await trx
    .insertInto("blogs")
    .values(rows)
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning(["id", "slug"])
    .execute();
  const blogIdBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  const blogImages = blogs.flatMap((blog, index) => {
    const blogId = blogIdBySlug.get(rows[index].slug);
    if (!blog.contentImage || blogId === undefined) return [];
    return [{ blogId, contentKey: "content-1", contentUrl: `/images/blogs/content/${blog.contentImage}` }];
  });
  if (blogImages.length > 0) {
    await trx.insertInto("blogImages").values(blogImages).execute();
  }
}

/**
 * Inserts the demo data once. `today` is India's current date ('YYYY-MM-DD'),
 * passed in so that the seed itself never reads the clock.
 */
export async function seedDemoData(db: DB, today: string): Promise<{ seeded: boolean }> {
  // A malformed or impossible day (2026-02-31) is refused before anything is written.
  if (!isIsoDate(today)) throw new Error(`Invalid ISO date: ${today}`);

  return db.transaction().execute(async (trx) => {
    if (!(await claim(trx, DEMO_SEED_META_KEY))) return { seeded: false };

    // Astrologers. Conflicts are skipped so an existing real account is never touched.
    const astrologerRows = demoAstrologers.map((a, index) => {
      const mobile = `90000000${String(index + 1).padStart(2, "0")}`;
      return {
        mobile,
        firstName: a.firstName,
        lastName: a.lastName,
        email: `${a.firstName}.${a.lastName}@example.in`.toLowerCase(),
        gender: a.gender,
        age: a.age,
        address: a.address,
        country: "India",
        state: a.state,
        city: a.city,
        pinCode: a.pinCode,
        language: a.language,
        specialization: a.specialization,
        experience: a.experience,
        status: a.status,
        statusDescp: statusLabels[a.status],
        rejectionReason: a.rejectionReason ?? null,
        rating: a.rating,
        chatCharges: a.chatCharges,
        callCharges: a.callCharges,
        chatCount: a.chatCount,
        callCount: a.callCount,
        photoPath: a.photo === null ? null : `/images/astrologers/${a.photo}.svg`,
        isDemo: true,
        registrationDate: istMoment(addDays(today, -a.joinedDaysAgo), "10:30:00"),
      };
    });
    const insertedAstrologers = await trx
      .insertInto("astrologers")
      .values(astrologerRows)
      .onConflict((oc) => oc.column("mobile").doNothing())
      .returning(["id", "mobile"])
      .execute();
    const astrologerIdByMobile = new Map(insertedAstrologers.map((r) => [r.mobile, r.id]));

    // The review trail the admin area shows for applications not yet approved.
    const reviewEvents = demoAstrologers.flatMap((a, index) => {
      const astrologerId = astrologerIdByMobile.get(astrologerRows[index].mobile);
      if (astrologerId === undefined || a.status === 1) return [];
      const appliedOn = addDays(today, -a.joinedDaysAgo);
      const events = [
        { astrologerId, adminId: null, action: "submitted", reason: null as string | null, createdAt: istMoment(appliedOn, "10:30:00") },
      ];
      if (a.status === 4) {
        events.push({
          astrologerId,
          adminId: null,
          action: "rejected",
          reason: a.rejectionReason ?? "Application did not meet the verification requirements.",
          createdAt: istMoment(addDays(appliedOn, demoRejectionDelayDays), "15:00:00"),
        });
      }
      return events;
    });
    if (reviewEvents.length > 0) {
      await trx.insertInto("reviewEvents").values(reviewEvents).execute();
    }

    // Blogs: all but the last two already published; those two are scheduled ahead.
    const futureCount = FUTURE_BLOG_OFFSETS.length;
    const pastDates = pastBlogDates(today, demoBlogs.length - futureCount);
    const futureDates = FUTURE_BLOG_OFFSETS.map((days) => addDays(today, days));
    const scheduleDates = [...pastDates, ...futureDates];
    const usedSlugs = new Set<string>();
    const blogRows = demoBlogs.map((blog, index) => {
      const base = slugify(blog.heading) || `post-${index + 1}`;
      let slug = base;
      for (let n = 2; usedSlugs.has(slug); n++) slug = `${base}-${n}`;
      usedSlugs.add(slug);
      return demoBlogRow(blog, "en", slug, `/images/blogs/${index + 1}.svg`, scheduleDates[index], today);
    });
    await insertDemoBlogs(trx, demoBlogs, blogRows);

    await insertDemoPredictions(trx, today, "en", demoPrediction);

    await trx
      .insertInto("faqs")
      .values(faqPageItems.map((item, index) => ({ question: item.question, answer: item.answer, position: index + 1 })))
      .execute();

    // Demo contact details; an administrator replaces them in the admin area.
    await trx.insertInto("contacts").values({ email: "support@grahavani.in", phone: "+91 80 4718 2600" }).execute();

    return { seeded: true };
  });
}

/** Horoscopes for a month either side of today in one language, in one statement; a day already written is kept. */
async function insertDemoPredictions(trx: DB, today: string, edition: Language, write: (sign: string, day: string) => string) {
  const language = PREDICTION_LANGUAGES[edition];
  const predictions = [];
  for (let offset = -DEMO_PREDICTION_DAYS; offset <= DEMO_PREDICTION_DAYS; offset++) {
    const predictionDate = addDays(today, offset);
    for (const sign of demoPredictionSigns) {
      predictions.push({ predictionDate, sign, language, prediction: write(sign, predictionDate) });
    }
  }
  await trx
    .insertInto("horoscopePredictions")
    .values(predictions)
    .onConflict((oc) => oc.columns(["predictionDate", "sign", "language"]).doNothing())
    .execute();
}

/**
 * DEMO DATA for the Hindi edition, once per database: generated Hindi horoscopes for the same
 * days as the English ones, generated Hindi yearly texts for 2026 and 2027 (published, marked
 * demo), the Hindi demo articles on past days, and the FAQ page's questions in Hindi. It only
 * adds: a day, year or address already written (by an administrator, say) is left as it is,
 * and the Hindi FAQ is written only while the Hindi edition has none.
 */
export async function seedDemoHindiContent(db: DB, now: Date): Promise<{ seeded: boolean }> {
  const today = indiaToday(now);
  const result = await db.transaction().execute(async (trx) => {
    if (!(await claim(trx, DEMO_HINDI_SEED_META_KEY))) return { seeded: false };

    await insertDemoPredictions(trx, today, "hi", demoPredictionHi);

    for (const year of DEMO_YEARLY_YEARS) await insertDemoYearlyYear(trx, year, now, "hi");

    const dates = pastBlogDates(today, demoBlogsHi.length);
    await insertDemoBlogs(
      trx,
      demoBlogsHi,
      demoBlogsHi.map((blog, index) => demoBlogRow(blog, "hi", blog.slug, `/images/blogs/${blog.mainImage}`, dates[index], today)),
    );

    const hindiFaq = await trx.selectFrom("faqs").select("id").where("language", "=", "hi").limit(1).executeTakeFirst();
    if (!hindiFaq) {
      await trx
        .insertInto("faqs")
        .values(
          faqPageItemsIn("hi").map((item, index) => ({
            question: item.question,
            answer: item.answer,
            position: index + 1,
            language: "hi" as const,
          })),
        )
        .execute();
    }
    return { seeded: true };
  });
  // This process may have read the Hindi edition's empty lists already (a test, a running server's first pages).
  if (result.seeded) dropCaches(["horoscopes", "yearly-horoscopes", "blogs", "faqs"]);
  return result;
}
