import "~/components/shared-browser-code";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { YearlyErrorBoundary, yearlyHandle, yearlyMeta } from "~/components/yearly-route";
import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { signFromSlug, signFromYearlySlug } from "~/domain/horoscope";
import { loaderCacheControl, publicCache, untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { yearlyPage, yearlyYearShown } from "~/services/yearly-horoscopes.server";

// The year shown: India's current year when it is published, else the latest published year.
// Its canonical address is the year's own, /yearly-horoscope/{year}/{sign}. Each edition shows
// its own language's published years.
export const handle = yearlyHandle;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const slug = params.sign ?? "";
  const sign = signFromYearlySlug(slug);
  if (!sign) {
    // 'taurus' (and any letter case) lead to the site's own spelling of the page.
    const alias = signFromSlug(slug);
    if (alias) throw redirect(pathInLanguage(`/yearly-horoscope/${alias.yearlySlug}`, language), 301);
    throw json(null, { status: 404 });
  }
  if (slug !== sign.yearlySlug) throw redirect(pathInLanguage(`/yearly-horoscope/${sign.yearlySlug}`, language), 301);
  const now = new Date();
  const year = await yearlyYearShown(now, language);
  const page = year === null ? null : await yearlyPage(year, sign, language);
  if (!page) throw json(null, { status: 404 });
  return json({ ...page, dated: false }, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function YearlyHoroscope() {
  return <YearlyHoroscopePage {...useLoaderData<typeof loader>()} />;
}

export const meta = yearlyMeta;

export const ErrorBoundary = YearlyErrorBoundary;
