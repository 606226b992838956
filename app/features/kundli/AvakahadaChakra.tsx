import { Fragment, type ReactNode } from "react";

import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { Avakahada } from "~/jyotish";
import { KARANAS, NAKSHATRAS, RASHIS, VARAS, YOGAS } from "~/jyotish/zodiac";
import { translator } from "~/locales/i18n";
import { tithiWords } from "~/words/sky-words";

/** The avakahada chakra of a birth: the Moon's qualities, its naam akshar, paya and the birth's panchang. */
export function AvakahadaChakra({ chakra, noonMoon }: { chakra: Avakahada; noonMoon: boolean }) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const language = useLanguage();
  const words = translator(language);
  const graha = (body: string) => t(`graha.${body}` as "graha.sun");
  const value = (key: string) => t(`milan.value.${key}` as "milan.value.deva");
  const rows: [string, ReactNode][] = [
    [t("avakahada.varna"), value(chakra.varna)],
    [t("avakahada.vashya"), value(chakra.vashya)],
    [t("avakahada.yoni"), value(chakra.yoni)],
    [t("avakahada.gana"), value(chakra.gana)],
    [t("avakahada.nadi"), value(chakra.nadi)],
    [
      t("avakahada.signLord"),
      t("avakahada.signLordValue", { sign: t(`panchang:rashi.${RASHIS[chakra.moonSign]}`), lord: graha(chakra.signLord) }),
    ],
    [
      t("avakahada.nakshatra"),
      t("avakahada.nakshatraValue", {
        nakshatra: t(`panchang:nakshatra.${NAKSHATRAS[chakra.nakshatra]}`),
        charan: chakra.charan,
        lord: graha(chakra.nakshatraLord),
      }),
    ],
    [
      t("avakahada.naamAkshar"),
      // A Hindi page shows the syllable in Devanagari alone; an English one adds its Latin
      // spelling, which is Hindi written in Latin letters, and says so.
      language === "hi" ? (
        chakra.naamAkshar.devanagari
      ) : (
        <>
          {chakra.naamAkshar.devanagari} (<span lang="hi-Latn">{chakra.naamAkshar.latin}</span>)
        </>
      ),
    ],
    [t("avakahada.tatva"), t(`avakahada.tatvaName.${chakra.tatva}`)],
    ...(chakra.paya
      ? [[t("avakahada.paya"), withNote(t(`avakahada.payaName.${chakra.paya}`), t("avakahada.payaNote"))] as [string, ReactNode]]
      : []),
    ...(noonMoon
      ? []
      : ([
          [t("avakahada.tithi"), tithiWords(words, chakra.tithi)],
          [t("avakahada.yoga"), t(`panchang:yoga.${YOGAS[chakra.yoga]}`)],
          [t("avakahada.karana"), t(`panchang:karana.${KARANAS[chakra.karana]}`)],
          [t("avakahada.vara"), withNote(t(`panchang:vara.${VARAS[chakra.vara]}`), t("avakahada.varaNote"))],
        ] as [string, ReactNode][])),
  ];
  return (
    <>
      <p className="no-print">{t("avakahada.intro")}</p>
      {noonMoon ? <p className="field-hint">{t("avakahada.noon")}</p> : null}
      <dl className="kundli-basis kundli-avakahada">
        {rows.map(([term, description]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{description}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

/** A value with the note that explains it: the note is for the screen, a printed chart keeps the value. */
function withNote(value: string, note: string): ReactNode {
  return (
    <>
      {value} <span className="no-print">({note})</span>
    </>
  );
}
