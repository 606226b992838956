import type { MetaFunction } from "@remix-run/node";
import { AppDownloadPage, appDownloadSeo } from "~/components/AppDownloadPage";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

// Spec route list: /app-downloads and /app-download both exist (who-are-you sends an existing astrologer here); one page, canonical /app-download.
export default function AppDownloads() {
  return <AppDownloadPage />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, appDownloadSeo(site.brand));
};
