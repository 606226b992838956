import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MuhurtaDay } from "~/components/MuhurtaDay";
import { loaderCacheControl, publicCache, untilMomentCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { muhurtaMeta } from "~/domain/muhurta-page";
import { isMainPanchangCity } from "~/domain/panchang-cities";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";
import { muhurtaPage } from "~/services/muhurta.server";
import { findPanchangCity } from "~/services/panchang.server";

export const handle: RouteHandle = {
  i18n: ["muhurta", "panchang"],
  costlyWork: ["GET"],
  // A main city's day of today is reckoned once and kept: its page costs what a reading page does.
  cheapAt: ({ city }) => isMainPanchangCity(city),
};

// A city's choghadiyas of today in India, the running one marked: a new page when it ends.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const now = new Date();
  const page = city ? muhurtaPage("choghadiya", city, null, now, languageOfRequest(request)) : null;
  if (!page) throw json(null, { status: 404 });
  return json(page, { headers: { "Cache-Control": untilMomentCache(now, page.now!.staleAt) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function CityChoghadiyaToday() {
  return <MuhurtaDay {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => muhurtaMeta(...siteAndWords(matches), data, "choghadiya", false);
