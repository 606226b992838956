import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { NO_STORE, untilIndiaMidnightCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { socialLinksFrom } from "~/domain/site";
import { env } from "~/infra/env.server";
import { invitesToHindi } from "~/infra/language-preference.server";
import { chosenPanchangCity } from "~/infra/panchang-city.server";
import { unlessSkyBusy } from "~/pages/sky-busy.server";
import { siteStructuredData } from "~/seo/meta-tags";
import { type BlogCard, listPublishedBlogs } from "~/services/blogs.server";
import { getFeaturedDailyHoroscope } from "~/services/horoscopes.server";
import { panchangGlance } from "~/services/panchang.server";

const CAROUSEL_BLOGS = 9;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const language = languageOfRequest(request);
  const [daily, blogs, invite, glance] = await Promise.all([
    getFeaturedDailyHoroscope(now, language),
    listPublishedBlogs(indiaToday(now), 1, CAROUSEL_BLOGS, language).catch(() => ({ items: [] as BlogCard[] })),
    language === "en" ? invitesToHindi(request) : false,
    unlessSkyBusy(chosenPanchangCity(request.headers.get("Cookie")).then((city) => panchangGlance(city, indiaToday(now), language))),
  ]);
  const config = env();
  const site = { origin: config.PUBLIC_ORIGIN, brand: config.BRAND_NAME, legalName: config.LEGAL_NAME, language };
  return json(
    {
      daily,
      blogs: blogs.items,
      promoVideoUrl: config.PROMO_VIDEO_URL ?? null,
      structuredData: siteStructuredData(site, socialLinksFrom(config)),
      invite,
      glance,
    },
    // The invitation and the chosen city's panchang are for this visitor: that page is theirs alone;
    // a page without its panchang (the sky pool had no room) is kept by no cache either.
    {
      headers: {
        "Cache-Control": invite || glance?.chosen !== false ? NO_STORE : untilIndiaMidnightCache(now),
        Vary: "Accept-Language, Cookie",
      },
    },
  );
}

/** The home page as the browser receives it: the one description of its data, which its parts take. */
export type HomePage = SerializeFrom<typeof loader>;
