import type { LoaderFunctionArgs } from "@remix-run/node";

import { hinduCalendarPath, parseCalendarMonth } from "~/domain/hindu-month-paths";
import { publicCache } from "~/domain/http-cache";
import { calendarFile } from "~/domain/ics";
import { monthName } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import { hinduMonthOf } from "~/features/hindu-month/hindu-calendar.server";
import { vratsFileHandle } from "~/features/hindu-month/hindu-calendar-route";
import { env } from "~/infra/env.server";
import { translator } from "~/locales/i18n";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { cityNames, findPanchangCity } from "~/services/panchang.server";
import { vratWords } from "~/words/sky-words";

export const handle = vratsFileHandle;

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

// A city's month's vrats as a calendar file; under /hi (remix.config.js) with the Hindi words,
// and the Hindi page as each vrat's address. 429 when the sky pool has no room for the month.
export const loader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const city = await findPanchangCity(params.city ?? "");
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  const month = parseCalendarMonth(params.month);
  if (!city || year === null || year < PANCHANG_FIRST_YEAR || year > PANCHANG_LAST_YEAR || !month?.canonical) return notFound();
  const language = languageOfRequest(request);
  const t = translator(language);
  const { days, vrats } = await hinduMonthOf(city, year, month.month);
  const config = env();
  const origin = new URL(config.PUBLIC_ORIGIN);
  const page = new URL(pathInLanguage(hinduCalendarPath(city.slug, year, month.month), language), origin).href;
  const names = cityNames(city, language);
  const body = calendarFile({
    name: t("calendar:calendarName", { brand: config.BRAND_NAME, city: names.city, month: monthName(month.month, language), year }),
    productId: `-//${config.BRAND_NAME}//Hindu calendar//EN`,
    created: new Date(),
    events: vrats.map((vrat) => ({
      uid: `${vrat.kind}-${vrat.date}-${city.slug}@${origin.hostname}`,
      summary: vratWords(t, vrat, days.find((day) => day.date === vrat.date)?.vara),
      start: vrat.date,
      end: vrat.date,
      // Why the vrat is on this day, and when a Sankashti's Moon rises to end the fast.
      description: [
        t(`calendar:rules.${vrat.kind === "amavasya" ? "purnima" : vrat.kind}`),
        vrat.moonrise ? t("calendar:sankashtiMoonrise", { time: formatIndiaClock(vrat.moonrise, language, vrat.date) }) : "",
      ]
        .filter(Boolean)
        .join("\n"),
      location: `${names.city}, ${names.state}`,
      url: page,
      // The sky's answer for a month never changes: one stable modification time.
      lastModified: new Date(`${year}-01-01T00:00:00Z`),
    })),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="vrats-${city.slug}-${year}-${String(month.month).padStart(2, "0")}.ics"`,
      "Cache-Control": publicCache(86400, 86400),
    },
  });
});
