import type { MetaDescriptor } from "@remix-run/react";
import type { ParseKeys, TOptions } from "i18next";

import { festivalMonthMeta as festivalMonthMetaIn } from "~/domain/festival-calendar";
import { panchangMeta as panchangMetaIn } from "~/domain/panchang-page";
import { pageMeta, siteFromMatches, type SiteInfo } from "~/domain/seo";
import { type Namespace, translator } from "~/i18n";

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

/** A key of the words of the locale files ("account:otp.metaTitle"). */
export type WordKey = ParseKeys<["common", ...Namespace[]]>;

type WordsMetaOptions = {
  /** Search may list the page (sign-in's first step, the grievance form); other form pages are noindex. */
  listed?: boolean;
  /** Values the words name besides {{brand}}. */
  values?: Record<string, string | number>;
};

/**
 * The meta of a page whose title and description are words of the locale files, in the page's
 * language: "<brand> - <title>", the description (either may name {{brand}}), the canonical and
 * alternate addresses of `path`. Every form, account and onboarding page's meta is one call:
 * `export const meta: MetaFunction = wordsMeta("account:otp.metaTitle", "account:otp.metaDescription", "/otp-verifications");`
 */
export function wordsMeta(title: WordKey, description: WordKey, path: string, options: WordsMetaOptions = {}) {
  return ({ matches }: { matches: Parameters<typeof siteFromMatches>[0] }): MetaDescriptor[] => {
    const site = siteFromMatches(matches);
    // A key chosen by the caller: i18next's overloads resolve only literal keys, so one signature here.
    const t = translator(site.language) as unknown as (key: WordKey, values: TOptions) => string;
    const values = { brand: site.brand, ...options.values };
    return pageMeta(site, {
      title: `${site.brand} - ${t(title, values)}`,
      description: t(description, values),
      path,
      noindex: !options.listed,
    });
  };
}
