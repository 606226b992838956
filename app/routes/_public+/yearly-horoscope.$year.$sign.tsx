import "~/components/shared-browser-code";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { YearlyErrorBoundary, yearlyHandle, yearlyMeta } from "~/components/yearly-route";
import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { signFromSlug } from "~/domain/horoscope";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { parseContentYear, yearlyPath } from "~/domain/yearly-horoscope";
import { yearlyPage } from "~/services/yearly-horoscopes.server";

// A year's permanent address: the same text whatever year it is now, 404 until the
// year is published in the page's language.
export const handle = yearlyHandle;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const year = parseContentYear(params.year);
  const sign = signFromSlug(params.sign ?? "");
  if (year === null || !sign) throw json(null, { status: 404 });
  // 'taurus' and other spellings lead to the site's own, as on the undated page.
  if (params.sign !== sign.yearlySlug) throw redirect(pathInLanguage(yearlyPath(year, sign.yearlySlug), language), 301);
  const page = await yearlyPage(year, sign, language);
  if (!page) throw json(null, { status: 404 });
  return json({ ...page, dated: true }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function DatedYearlyHoroscope() {
  return <YearlyHoroscopePage {...useLoaderData<typeof loader>()} />;
}

export const meta = yearlyMeta;

export const ErrorBoundary = YearlyErrorBoundary;
