import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MuhurtaDayOrChoice } from "~/components/MuhurtaDay";
import { NO_STORE } from "~/domain/http-cache";
import { muhurtaChoiceMeta, muhurtaMeta } from "~/domain/muhurta-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteAndWords } from "~/meta";

import { muhurtaIndexLoader } from "./muhurta.server";

// The form's query is a search: answered from the page cache by it, never kept (no-store).
export const handle: RouteHandle = { i18n: ["muhurta", "panchang"], cacheQuery: ["city", "date"] };

export const loader = (args: LoaderFunctionArgs) => muhurtaIndexLoader("hora", args);

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export default function Hora() {
  return <MuhurtaDayOrChoice kind="hora" data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const [t, site] = siteAndWords(matches);
  return data?.show === "day" ? muhurtaMeta(t, site, data, "hora", false) : muhurtaChoiceMeta(t, site, "hora");
};
