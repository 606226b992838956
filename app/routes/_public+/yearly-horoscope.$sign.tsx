import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { YearlyErrorBoundary, yearlyMeta } from "~/components/yearly-route";
import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { signFromSlug, signFromYearlySlug } from "~/domain/horoscope";
import { loaderCacheControl, publicCache, untilIndiaNewYearCache } from "~/domain/http-cache";
import { yearlyPage, yearlyYearShown } from "~/services/yearly-horoscopes.server";

// The year shown: India's current year when it is published, else the latest published year.
// Its canonical address is the year's own, /yearly-horoscope/{year}/{sign}.
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.sign ?? "";
  const sign = signFromYearlySlug(slug);
  if (!sign) {
    // 'taurus' (and any letter case) lead to the site's own spelling of the page.
    const alias = signFromSlug(slug);
    if (alias) throw redirect(`/yearly-horoscope/${alias.yearlySlug}`, 301);
    throw json(null, { status: 404 });
  }
  if (slug !== sign.yearlySlug) throw redirect(`/yearly-horoscope/${sign.yearlySlug}`, 301);
  const now = new Date();
  const year = await yearlyYearShown(now);
  const page = year === null ? null : await yearlyPage(year, sign);
  if (!page) throw json(null, { status: 404 });
  return json({ ...page, dated: false }, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function YearlyHoroscope() {
  return <YearlyHoroscopePage {...useLoaderData<typeof loader>()} />;
}

export const meta = yearlyMeta;

export const ErrorBoundary = YearlyErrorBoundary;
