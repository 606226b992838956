import type { MetaDescriptor } from "@remix-run/react";

import { festivalMonthMeta as festivalMonthMetaIn } from "~/domain/festival-calendar";
import { panchangMeta as panchangMetaIn } from "~/domain/panchang-page";
import type { SiteInfo } from "~/domain/seo";
import { translator } from "~/i18n";

// Meta functions of pages whose tags are worded in the page's language: domain describes the
// page, given the words of the site's language from the shared i18next instance.

/** A city's panchang page: today's at the city's address, a dated one at its own. */
export function panchangMeta(
  site: SiteInfo,
  ...page: [data: Parameters<typeof panchangMetaIn>[2], kind: "today" | "dated"]
): MetaDescriptor[] {
  return panchangMetaIn(translator(site.language), site, ...page);
}

/** A festival month's page, named after the month it shows. */
export function festivalMonthMeta(
  site: SiteInfo,
  ...page: [data: Parameters<typeof festivalMonthMetaIn>[2], keywords: "keywords" | "keywordsThisMonth"]
): MetaDescriptor[] {
  return festivalMonthMetaIn(translator(site.language), site, ...page);
}
