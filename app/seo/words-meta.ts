import type { MetaDescriptor } from "@remix-run/react";

import { formShareCardForPath, pageImage } from "~/domain/share-images";
import type { WordKey, Words } from "~/domain/words";
import { type Translate, translator } from "~/locales/i18n";
import { metaTags, siteFromMatches, type SiteInfo } from "~/seo/meta-tags";

// Meta functions of pages whose tags are worded in the page's language: the words come from the
// shared i18next instance in the site's language (domain's meta functions take them as an argument).

/** The site of a page and the words of its language, as domain's meta functions take them. */
export function siteAndWords(matches: Parameters<typeof siteFromMatches>[0]): [Translate, SiteInfo] {
  const site = siteFromMatches(matches);
  return [translator(site.language), site];
}

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
    // A key chosen by the caller: i18next's overloads resolve only literal keys, Words takes any of them.
    const t: Words = translator(site.language);
    const values = { brand: site.brand, ...options.values };
    return metaTags(site, {
      title: `${site.brand} - ${t(title, values)}`,
      description: t(description, values),
      path,
      image: pageImage(formShareCardForPath(path), site.brand),
      noindex: !options.listed,
    });
  };
}
