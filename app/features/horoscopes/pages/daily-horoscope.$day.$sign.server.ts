import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { dailyPath, formatPredictionDate, resolveDay, signFromSlug } from "~/domain/horoscope";
import { NO_STORE, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { chosenPanchangCity } from "~/infra/panchang-city.server";
import { translator } from "~/locales/i18n";
import { unlessSkyBusy } from "~/pages/sky-busy.server";
import { dailyPredictionEditions, dailyPredictionIn, HoroscopeTimeoutError, predictionForDisplay } from "~/services/horoscopes.server";
import { panchangGlance } from "~/services/panchang.server";
import { yearlyYearShown } from "~/services/yearly-horoscopes.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const now = new Date();
  const language = languageOfRequest(request);
  const sign = signFromSlug(params.sign ?? "");
  const day = resolveDay(params.day ?? "", indiaToday(now));
  if (!sign || !day) throw json({ reason: "unknown" }, { status: 404 });

  const canonicalDay = day.relative ?? day.date;
  if (params.sign !== sign.slug || params.day !== canonicalDay) {
    throw redirect(pathInLanguage(dailyPath(canonicalDay, sign), language), 301);
  }

  const base = {
    today: indiaToday(now),
    sign: { slug: sign.slug },
    relative: day.relative,
    date: day.date,
    canonicalPath: dailyPath(day.date, sign),
  };

  try {
    const [found, editions, yearlyYear, glance] = await Promise.all([
      dailyPredictionIn(day.date, sign.slug, language),
      dailyPredictionEditions(day.date, sign.slug),
      yearlyYearShown(now, language),
      unlessSkyBusy(chosenPanchangCity(request.headers.get("Cookie")).then((city) => panchangGlance(city, day.date, language))),
    ]);
    // The chosen city's panchang is this visitor's own: that page is theirs alone; a page without
    // it (the sky pool had no room) is kept by no cache either.
    const cacheControl = glance?.chosen !== false ? NO_STORE : day.relative ? untilIndiaMidnightCache(now) : publicCache(3600, 600);
    return json(
      {
        ...base,
        displayDate: formatPredictionDate(found?.record.date ?? null),
        prediction: found ? predictionForDisplay(found.record.prediction) : null,
        // A Hindi page without a Hindi text shows the English one, says so, and asks search
        // engines not to list the day in Hindi.
        predictionLanguage: found?.language ?? language,
        // Both editions have their own text of the day: each names the other as its twin.
        twin: editions.length > 1,
        yearlyYear,
        glance,
        error: null,
      },
      { headers: { "Cache-Control": cacheControl } },
    );
  } catch (error) {
    // A database out of reach is the site-wide 503 page, not this page's message.
    if (isDatabaseUnavailable(error)) throw error;
    // Nothing is cached on failure: the next request (or Retry) reads again.
    const t = translator(language);
    const message =
      error instanceof HoroscopeTimeoutError
        ? t("horoscope:messages.timeout")
        : t("horoscope:messages.failed", { message: error instanceof Error ? error.message : String(error) });
    return json(
      {
        ...base,
        displayDate: "N/A",
        prediction: null,
        predictionLanguage: language,
        twin: false,
        yearlyYear: null,
        glance: null,
        error: message,
      },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}
