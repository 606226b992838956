import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { cityDayPath } from "~/domain/city-day";
import { formatIndiaDay } from "~/domain/india-date";
import type { PanchangGlance as Glance } from "~/words/sky-words";

import { useLanguage, useLocalePath } from "./language";

/** A day's tithi, nakshatra and Rahu Kaal in one city, linking to its full panchang. */
export function PanchangGlance({ glance, today }: { glance: Glance; today: boolean }) {
  const { t } = useTranslation("panchang");
  const to = useLocalePath();
  const language = useLanguage();
  return (
    <aside className="panchang-glance" aria-labelledby="panchang-glance-heading">
      <h2 id="panchang-glance-heading">
        {today
          ? t("glance.heading", { city: glance.city.name })
          : t("glance.headingOn", { city: glance.city.name, date: formatIndiaDay(glance.date, language) })}
      </h2>
      <dl className="panchang-list">
        <dt>{t("glance.tithi")}</dt>
        <dd>{glance.tithi}</dd>
        <dt>{t("glance.nakshatra")}</dt>
        <dd>{glance.nakshatra}</dd>
        <dt>{t("glance.rahuKaal")}</dt>
        <dd>{glance.rahuKaal}</dd>
      </dl>
      <p>
        <Link to={to(cityDayPath("panchang", glance.city.slug, today ? undefined : glance.date))}>
          {t("glance.more", { city: glance.city.name })}
        </Link>
      </p>
    </aside>
  );
}
