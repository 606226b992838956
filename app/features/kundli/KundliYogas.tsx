import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { Graha, KaalSarp, PitraDosha, YogaReading } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

/** The chart's named yogas: those it has, each with why; those it lacks, each with why not. */
export function KundliYogas({ yogas }: { yogas: YogaReading[] }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const rashi = (sign: number) => t(`panchang:rashi.${RASHIS[sign]}`);
  const graha = (body: Graha) => t(`graha.${body}`);
  const from = (reference: YogaReading["from"]) => t(`yogas.from.${reference}`);
  const isMahapurusha = (reading: YogaReading) => reading.with === null;
  const rule = (reading: YogaReading) =>
    isMahapurusha(reading)
      ? t("yogas.rule.mahapurusha", { graha: graha(reading.graha), from: from(reading.from) })
      : t(`yogas.rule.${reading.yoga as "gajakesari" | "budhaditya" | "chandraMangal"}`);
  const why = (reading: YogaReading) =>
    isMahapurusha(reading)
      ? t("yogas.why.mahapurusha", {
          graha: graha(reading.graha),
          sign: rashi(reading.sign),
          dignity: t(`yogas.dignity.${reading.dignity ?? "none"}`),
          house: reading.house,
          from: from(reading.from),
        })
      : t(`yogas.why.${reading.yoga as "gajakesari" | "budhaditya" | "chandraMangal"}`, {
          sign: rashi(reading.sign),
          house: reading.house,
          withSign: rashi(reading.with!.sign),
        });
  const present = yogas.filter((reading) => reading.present);
  const absent = yogas.filter((reading) => !reading.present);
  const item = (reading: YogaReading) => (
    <li key={reading.yoga}>
      <strong>{t(`yogas.name.${reading.yoga}`)}</strong>: {rule(reading)} {why(reading)}
    </li>
  );
  return (
    <>
      <p className="no-print">{t("yogas.intro")}</p>
      {present.length ? (
        <>
          <p className="kundli-verdict">{t("yogas.present")}</p>
          <ul className="kundli-yogas">{present.map(item)}</ul>
        </>
      ) : (
        <p className="kundli-verdict">{t("yogas.none")}</p>
      )}
      {absent.length ? (
        <details className="kundli-more no-print">
          <summary>{t("yogas.absent")}</summary>
          <ul className="kundli-yogas">{absent.map(item)}</ul>
        </details>
      ) : null}
      <p className="field-hint no-print">{t("yogas.sources")}</p>
    </>
  );
}

/** Kaal Sarp and Pitra dosha, each verdict with its rule and why. */
export function KundliDoshas({ kaalSarp, pitra, Sub }: { kaalSarp: KaalSarp; pitra: PitraDosha; Sub: "h3" | "h4" }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const list = new Intl.ListFormat(useLanguage(), { type: "conjunction" });
  const grahas = (bodies: Graha[]) => list.format(bodies.map((body) => t(`graha.${body}`)));
  const kaalSarpWords = {
    kind: t(`doshas.kind.${kaalSarp.kind}`),
    side: t(`doshas.side.${kaalSarp.side}`),
    sideWords: t(`doshas.sideWords.${kaalSarp.side}`),
    house: kaalSarp.rahuHouse,
    from: t(`doshas.from.${kaalSarp.from}`),
    outside: grahas(kaalSarp.outside),
  };
  const ninth = t(`panchang:rashi.${RASHIS[pitra.ninthSign]}`);
  const pitraFrom = t(`doshas.from.${pitra.from}`);
  return (
    <>
      <Sub>{t("doshas.kaalSarpHeading")}</Sub>
      <p className="kundli-verdict">{t(`doshas.${kaalSarp.grade}`, kaalSarpWords)}</p>
      <p className="no-print">{t("doshas.kaalSarpRule")}</p>
      <Sub>{t("doshas.pitraHeading")}</Sub>
      <p className="kundli-verdict">
        {pitra.present
          ? t("doshas.pitraPresent", {
              pairs: list.format(pitra.pairs.map((pair) => t(`doshas.pair.${pair}`))),
              from: pitraFrom,
              sign: ninth,
            })
          : t("doshas.pitraAbsent", {
              from: pitraFrom,
              sign: ninth,
              holds: pitra.inNinth.length ? t("doshas.pitraHolds", { grahas: grahas(pitra.inNinth) }) : t("doshas.pitraEmpty"),
            })}
      </p>
      <p className="no-print">{t("doshas.pitraRule")}</p>
      <p className="field-hint no-print">{t("doshas.note")}</p>
    </>
  );
}
