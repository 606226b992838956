import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { AppDownloadPage, appDownloadSeo } from "~/features/site/AppDownloadPage";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./app-download.server";

export { loader } from "./app-download.server";

// Spec route list: /app-downloads and /app-download both exist; the Call and Chat buttons use this one.

// The page's words; an astrologer's version also names the stage of their application.
export const handle: RouteHandle = { i18n: ["pages", "onboarding"] };

export const headers = loaderCacheControl(publicCache(3600, 86400));

export default function AppDownload() {
  const data = useLoaderData<typeof loader>();
  return <AppDownloadPage astrologer={data.astrologer} partnerAppUrl={data.partnerAppUrl} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, appDownloadSeo(site));
};
