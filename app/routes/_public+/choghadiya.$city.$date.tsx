import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MuhurtaDay } from "~/components/MuhurtaDay";
import { loaderCacheControl, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { muhurtaMeta, muhurtaPath } from "~/domain/muhurta-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";
import { muhurtaPage } from "~/services/muhurta.server";
import { findPanchangCity } from "~/services/panchang.server";

export const handle: RouteHandle = { i18n: ["muhurta", "panchang"], costlyWork: ["GET"] };

// A city's choghadiyas of one India date. The sky of a past or future day never changes.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const page = city ? muhurtaPage("choghadiya", city, params.date ?? "", new Date(), languageOfRequest(request)) : null;
  if (!city || !page) throw json(null, { status: 404 });
  // Today's page has one address, the undated one.
  if (page.day.date === page.today) throw redirect(pathInLanguage(muhurtaPath("choghadiya", city.slug), languageOfRequest(request)), 302);
  // A page of yesterday or tomorrow changes its links (and tomorrow's its address) at midnight.
  const near = page.previousDate === page.today || page.nextDate === page.today;
  return json(page, { headers: { "Cache-Control": near ? untilIndiaMidnightCache(new Date()) : publicCache(86400, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function CityChoghadiyaOfDate() {
  return <MuhurtaDay {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => muhurtaMeta(...siteAndWords(matches), data, "choghadiya", true);
