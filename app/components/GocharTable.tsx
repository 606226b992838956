import { useTranslation } from "react-i18next";

import { formatIndiaDay, indiaToday } from "~/domain/india-date";
import type { Gochar } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

import { useLanguage } from "./language";

/** Where the grahas stand today over a birth chart: by house from the Moon and the lagna, with the reading from the Moon. */
export function GocharTable({ gochar }: { gochar: Gochar }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const language = useLanguage();
  const withLagna = gochar.rows.some((row) => row.houseFromLagna !== null);
  const date = formatIndiaDay(indiaToday(new Date(gochar.at)), language);
  return (
    <>
      <p>{withLagna ? t("gochar.intro", { date }) : t("gochar.introNoTime", { date })}</p>
      <div className="table-scroll">
        <table className="kundli-table kundli-cards">
          <thead>
            <tr>
              <th scope="col">{t("gochar.graha")}</th>
              <th scope="col">{t("gochar.sign")}</th>
              <th scope="col">{t("gochar.fromMoon")}</th>
              {withLagna ? <th scope="col">{t("gochar.fromLagna")}</th> : null}
              <th scope="col">{t("gochar.reading")}</th>
            </tr>
          </thead>
          <tbody>
            {gochar.rows.map((row) => (
              <tr key={row.graha}>
                <th scope="row">
                  {t(`graha.${row.graha}`)}
                  {row.retrograde && row.graha !== "rahu" && row.graha !== "ketu" ? (
                    <>
                      {" "}
                      <abbr title={t("chart.retrogradeFull")}>{t("chart.retrograde")}</abbr>
                    </>
                  ) : null}
                </th>
                <td data-label={t("gochar.sign")}>{t(`panchang:rashi.${RASHIS[row.sign]}`)}</td>
                <td data-label={t("gochar.fromMoon")}>{row.houseFromMoon}</td>
                {withLagna ? <td data-label={t("gochar.fromLagna")}>{row.houseFromLagna}</td> : null}
                <td data-label={t("gochar.reading")}>
                  {row.good === null ? t("gochar.unnamed") : row.good ? t("gochar.good") : t("gochar.hard")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field-hint no-print">{t("gochar.rule")}</p>
    </>
  );
}
