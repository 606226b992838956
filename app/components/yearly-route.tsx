import type { MetaFunction } from "@remix-run/node";

import { signFromSlug } from "~/domain/horoscope";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { yearlyHeading, yearlyPath, type YearlySections } from "~/domain/yearly-horoscope";

import { GeneralErrorBoundary } from "./GeneralErrorBoundary";
import { SignLinks } from "./SignLinks";

// What the two yearly addresses share: /yearly-horoscope/{sign} (the year shown) and
// /yearly-horoscope/{year}/{sign} (a year's permanent address, canonical for both).

type YearlyMetaData = { year: number; signSlug: string; sections: YearlySections } | undefined;

export const yearlyMeta: MetaFunction = ({ data: loaderData, matches }) => {
  const data = loaderData as YearlyMetaData;
  const site = siteFromMatches(matches);
  const sign = data ? signFromSlug(data.signSlug) : null;
  if (!data || !sign) {
    return pageMeta(site, {
      title: `${site.brand} - Yearly Horoscope`,
      description: "Yearly horoscopes for all twelve zodiac signs.",
      path: "/yearly-horoscope",
      revisitAfter: "7 days",
      noindex: true,
    });
  }
  return pageMeta(site, {
    title: `${site.brand} - ${yearlyHeading(sign.name, data.year)}`,
    description: data.sections.metaDescription,
    keywords: data.sections.keywords,
    path: yearlyPath(data.year, sign.yearlySlug),
    revisitAfter: "7 days",
  });
};

/** A sign or year with no page: the twelve signs to choose from. */
export function YearlyErrorBoundary() {
  const page = (title: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>Choose your sign:</p>
      <SignLinks href={(slug) => `/yearly-horoscope/${signFromSlug(slug)!.yearlySlug}`} />
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => page("Yearly horoscope not found") }}
      otherwise={() => page("Something went wrong")}
    />
  );
}
