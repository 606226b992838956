import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { signFromSlug, SIGNS } from "~/domain/horoscope";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { yearlyPath } from "~/domain/yearly-horoscope";
import { SignLinks } from "~/features/horoscopes/SignLinks";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./yearly-horoscope._index.server";

export { loader } from "./yearly-horoscope._index.server";

export const handle: RouteHandle = { i18n: ["horoscope"] };

export const headers = loaderCacheControl(publicCache(300));

export default function YearlyHoroscopeIndex() {
  const { year, otherYears } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["horoscope", "common"]);
  const to = useLocalePath();
  if (year === null) {
    return (
      <div className="container section">
        <h1>{t("yearlyIndex.title")}</h1>
        <p className="lead">{t("yearlyIndex.pending")}</p>
        <SignLinks />
      </div>
    );
  }
  return (
    <div className="container section">
      <h1>{t("yearlyIndex.titleYear", { year })}</h1>
      <p className="lead">{t("yearlyIndex.lead", { year })}</p>
      <SignLinks href={(slug) => `/yearly-horoscope/${signFromSlug(slug)!.yearlySlug}`} />
      {otherYears.length > 0 ? (
        <section aria-labelledby="other-years" className="yearly-years">
          <h2 id="other-years">{t("yearlyIndex.otherYears")}</h2>
          {otherYears.map((other) => (
            <nav key={other} aria-label={t("yearlyIndex.yearLabel", { year: other })}>
              <h3>{t("yearlyIndex.titleYear", { year: other })}</h3>
              <ul className="inline-links">
                {SIGNS.map((sign) => (
                  <li key={sign.slug}>
                    <Link to={to(yearlyPath(other, sign.yearlySlug))}>{t(`common:signs.${sign.slug}`)}</Link>
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
  const t = translator(site.language);
  const year = data?.year ?? null;
  if (year === null) {
    return pageMeta(site, {
      title: t("horoscope:yearlyIndex.metaTitle", { brand: site.brand }),
      description: t("horoscope:yearlyIndex.metaDescription"),
      keywords: t("horoscope:yearlyIndex.metaKeywords"),
      path: "/yearly-horoscope",
      revisitAfter: "7 days",
    });
  }
  return pageMeta(site, {
    title: t("horoscope:yearlyIndex.metaTitleYear", { brand: site.brand, year }),
    description: t("horoscope:yearlyIndex.metaDescriptionYear", { year }),
    keywords: t("horoscope:yearlyIndex.metaKeywordsYear", { year }),
    path: "/yearly-horoscope",
    revisitAfter: "7 days",
  });
};
