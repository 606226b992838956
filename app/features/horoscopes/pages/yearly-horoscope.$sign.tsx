import { useLoaderData } from "@remix-run/react";

import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { YearlyErrorBoundary, yearlyHandle, yearlyMeta } from "~/features/horoscopes/yearly-route";

import type { loader } from "./yearly-horoscope.$sign.server";

export { loader } from "./yearly-horoscope.$sign.server";

// The year shown: India's current year when it is published, else the latest published year.
// Its canonical address is the year's own, /yearly-horoscope/{year}/{sign}. Each edition shows
// its own language's published years.
export const handle = yearlyHandle;

export const headers = loaderCacheControl(publicCache(300));

export default function YearlyHoroscope() {
  return <YearlyHoroscopePage {...useLoaderData<typeof loader>()} />;
}

export const meta = yearlyMeta;

export const ErrorBoundary = YearlyErrorBoundary;
