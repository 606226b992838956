import { useLoaderData } from "@remix-run/react";

import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { YearlyErrorBoundary, yearlyHandle, yearlyMeta } from "~/features/horoscopes/yearly-route";

import type { loader } from "./yearly-horoscope.$year.$sign.server";

export { loader } from "./yearly-horoscope.$year.$sign.server";

// A year's permanent address: the same text whatever year it is now, 404 until the
// year is published in the page's language.
export const handle = yearlyHandle;

export const headers = loaderCacheControl(publicCache(300));

export default function DatedYearlyHoroscope() {
  return <YearlyHoroscopePage {...useLoaderData<typeof loader>()} />;
}

export const meta = yearlyMeta;

export const ErrorBoundary = YearlyErrorBoundary;
