import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PanchangDay } from "~/components/PanchangDay";
import { loaderCacheControl, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { panchangPath } from "~/domain/panchang-cities";
import { panchangMeta } from "~/domain/panchang-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";
import { findPanchangCity, panchangPage } from "~/services/panchang.server";

export const handle: RouteHandle = { i18n: "panchang", costlyWork: ["GET"] };

// A city's panchang of one India date. The sky of a past or future day never changes.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const page = city ? panchangPage(city, params.date ?? "", new Date(), languageOfRequest(request)) : null;
  if (!city || !page) throw json(null, { status: 404 });
  // Today's page has one address, the undated one.
  if (page.panchang.date === page.today) throw redirect(pathInLanguage(panchangPath(city.slug), languageOfRequest(request)), 302);
  // A page of yesterday or tomorrow changes its links (and tomorrow's its address) at midnight.
  const near = page.previousDate === page.today || page.nextDate === page.today;
  return json(page, { headers: { "Cache-Control": near ? untilIndiaMidnightCache(new Date()) : publicCache(86400, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function CityPanchangOfDate() {
  return <PanchangDay {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => panchangMeta(...siteAndWords(matches), data, "dated");
