import type { Kysely } from "kysely";
import sanitizeHtml from "sanitize-html";

import { addDays, indiaToday } from "~/clock/india-clock";
import { PREDICTION_LANGUAGES, sunSignOn } from "~/domain/horoscope";
import { isPredictionHtml, predictionPlainText } from "~/domain/horoscope-upload";
import { formatIndiaDay } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { dropsOf, onChange, publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";

export type DailyPrediction = { sign: string; prediction: string; date: string };

export class HoroscopeTimeoutError extends Error {}

/** Spec §9: the daily read times out after 15 seconds. */
export const READ_TIMEOUT_MS = 15_000;
// Uploads drop the cache on every instance at once (change-notices.server.ts); the TTL only
// bounds how long an instance that missed the notice shows the old text.
const CACHE_TTL_MS = 10 * 60_000;
const MAX_CACHED_DAYS = 400;

const cache = new Map<string, { records: DailyPrediction[]; until: number }>();

/** All twelve signs' predictions for one day (English), from memory when fresh. */
export async function getDailyPredictions(
  date: string,
  options: { language?: string; timeoutMs?: number; now?: number } = {},
): Promise<DailyPrediction[]> {
  const language = options.language ?? "english";
  const now = options.now ?? Date.now();
  const key = `${language}:${date}`;
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.records;

  const drops = dropsOf("horoscopes");
  const records = await withTimeout(readDay(date, language), options.timeoutMs ?? READ_TIMEOUT_MS);
  if (dropsOf("horoscopes") !== drops) return records;
  if (cache.size >= MAX_CACHED_DAYS) cache.delete(cache.keys().next().value!);
  cache.set(key, { records, until: now + CACHE_TTL_MS });
  return records;
}

async function readDay(date: string, language: string): Promise<DailyPrediction[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("horoscopePredictions")
    .select(["sign", "prediction", "predictionDate"])
    .where("predictionDate", "=", date)
    .where("language", "=", language)
    .execute();
  return rows.map((r) => ({ sign: r.sign, prediction: r.prediction, date: r.predictionDate }));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HoroscopeTimeoutError("timed out")), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export function invalidateHoroscopeCache() {
  cache.clear();
}
onChange("horoscopes", invalidateHoroscopeCache);

/**
 * Saves one sign's prediction for every day from start to end (admin upload) and
 * drops the cache so public pages show it at once.
 */
export function savePrediction(input: PredictionInput): Promise<number> {
  return publishChange("horoscopes", (trx) => writePredictions(trx, input));
}

type PredictionInput = { startDate: string; endDate: string; sign: string; language: string; prediction: string };

/** Writes the prediction's rows in a caller's transaction, one that publishes the "horoscopes" change. */
export async function writePredictions(executor: Kysely<Database>, input: PredictionInput): Promise<number> {
  const rows: Array<{ predictionDate: string; sign: string; language: string; prediction: string }> = [];
  for (let day = input.startDate; day <= input.endDate; day = addDays(day, 1)) {
    rows.push({ predictionDate: day, sign: input.sign, language: input.language, prediction: input.prediction });
  }
  if (rows.length === 0) return 0;
  await executor
    .insertInto("horoscopePredictions")
    .values(rows)
    .onConflict((oc) =>
      oc.columns(["predictionDate", "sign", "language"]).doUpdateSet((eb) => ({
        prediction: eb.ref("excluded.prediction"),
        updatedAt: new Date(),
      })),
    )
    .execute();
  return rows.length;
}

/** The home page widget: today's prediction for the sign whose season it is in India. */
export async function getFeaturedDailyHoroscope(now: Date, language: Language = "en") {
  const today = indiaToday(now);
  const sign = sunSignOn(today);
  const found = await dailyPredictionIn(today, sign.slug, language).catch(() => null);
  return {
    signSlug: sign.slug,
    prediction: found ? predictionPlainText(found.record.prediction) : null,
    /** The language the prediction is written in: the page's, or English where no Hindi text exists yet. */
    predictionLanguage: found?.language ?? language,
    language,
    // India's day, written as the home page's other dates are ('25 November 2026').
    date: today,
    displayDate: formatIndiaDay(today, language),
  };
}

/**
 * One sign's prediction for a day in the page's language, or else in English (the Hindi
 * edition shows the English text, saying so, rather than nothing), with the language found.
 */
export async function dailyPredictionIn(date: string, signSlug: string, language: Language) {
  const find = async (wanted: Language) => {
    const records = await getDailyPredictions(date, { language: PREDICTION_LANGUAGES[wanted] });
    const record = records.find((r) => r.sign.toLowerCase() === signSlug);
    return record ? { record, language: wanted } : null;
  };
  return (await find(language)) ?? (language === "en" ? null : await find("en"));
}

/** The editions that have their own text of a sign's day: a page names its twin only when it has one. */
export async function dailyPredictionEditions(date: string, signSlug: string): Promise<Language[]> {
  const written = await Promise.all(
    (Object.keys(PREDICTION_LANGUAGES) as Language[]).map(async (language) => {
      const records = await getDailyPredictions(date, { language: PREDICTION_LANGUAGES[language] });
      return records.some((r) => r.sign.toLowerCase() === signSlug) ? [language] : [];
    }),
  );
  return written.flat();
}

export type PredictionDisplay = { html: string; text: null } | { html: null; text: string };

/**
 * Admin uploads are stored as HTML (predictionToHtml); older predictions are plain text.
 * HTML is cleaned again here to the converter's own tags, without attributes, before any
 * page shows it; plain text keeps its whitespace collapsed.
 */
export function predictionForDisplay(prediction: string): PredictionDisplay {
  if (!isPredictionHtml(prediction)) return { html: null, text: predictionPlainText(prediction) };
  const html = sanitizeHtml(prediction, {
    allowedTags: ["p", "br", "ul", "li"],
    allowedAttributes: {},
    disallowedTagsMode: "discard",
  });
  return { html, text: null };
}
