import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { FestivalCalendar } from "~/features/festivals/FestivalCalendar";
import { festivalMonthMeta } from "~/seo/festival-calendar";
import { siteAndWords } from "~/seo/words-meta";

import type { loader } from "./festival.$month.server";

export { loader } from "./festival.$month.server";

export const handle: RouteHandle = { i18n: ["festival", "grahan"] };

export const headers = loaderCacheControl(publicCache(300));

export default function FestivalMonth() {
  return <FestivalCalendar {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => festivalMonthMeta(...siteAndWords(matches), data, "keywords");
