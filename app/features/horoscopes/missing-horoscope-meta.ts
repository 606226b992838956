import type { MetaDescriptor } from "@remix-run/react";

import { translator } from "~/locales/i18n";
import type { SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

/**
 * A horoscope address with no page (a sign, day or year not found): the fallback words of its
 * kind of page, revisited weekly as every horoscope page is (spec §9), and kept out of search.
 */
export function missingHoroscopeMeta(site: SiteInfo, kind: "dailyMeta" | "yearlyIndex", path: string): MetaDescriptor[] {
  const t = translator(site.language);
  return pageMeta(site, {
    title: t(`horoscope:${kind}.fallbackTitle`, { brand: site.brand }),
    description: t(`horoscope:${kind}.fallbackDescription`),
    path,
    revisitAfter: "7 days",
    noindex: true,
  });
}
