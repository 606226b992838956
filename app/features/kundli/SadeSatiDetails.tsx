import { indiaToday } from "~/clock/india-clock";
import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { formatIndiaDay } from "~/domain/india-date";
import type { SadeSatiPhase, SadeSatiReading, SaturnIngress } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

/**
 * The Sade Sati of a chart: the rule, the phase running now and the next, and every sign change
 * of Saturn in the spell with its day in India, returns by retrograde motion included.
 */
export function SadeSatiDetails({ reading }: { reading: SadeSatiReading }) {
  const { t } = useTranslation("kundli");
  const language = useLanguage();
  const day = (ms: number) => formatIndiaDay(indiaToday(new Date(ms)), language);
  const rashi = (sign: number) => t(`sadeSati.sign.${RASHIS[sign]}`);
  const phase = (p: SadeSatiPhase) => ({ phase: t(`sadeSati.phase.${p.phase}`), start: day(p.start), end: day(p.end) });
  const signChange = (ingress: SaturnIngress) => {
    const change = t(`sadeSati.change.${ingress.kind}`, { sign: rashi(ingress.sign), date: day(ingress.at) });
    const mark = ingress.ends ? t("sadeSati.ends") : ingress.begins ? t(`sadeSati.begins.${ingress.begins}`) : null;
    return mark ? t("sadeSati.marked", { change, mark }) : change;
  };
  return (
    <>
      <p className="no-print">{t("sadeSati.rule")}</p>
      <p className="kundli-verdict">
        {reading.running && reading.current ? t("sadeSati.running", phase(reading.current)) : t("sadeSati.notRunning")}
      </p>
      {reading.backIn ? <p>{t("sadeSati.backIn", { sign: rashi(reading.backIn.sign), date: day(reading.backIn.until) })}</p> : null}
      {reading.next ? <p>{t("sadeSati.next", phase(reading.next))}</p> : null}
      {reading.ingresses.length ? (
        <div className="no-print">
          <p>{t(reading.running ? "sadeSati.changesNow" : "sadeSati.changesNext")}</p>
          <ul>
            {reading.ingresses.map((ingress) => (
              <li key={ingress.at}>{signChange(ingress)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
