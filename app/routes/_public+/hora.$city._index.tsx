import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MuhurtaDay } from "~/components/MuhurtaDay";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { muhurtaMeta } from "~/domain/muhurta-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";

import { muhurtaTodayLoader } from "./muhurta.server";

export const handle: RouteHandle = { i18n: ["muhurta", "panchang"] };

export const loader = (args: LoaderFunctionArgs) => muhurtaTodayLoader("hora", args);

export const headers = loaderCacheControl(publicCache(300));

export default function CityHoraToday() {
  return <MuhurtaDay {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => muhurtaMeta(...siteAndWords(matches), data, "hora", false);
