import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AppDownloadPage, appDownloadSeo } from "~/components/AppDownloadPage";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { appDownloadOf } from "~/pages/visitor-guards.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

// Spec route list: /app-downloads and /app-download both exist; the Call and Chat buttons use this one.

// The page's words; an astrologer's version also names the stage of their application.
export const handle: RouteHandle = { i18n: ["pages", "onboarding"] };

// Anyone may come here; an astrologer in the session sees their own version, never cached.
export async function loader({ request }: LoaderFunctionArgs) {
  const data = await appDownloadOf(request);
  return json(data, data.astrologer ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers = loaderCacheControl(publicCache(3600, 86400));

export default function AppDownload() {
  const data = useLoaderData<typeof loader>();
  return <AppDownloadPage astrologer={data.astrologer} partnerAppUrl={data.partnerAppUrl} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, appDownloadSeo(site));
};
