import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { SignLinks } from "~/components/SignLinks";
import { signFromSlug, SIGNS } from "~/domain/horoscope";
import { loaderCacheControl, publicCache, untilIndiaNewYearCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { chooseYearlyYear, yearlyPath } from "~/domain/yearly-horoscope";
import { publishedYearlyYears } from "~/services/yearly-horoscopes.server";

// The spec leaves this entry page's content open: it lists the twelve pages of the year shown
// (India's current year when published, else the latest) and the other published years.
export async function loader() {
  const now = new Date();
  const years = await publishedYearlyYears();
  const year = chooseYearlyYear(years, now);
  return json(
    { year, otherYears: years.filter((other) => other !== year).reverse() },
    { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } },
  );
}

export const headers = loaderCacheControl(publicCache(300));

export default function YearlyHoroscopeIndex() {
  const { year, otherYears } = useLoaderData<typeof loader>();
  if (year === null) {
    return (
      <div className="container section">
        <h1>Yearly Horoscope</h1>
        <p className="lead">The yearly horoscopes are being written. Meanwhile, read today&apos;s horoscope for your sign.</p>
        <SignLinks />
      </div>
    );
  }
  return (
    <div className="container section">
      <h1>Yearly Horoscope {year}</h1>
      <p className="lead">
        What does {year} hold for love, career, money and health? Choose your sign to read its full yearly forecast, with remedies and
        answers to common questions.
      </p>
      <SignLinks href={(slug) => `/yearly-horoscope/${signFromSlug(slug)!.yearlySlug}`} />
      {otherYears.length > 0 ? (
        <section aria-labelledby="other-years" className="yearly-years">
          <h2 id="other-years">Other years</h2>
          {otherYears.map((other) => (
            <nav key={other} aria-label={`Yearly horoscopes ${other}`}>
              <h3>Yearly Horoscope {other}</h3>
              <ul className="inline-links">
                {SIGNS.map((sign) => (
                  <li key={sign.slug}>
                    <Link to={yearlyPath(other, sign.yearlySlug)}>{sign.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const year = data?.year ?? null;
  if (year === null) {
    return pageMeta(site, {
      title: `${site.brand} - Yearly Horoscope for All 12 Zodiac Signs`,
      description: "Free yearly horoscopes for Aries to Pisces: love, career, finances, health and remedies for the year ahead.",
      keywords: "yearly horoscope, annual horoscope, rashifal, zodiac forecast",
      path: "/yearly-horoscope",
      revisitAfter: "7 days",
    });
  }
  return pageMeta(site, {
    title: `${site.brand} - Yearly Horoscope ${year} for All 12 Zodiac Signs`,
    description: `Free yearly horoscope ${year} for Aries to Pisces: love, career, finances, health and remedies for the year ahead.`,
    keywords: `yearly horoscope ${year}, annual horoscope, rashifal ${year}, zodiac forecast`,
    path: "/yearly-horoscope",
    revisitAfter: "7 days",
  });
};
