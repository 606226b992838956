import { Link } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { BirthSkyNames } from "~/domain/birth-sky";

/** The customer's Moon sign, nakshatra, lagna and Sun sign, each with what it means. */
export function BirthSkySection({ sky }: { sky: BirthSkyNames | null }) {
  const { t } = useTranslation(["account", "panchang", "common"]);
  const to = useLocalePath();
  const rows = sky
    ? [
        { label: t("sky.moonSign"), value: t(`panchang:rashi.${sky.moonSign}`), meaning: t("sky.moonSignMeaning") },
        {
          label: t("sky.nakshatra"),
          value: t("panchang:withPada", { name: t(`panchang:nakshatra.${sky.nakshatra}`), pada: sky.pada }),
          meaning: t("sky.nakshatraMeaning"),
        },
        { label: t("sky.lagna"), value: t(`panchang:rashi.${sky.lagna}`), meaning: t("sky.lagnaMeaning") },
        { label: t("sky.sunSign"), value: t(`panchang:rashi.${sky.sunSign}`), meaning: t("sky.sunSignMeaning") },
      ]
    : [];
  return (
    <section className="stack birth-sky" aria-labelledby="birth-sky-heading">
      <h2 id="birth-sky-heading">{t("sky.heading")}</h2>
      {sky ? (
        <>
          <p className="field-hint">{t("sky.intro")}</p>
          <dl className="birth-sky-list">
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  <strong>{row.value}</strong>
                  <br />
                  <span className="field-hint">{row.meaning}</span>
                </dd>
              </div>
            ))}
          </dl>
          <p>
            <Link to={to("/profile/kundli")}>{t("sky.kundliLink")}</Link>
          </p>
          <p>
            <Link to={to(`/daily-horoscope/today/${sky.moonSignSlug}`)}>
              {t("sky.dailyLink", { sign: t(`common:signs.${sky.moonSignSlug}`) })}
            </Link>
          </p>
        </>
      ) : (
        <p className="field-hint">{t("sky.missing")}</p>
      )}
    </section>
  );
}
