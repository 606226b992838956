import type { MetaFunction, SerializeFrom } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { useTranslation } from "~/components/use-translation";
import { signFromSlug, type SignSlug } from "~/domain/horoscope";
import type { RouteHandle } from "~/domain/route-handle";
import { yearlyPath } from "~/domain/yearly-horoscope";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import { missingHoroscopeMeta } from "./missing-horoscope-meta";
import type { loader as shownLoader } from "./pages/yearly-horoscope.$sign.server";
import type { loader as datedLoader } from "./pages/yearly-horoscope.$year.$sign.server";
import { SignLinks } from "./SignLinks";

// What the two yearly addresses share: /yearly-horoscope/{sign} (the year shown) and
// /yearly-horoscope/{year}/{sign} (a year's permanent address, canonical for both), in both editions.

/** A yearly page as the browser receives it, at either address: the one description of its data. */
type YearlyPage = SerializeFrom<typeof shownLoader | typeof datedLoader>;

/**
 * A year may be published in one edition only: the language switch then leads to the other
 * edition's yearly horoscopes rather than to a page it does not have.
 */
export const yearlyHandle: RouteHandle = {
  i18n: ["horoscope"],
  // The handle is given its match's data untyped: this route's match, whose data is its loader's.
  twin: ({ pathname, data }) => ((data as YearlyPage | undefined)?.twin ? pathname : "/yearly-horoscope"),
};

export const yearlyMeta: MetaFunction<typeof shownLoader | typeof datedLoader> = ({ data, matches }) => {
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
