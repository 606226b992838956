import { indiaToday } from "~/clock/india-clock";
import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { formatIndiaDay } from "~/domain/india-date";
import type { Gochar } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

/** Where the grahas stand today over a birth chart: by house from the Moon and the lagna, with the reading from the Moon. */
export function GocharTable({ gochar }: { gochar: Gochar }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const language = useLanguage();
  const withLagna = gochar.rows.some((row) => row.houseFromLagna !== null);
  const date = formatIndiaDay(indiaToday(new Date(gochar.at)), language);
  // Each column's name and each verdict's word, looked up once for the nine rows.
  const words = {
    sign: t("gochar.sign"),
    fromMoon: t("gochar.fromMoon"),
    fromLagna: t("gochar.fromLagna"),
    reading: t("gochar.reading"),
    good: t("gochar.good"),
    hard: t("gochar.hard"),
    unnamed: t("gochar.unnamed"),
    retrograde: t("chart.retrograde"),
    retrogradeFull: t("chart.retrogradeFull"),
  };
  return (
    <>
      <p>{withLagna ? t("gochar.intro", { date }) : t("gochar.introNoTime", { date })}</p>
      <div className="table-scroll">
        <table className="kundli-table kundli-cards">
          <thead>
            <tr>
              <th scope="col">{t("gochar.graha")}</th>
              <th scope="col">{words.sign}</th>
              <th scope="col">{words.fromMoon}</th>
              {withLagna ? <th scope="col">{words.fromLagna}</th> : null}
              <th scope="col">{words.reading}</th>
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
                      <abbr title={words.retrogradeFull}>{words.retrograde}</abbr>
                    </>
                  ) : null}
                </th>
                <td data-label={words.sign}>{t(`panchang:rashi.${RASHIS[row.sign]}`)}</td>
                <td data-label={words.fromMoon}>{row.houseFromMoon}</td>
                {withLagna ? <td data-label={words.fromLagna}>{row.houseFromLagna}</td> : null}
                <td data-label={words.reading}>{row.good === null ? words.unnamed : row.good ? words.good : words.hard}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="field-hint no-print">{t("gochar.rule")}</p>
    </>
  );
}
