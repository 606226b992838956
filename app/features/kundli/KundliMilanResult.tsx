import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { BirthClock, ClockName } from "~/domain/birth-clock";
import { formatIndiaDay } from "~/domain/india-date";
import type { Dosha, Koota, ManglikReading, Milan, MilanTotals, MoonDay } from "~/jyotish";
import { NAKSHATRAS, RASHIS } from "~/jyotish/zodiac";

import { ManglikDetails, useManglikStatus } from "./ManglikDetails";
import { MoonDayNotes } from "./UnknownBirthTime";

type Side = {
  birth: {
    name: string;
    date: string;
    /** Null when the time of birth is not known. */
    time: string | null;
    place: { label: string; longitude: number; timeZone: string };
    clock: BirthClock;
    clockName: ClockName;
    instant: number;
  };
  moonSign: number;
  nakshatra: number;
  pada: number;
  manglik: ManglikReading;
  /** Without the time of birth: the Moon over that day. */
  moonDay: MoonDay | null;
};

/** `totals`: the least and most the total can be at the hours a time not known leaves open. */
type Props = { boy: Side; girl: Side; milan: Milan; totals?: MilanTotals | null };

/** Points as the tables print them: 1½ rather than 1.5. */
function points(value: number): string {
  const whole = Math.floor(value);
  return value - whole === 0.5 ? `${whole === 0 ? "" : whole}½` : String(value);
}

/** The Ashtakoota of two births: each koota's two values and points, the total, the doshas and Manglik. */
export function KundliMilanResult({ boy, girl, milan, totals = null }: Props) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const language = useLanguage();
  const boyName = boy.birth.name || t("milan.boyDefault");
  const girlName = girl.birth.name || t("milan.girlDefault");
  const value = (koota: Koota, raw: string) => {
    if (koota.name === "bhakoot") return t(`panchang:rashi.${raw as (typeof RASHIS)[number]}`);
    if (koota.name === "grahaMaitri") return t(`graha.${raw as "sun"}`);
    return t(`milan.value.${raw as "deva"}`);
  };
  const dosha = (d: Dosha) =>
    !d.present
      ? t("milan.doshaAbsent")
      : d.cancelled && d.cancellation
        ? t("milan.doshaCancelled", { rule: t(`milan.cancellation.${d.cancellation as "sameRashiLord"}`) })
        : t("milan.doshaPresent");
  const moonLine = (name: string, side: Side) =>
    t(side.birth.time === null ? "unknownTime.milanMoon" : "milan.moon", {
      name,
      sign: t(`panchang:rashi.${RASHIS[side.moonSign]}`),
      nakshatra: t(`panchang:nakshatra.${NAKSHATRAS[side.nakshatra]}`),
      pada: side.pada,
      place: side.birth.place.label,
      date: formatIndiaDay(side.birth.date, language),
      time: side.birth.time,
      clock: t(`clockName.${side.birth.clockName}`),
    });
  const moonDayOf = (side: Side) =>
    side.moonDay ? (
      <MoonDayNotes
        moonDay={side.moonDay}
        noon={side.birth.instant}
        place={side.birth.place}
        clock={side.birth.clock}
        clockName={side.birth.clockName}
      />
    ) : null;
  const manglik = milan.manglik;
  const manglikStatus = useManglikStatus();
  const parihara = milan.nadiDosha.cancelled || milan.bhakootDosha.cancelled;
  return (
    <section className="kundli-report" aria-labelledby="milan-heading">
      <h1 id="milan-heading" tabIndex={-1}>
        {t("milan.resultHeading", { boy: boyName, girl: girlName })}
      </h1>
      <p className="kundli-verdict">{t("milan.verdict", { points: points(milan.total), band: t(`milan.band.${milan.band}`) })}</p>
      <ul>
        <li>
          {moonLine(boyName, boy)}
          {moonDayOf(boy)}
        </li>
        <li>
          {moonLine(girlName, girl)}
          {moonDayOf(girl)}
        </li>
      </ul>
      {totals ? (
        <p className="kundli-verdict">
          {totals.least === totals.most
            ? t("unknownTime.milanSame")
            : t("unknownTime.milanRange", { least: points(totals.least), most: points(totals.most) })}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="kundli-table kundli-cards milan-table">
          <thead>
            <tr>
              <th scope="col">{t("milan.koota")}</th>
              <th scope="col">{t("milan.boyValue")}</th>
              <th scope="col">{t("milan.girlValue")}</th>
              <th scope="col">{t("milan.points")}</th>
            </tr>
          </thead>
          <tbody>
            {milan.kootas.map((koota) => (
              <tr key={koota.name}>
                <th scope="row">{t(`milan.kootaName.${koota.name}`)}</th>
                <td data-label={t("milan.boyValue")}>{value(koota, koota.boy)}</td>
                <td data-label={t("milan.girlValue")}>{value(koota, koota.girl)}</td>
                <td data-label={t("milan.points")}>{t("milan.outOf", { points: points(koota.points), max: koota.max })}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t("milan.total")}
              </th>
              <td>
                <strong>{t("milan.totalValue", { points: points(milan.total) })}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h2>{t("milan.dosha")}</h2>
      <dl className="kundli-basis">
        <dt>{t("milan.nadiDosha")}</dt>
        <dd>{dosha(milan.nadiDosha)}</dd>
        <dt>{t("milan.bhakootDosha")}</dt>
        <dd>{dosha(milan.bhakootDosha)}</dd>
      </dl>
      {parihara ? <p className="field-hint">{t("milan.doshaNote")}</p> : null}
      <h2>{t("milan.manglik")}</h2>
      <p className="kundli-verdict">
        {manglik.cancelled
          ? t("milan.manglikBoth")
          : manglik.boy !== "none" || manglik.girl !== "none"
            ? t("milan.manglikOne", { who: manglik.boy !== "none" ? boyName : girlName })
            : t("milan.manglikNone")}
      </p>
      <ul>
        {(
          [
            ["boy", boyName, boy],
            ["girl", girlName, girl],
          ] as const
        ).map(([who, name, side]) => (
          <li key={who}>
            <p>{t("milan.manglikPerson", { name, status: manglikStatus(side.manglik) })}</p>
            <ManglikDetails reading={side.manglik} />
          </li>
        ))}
      </ul>
      <p>{t("manglik.rule")}</p>
      <p className="field-hint">{t("manglik.note")}</p>
    </section>
  );
}
