import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { signFromSlug, type SignSlug } from "~/domain/horoscope";
import type { RouteHandle } from "~/domain/route-handle";
import { yearlyPath, type YearlySections } from "~/domain/yearly-horoscope";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import { missingHoroscopeMeta } from "./missing-horoscope-meta";
import { SignLinks } from "./SignLinks";

// What the two yearly addresses share: /yearly-horoscope/{sign} (the year shown) and
// /yearly-horoscope/{year}/{sign} (a year's permanent address, canonical for both), in both editions.

type YearlyMetaData = { year: number; signSlug: string; sections: YearlySections; twin: boolean } | undefined;

/**
 * A year may be published in one edition only: the language switch then leads to the other
 * edition's yearly horoscopes rather than to a page it does not have.
 */
export const yearlyHandle: RouteHandle = {
  i18n: ["horoscope"],
  twin: ({ pathname, data }) => ((data as YearlyMetaData)?.twin ? pathname : "/yearly-horoscope"),
};

export const yearlyMeta: MetaFunction = ({ data: loaderData, matches }) => {
  const data = loaderData as YearlyMetaData;
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  const sign = data ? signFromSlug(data.signSlug) : null;
  if (!data || !sign) return missingHoroscopeMeta(site, "yearlyIndex", "/yearly-horoscope");
  const heading = t("horoscope:yearlyPage.heading", { sign: t(`signs.${sign.slug as SignSlug}`), year: data.year });
  return pageMeta(site, {
    title: `${site.brand} - ${heading}`,
    description: data.sections.metaDescription,
    keywords: data.sections.keywords,
    path: yearlyPath(data.year, sign.yearlySlug),
    revisitAfter: "7 days",
    noTwin: !data.twin,
  });
};

/** A sign or year with no page: the twelve signs to choose from. */
export function YearlyErrorBoundary() {
  const { t } = useTranslation("horoscope");
  const page = (title: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>{t("yearlyPage.chooseSign")}</p>
      <SignLinks href={(slug) => `/yearly-horoscope/${signFromSlug(slug)!.yearlySlug}`} />
    </div>
  );
  return (
    <GeneralErrorBoundary statusHandlers={{ 404: () => page(t("yearlyPage.notFound")) }} otherwise={() => page(t("yearlyPage.failed"))} />
  );
}
