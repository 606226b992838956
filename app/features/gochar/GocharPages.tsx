import { Link } from "@remix-run/react";

import { indiaDateAt } from "~/clock/india-clock";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { type GocharGraha, gocharPath } from "~/domain/gochar";
import { formatIndiaDay } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { RASHIS } from "~/jyotish/zodiac";
import { GOCHAR_READINGS } from "~/locales/content/gochar-readings";
import { translator } from "~/locales/i18n";
import { gocharEventWords } from "~/words/sky-words";

import type { GocharPage } from "./gochar-loaders.server";

type YearPage = Extract<GocharPage, { show: "year" }>;
/** A sign the graha holds in the year, from and until when. */
type Held = YearPage["signs"][number];

// The grahas that hold a sign for months: their page reads each Moon sign's houses through the
// year; the faster ones give the twelve houses' readings once.
const SLOW: readonly GocharGraha[] = ["jupiter", "saturn", "rahu", "ketu"];

const houseFrom = (sign: number, moonSign: number) => ((sign - moonSign + 12) % 12) + 1;

/** 1st, 2nd, 3rd, 4th … 11th, 12th: the houses' numbers as English writes them. */
const englishOrdinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;

/** A graha's year: where it starts, its changes with their moments, its orbs, and its readings by Moon sign. */
function GocharYear({ graha, year, signs, events, goodHouses, orbs, previousYear, nextYear }: YearPage) {
  const { t } = useTranslation(["gochar", "panchang"]);
  const language = useLanguage();
  const to = useLocalePath();
  const name = t(`name.${graha}`);
  const sign = (index: number) => t(`panchang:rashi.${RASHIS[index]}`);
  const words = translator(language);
  const day = (ms: number) => formatIndiaDay(indiaDateAt(ms), language);
  const span = (held: Held) => t("panchang:span", { start: day(held.start), end: day(held.end) });
  const reading = (house: number) => GOCHAR_READINGS[graha][house - 1][language];
  const ordinal = (house: number) => (language === "en" ? englishOrdinal(house) : String(house));
  const quality = (house: number) => t(goodHouses.includes(house) ? "good" : "hard");
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("heading", { graha: name, year })}</h1>
      <p className="panchang-intro">{t("intro", { graha: name, year })}</p>
      <nav className="panchang-days" aria-label={t("otherGrahas", { year })}>
        {previousYear ? (
          <Link to={to(gocharPath(graha, previousYear))} rel="prev">
            ← {t("previousYear")}: {previousYear}
          </Link>
        ) : null}
        {nextYear ? (
          <Link to={to(gocharPath(graha, nextYear))} rel="next">
            {t("nextYear")}: {nextYear} →
          </Link>
        ) : null}
      </nav>

      <section aria-labelledby="gochar-events">
        <h2 id="gochar-events">{t("eventsHeading", { graha: name, year })}</h2>
        <p>{t("startsIn", { year, sign: sign(signs[0].sign) })}</p>
        {events.length ? (
          <ul className="calendar-vrat-list">
            {events.map((event) => (
              <li key={`${event.kind}-${event.at}`}>
                <strong>{formatIndiaDateTime(new Date(event.at), language)}</strong>: {gocharEventWords(words, event)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("none", { sign: sign(signs[0].sign) })}</p>
        )}
        {orbs ? (
          <p className="panchang-note">
            {graha === "venus"
              ? t("combustionRuleVenus")
              : graha === "mercury"
                ? t("combustionRuleMercury")
                : t("combustionRule", { graha: name, orb: orbs.forward })}
          </p>
        ) : null}
      </section>

      {graha === "moon" ? (
        <p>{t("moonNote")}</p>
      ) : (
        <section aria-labelledby="gochar-reading">
          <h2 id="gochar-reading">{t("readingHeading")}</h2>
          <p>{t("readingIntro", { graha: name })}</p>
          {SLOW.includes(graha) ? (
            RASHIS.map((rashi, moonSign) => (
              <section key={rashi} aria-labelledby={`gochar-from-${rashi}`}>
                <h3 id={`gochar-from-${rashi}`}>{t("fromMoon", { sign: sign(moonSign) })}</h3>
                <ul>
                  {signs.map((held) => {
                    const house = houseFrom(held.sign, moonSign);
                    return (
                      <li key={held.start}>
                        {t("houseLine", { span: span(held), house: ordinal(house), reading: reading(house) })}{" "}
                        <small>({quality(house)})</small>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))
          ) : (
            <>
              <p>{t("fastNote", { graha: name })}</p>
              <ul>
                {Array.from({ length: 12 }, (_, i) => i + 1).map((house) => (
                  <li key={house}>
                    {t("houseOnly", { house: ordinal(house), reading: reading(house) })} <small>({quality(house)})</small>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      <GrahaLinks year={year} except={graha} />
    </div>
  );
}

function GrahaLinks({ year, except }: { year: number; except?: GocharGraha }) {
  const { t } = useTranslation("gochar");
  const to = useLocalePath();
  const grahas = (["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const).filter((g) => g !== except);
  return (
    <nav aria-label={t("otherGrahas", { year })}>
      <h2>{t("otherGrahas", { year })}</h2>
      <ul className="panchang-cities">
        {grahas.map((graha) => (
          <li key={graha}>
            <Link to={to(gocharPath(graha, year))}>{t("heading", { graha: t(`name.${graha}`), year })}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The grahas of a year to choose from: /gochar, and the answer to an address that names none. */
function GocharChoices({ year }: { year: number }) {
  const { t } = useTranslation("gochar");
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("indexHeading", { year })}</h1>
      <p className="panchang-intro">{t("indexIntro", { year })}</p>
      <GrahaLinks year={year} />
      <GrahaLinks year={year + 1} />
    </div>
  );
}

export function GocharView({ data }: { data: GocharPage }) {
  return data.show === "year" ? <GocharYear {...data} /> : <GocharChoices year={data.year} />;
}
