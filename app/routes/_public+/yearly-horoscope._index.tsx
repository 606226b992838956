import type { MetaFunction } from "@remix-run/node";

import { SignLinks } from "~/components/SignLinks";
import { CURRENT_YEARLY_YEAR } from "~/content/yearly-horoscopes";
import { SIGNS } from "~/domain/horoscope";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

// The spec leaves this entry page's content open: it lists the twelve yearly pages.
export default function YearlyHoroscopeIndex() {
  const yearlySlug = (slug: string) => SIGNS.find((s) => s.slug === slug)!.yearlySlug;
  return (
    <div className="container section">
      <h1>Yearly Horoscope {CURRENT_YEARLY_YEAR}</h1>
      <p className="lead">
        What does {CURRENT_YEARLY_YEAR} hold for love, career, money and health? Choose your sign to read its full yearly forecast, with
        remedies and answers to common questions.
      </p>
      <SignLinks href={(slug) => `/yearly-horoscope/${yearlySlug(slug)}`} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Yearly Horoscope ${CURRENT_YEARLY_YEAR} for All 12 Zodiac Signs`,
    description: `Free yearly horoscope ${CURRENT_YEARLY_YEAR} for Aries to Pisces: love, career, finances, health and remedies for the year ahead.`,
    keywords: `yearly horoscope ${CURRENT_YEARLY_YEAR}, annual horoscope, rashifal ${CURRENT_YEARLY_YEAR}, zodiac forecast`,
    path: "/yearly-horoscope",
    revisitAfter: "7 days",
  });
};
