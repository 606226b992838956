import type { LoaderFunctionArgs } from "@remix-run/node";

import { publicCache } from "~/domain/http-cache";
import { calendarFile } from "~/domain/ics";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { env } from "~/infra/env.server";
import { translator } from "~/locales/i18n";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import {
  calendarMonth,
  calendarMonthName,
  festivalAnchor,
  festivalMonthPath,
  parseFestivalYear,
  parseMonthParam,
} from "~/seo/festival-calendar";
import { festivalCalendarEvents } from "~/services/festivals.server";

// A month's festivals as a calendar file, at its year's address whatever year it is; under /hi
// (remix.config.js) with the Hindi words, and the Hindi page as each festival's address.
export const loader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const year = parseFestivalYear(params.year);
  const asked = parseMonthParam(params.month);
  if (year === null || asked.kind !== "show") return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const month = calendarMonth(asked.month.index);
  const now = new Date();
  const language = languageOfRequest(request);
  const t = translator(language);
  const festivals = await festivalCalendarEvents(year, month.index, now, language);
  if (!festivals) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const config = env();
  const origin = new URL(config.PUBLIC_ORIGIN);
  const page = new URL(pathInLanguage(festivalMonthPath(year, month.index, festivals.dated), language), origin).href;
  const body = calendarFile({
    name: t("festival:calendarName", { brand: config.BRAND_NAME, month: calendarMonthName(month, language), year }),
    productId: `-//${config.BRAND_NAME}//Festival calendar//EN`,
    created: now,
    events: festivals.rows.map((festival) => ({
      uid: `${festivalAnchor(festival)}@${origin.hostname}`,
      summary: festival.name,
      start: festival.date,
      end: festival.endDate ?? festival.date,
      description: festival.dateNote ? `${festival.description}\n\n${t("festival:dateNote")} ${festival.dateNote}` : festival.description,
      ...(festival.regions ? { location: festival.regions } : {}),
      url: `${page}#${festivalAnchor(festival)}`,
      lastModified: new Date(festival.updatedAt),
    })),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${config.BRAND_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-festivals-${year}-${month.slug}.ics"`,
      "Cache-Control": publicCache(3600, 86400),
    },
  });
});
