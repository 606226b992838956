import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { ManglikReading } from "~/jyotish";
import { RASHIS } from "~/jyotish/zodiac";

/** A reading in one line: "Manglik dosha, mild, from the lagna and Venus" or "no Manglik dosha". */
export function useManglikStatus(): (reading: ManglikReading) => string {
  const { t } = useTranslation("kundli");
  const language = useLanguage();
  const list = new Intl.ListFormat(language, { type: "conjunction" });
  return (reading) => {
    if (reading.grade === "none") return t("manglik.statusNone");
    const from = reading.references.filter((r) => r.dosha).map((r) => t(`manglik.reference.${r.reference}`));
    return t("manglik.status", { grade: t(`manglik.grade.${reading.grade}`), references: list.format(from) });
  };
}

/** Mars from each reference the rule counts, what each house gives, and the exceptions that apply. */
export function ManglikDetails({ reading }: { reading: ManglikReading }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const house = (r: ManglikReading["references"][number]) => {
    if (!r.inDoshaHouse) return t("manglik.notCounted");
    if (r.exception) return t("manglik.lifted", { rule: t(`manglik.houseException.${r.exception}`) });
    return r.dosha ? t("manglik.stands") : t("manglik.liftedByChart");
  };
  return (
    <>
      <p>{t("manglik.marsIn", { sign: t(`panchang:rashi.${RASHIS[reading.marsSign]}`) })}</p>
      <ul>
        {reading.references.map((r) => (
          <li key={r.reference}>
            {t(`manglik.from.${r.reference}`, { house: r.house })}: {house(r)}
          </li>
        ))}
      </ul>
      {reading.exceptions.map((rule) => (
        <p key={rule}>{t("manglik.exception", { rule: t(`manglik.chartException.${rule}`) })}</p>
      ))}
    </>
  );
}

/** The reading's verdict line, in the page's language. */
export function ManglikVerdict({ reading }: { reading: ManglikReading }) {
  const { t } = useTranslation("kundli");
  const status = useManglikStatus();
  return <p className="kundli-verdict">{t("manglik.verdict", { status: status(reading) })}</p>;
}
