import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PanchangDay } from "~/components/PanchangDay";
import { loaderCacheControl, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { isMainPanchangCity } from "~/domain/panchang-cities";
import { panchangMeta } from "~/domain/panchang-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";
import { findPanchangCity, panchangPage } from "~/services/panchang.server";

export const handle: RouteHandle = {
  i18n: "panchang",
  costlyWork: ["GET"],
  // A main city's day of today is reckoned once and kept: its page costs what a reading page does.
  cheapAt: ({ city }) => isMainPanchangCity(city),
};

// A city's panchang of today in India: a new page at India's midnight.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const now = new Date();
  const page = city ? panchangPage(city, null, now, languageOfRequest(request)) : null;
  if (!page) throw json(null, { status: 404 });
  return json(page, { headers: { "Cache-Control": untilIndiaMidnightCache(now) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function CityPanchangToday() {
  return <PanchangDay {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => panchangMeta(...siteAndWords(matches), data, "today");
