import { Link } from "@remix-run/react";

import { CityForm } from "~/components/CityForm";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { cityDayPath } from "~/domain/city-day";
import { eclipsePath, grahanCalendarPath, grahanPath } from "~/domain/grahan";
import { formatIndiaDay } from "~/domain/india-date";
import { formatIndiaClock, indiaSpanClocks } from "~/domain/india-times";
import type { Span } from "~/jyotish";
import { NAKSHATRAS, RASHIS } from "~/jyotish/zodiac";

import type { GrahanPage } from "./grahan-loaders.server";

type YearPage = Extract<GrahanPage, { show: "year" }>;
/** An eclipse as the pages list it: as the city sees it, and where in India it is seen. */
type SightedEclipse = YearPage["years"][number]["eclipses"][number];

const FORM_ID = "grahan-form";

/** The words of one eclipse shared by the year's list and its own page. */
function useEclipseWords() {
  const { t } = useTranslation(["grahan", "panchang"]);
  const language = useLanguage();
  const span = (part: Span, onDate: string) => t("panchang:span", indiaSpanClocks(part.start, part.end, language, onDate));
  const title = (seen: SightedEclipse) => ({
    body: t(`body.${seen.eclipse.body}`),
    date: formatIndiaDay(seen.eclipse.date, language),
  });
  return { t, language, span, title };
}

/** A solar eclipse's central phase is named by what it is here: totality, or the ring. */
function contactWords(name: SightedEclipse["contacts"][number]["name"], localKind: string) {
  if (name === "centralBegin") return localKind === "annular" ? "annularBegin" : "totalBegin";
  if (name === "centralEnd") return localKind === "annular" ? "annularEnd" : "totalEnd";
  return name;
}

/** Whether and when the city sees it, and its sutak there, in two or three sentences. */
function SeenHere({ seen, cityName }: { seen: SightedEclipse; cityName: string }) {
  const { t, span } = useEclipseWords();
  const { eclipse } = seen;
  return (
    <>
      <p>
        {t("kindLine", { kind: t(`kind.${eclipse.kind}`), bodyPlain: t(`bodyPlain.${eclipse.body}`) })}{" "}
        {seen.seen
          ? t(eclipse.kind === "penumbral" ? "penumbralUp" : "seenHere", { city: cityName, span: span(seen.seen, eclipse.date) })
          : t(`notSeenHere.${seen.notSeen ?? "below"}`, { city: cityName, what: t(`what.${eclipse.body}`) })}
      </p>
      {seen.sutak ? (
        <p>
          <strong>{t("sutakSpan", { span: span(seen.sutak, eclipse.date) })}</strong>{" "}
          {t("sutakShort", { span: span({ start: seen.sutak.shortStart, end: seen.sutak.end }, eclipse.date) })}
        </p>
      ) : null}
    </>
  );
}

function IndiaLine({ india, date }: { india: SightedEclipse["india"]; date: string }) {
  const { t, span } = useEclipseWords();
  if (india.all) return <p>{t("indiaAll")}</p>;
  if (!india.places.length) return <p>{t("indiaNone")}</p>;
  return (
    <p>
      {t("indiaSome", {
        places: india.places.map((place) => t("indiaPlace", { city: place.name, span: span(place.seen, date) })).join(", "),
      })}
    </p>
  );
}

/** A year's eclipses (or this year's and the next) for a city. */
export function GrahanYear({ years, city, names, previousYear, nextYear }: Omit<YearPage, "show">) {
  const { t, title } = useEclipseWords();
  const to = useLocalePath();
  const first = years[0].year;
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>
        {years.length > 1
          ? t("nowHeading", { year: first, next: years[1].year, city: names.city })
          : t("yearHeading", { year: first, city: names.city })}
      </h1>
      <p className="panchang-intro">
        {t("yearIntro", { year: years.map((each) => each.year).join(t("and")), city: names.city, state: names.state })}{" "}
        <a href={`#${FORM_ID}`}>{t("form.legend")}</a>
      </p>
      {previousYear || nextYear ? (
        <nav className="panchang-days" aria-label={t("yearLink", { year: first })}>
          {previousYear ? (
            <Link to={to(grahanPath(previousYear, city.slug))} rel="prev">
              ← {t("previousYear")}: {previousYear}
            </Link>
          ) : null}
          {nextYear ? (
            <Link to={to(grahanPath(nextYear, city.slug))} rel="next">
              {t("nextYear")}: {nextYear} →
            </Link>
          ) : null}
        </nav>
      ) : null}
      {years.map(({ year, eclipses }) => (
        <section key={year} aria-labelledby={`grahan-${year}`}>
          <h2 id={`grahan-${year}`}>{years.length > 1 ? <Link to={to(grahanPath(year, city.slug))}>{year}</Link> : year}</h2>
          <p>
            <strong>{eclipses.length ? t("count", { count: eclipses.length, year }) : t("none", { year })}</strong>
          </p>
          {eclipses.map((seen) => {
            const words = title(seen);
            return (
              <article key={`${seen.eclipse.body}-${seen.eclipse.date}`} className="grahan-entry">
                <h3>
                  <Link to={to(eclipsePath(seen.eclipse.body, seen.eclipse.date, city.slug))}>
                    {t("onDate", { body: words.body, date: words.date })}
                  </Link>
                </h3>
                <SeenHere seen={seen} cityName={names.city} />
                <IndiaLine india={seen.india} date={seen.eclipse.date} />
              </article>
            );
          })}
          {eclipses.some((seen) => seen.visible) ? (
            <p>
              <a href={to(grahanCalendarPath(year, city.slug))}>{t("calendarLink", { city: names.city })}</a>
            </p>
          ) : null}
        </section>
      ))}
      <p className="panchang-note">{t("source")}</p>
      <CityForm
        id={FORM_ID}
        action={years.length > 1 ? grahanPath() : grahanPath(first)}
        legend={t("form.legend")}
        submit={t("form.submit")}
      />
    </div>
  );
}

/** One eclipse for a city: its contacts, whether each is seen, its sutak and what the tradition keeps. */
export function GrahanEclipse({ year, city, names, found, eclipses }: Omit<Extract<GrahanPage, { show: "eclipse" }>, "show">) {
  const { t, language, title } = useEclipseWords();
  const to = useLocalePath();
  const { eclipse } = found;
  const words = title(found);
  const what = t(`what.${eclipse.body}`);
  const clock = (ms: number) => formatIndiaClock(ms, language, eclipse.date);
  const magnitude = found.magnitude.toFixed(3);
  const shadow = eclipse.body === "sun" ? "sun" : eclipse.kind === "penumbral" ? "penumbral" : "umbral";
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("eclipseHeading", { body: words.body, date: words.date, city: names.city })}</h1>
      <p className="panchang-intro">
        <a href={`#${FORM_ID}`}>{t("form.legend")}</a>
      </p>
      <SeenHere seen={found} cityName={names.city} />
      {eclipse.body === "sun" && found.visible && found.localKind !== eclipse.kind ? (
        <p>{t("localKindLine", { city: names.city, kind: t(`kind.${found.localKind}`) })}</p>
      ) : null}
      {found.risesEclipsed ? <p>{t("risesEclipsed", { what, time: clock(found.risesEclipsed) })}</p> : null}
      {found.setsEclipsed ? <p>{t("setsEclipsed", { what, time: clock(found.setsEclipsed) })}</p> : null}
      {eclipse.kind === "penumbral" ? <p>{t("penumbralNote")}</p> : null}
      {eclipse.body === "sun" ? (
        <p>
          <strong>{t("eyeSafety")}</strong>
        </p>
      ) : null}
      {found.visible || eclipse.body === "moon" ? (
        <p>
          {found.magnitudeAt !== undefined
            ? t("magnitudeAtHorizon", { value: magnitude, time: clock(found.magnitudeAt) })
            : t("magnitude", { value: magnitude, what, shadow: t(`shadow.${shadow}`) })}
          {found.obscuration !== null && found.visible ? ` ${t("obscuration", { percent: Math.round(found.obscuration * 100) })}` : null}
        </p>
      ) : null}
      <p>
        {t("zodiac", {
          nakshatra: t(`panchang:nakshatra.${NAKSHATRAS[eclipse.nakshatra]}`),
          rashi: t(`panchang:rashi.${RASHIS[eclipse.rashi]}`),
        })}
      </p>

      {found.contacts.length ? (
        <section aria-labelledby="grahan-times">
          <h2 id="grahan-times">{t("contactsHeading", { city: names.city })}</h2>
          <table className="periods-table">
            <thead>
              <tr>
                <th scope="col">{t("contactColumn")}</th>
                <th scope="col">{t("timeColumn")}</th>
                <th scope="col">{t("skyColumn")}</th>
              </tr>
            </thead>
            <tbody>
              {found.contacts.map((contact) => (
                <tr key={contact.name}>
                  <th scope="row">{t(`contact.${contactWords(contact.name, found.localKind)}`)}</th>
                  <td>{clock(contact.at)}</td>
                  <td>{contact.seen ? t("up") : t("down")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-labelledby="grahan-sutak">
        <h2 id="grahan-sutak">{t("sutakHeading")}</h2>
        {found.sutak ? null : <p>{t("sutakNone", { city: names.city })}</p>}
        <p>{t(`sutakRule.${eclipse.body}`)}</p>
        <p className="panchang-note">{t("praharRule")}</p>
        {found.sutak ? (
          <>
            <h3>{t("keepsHeading")}</h3>
            <ul>
              {(t("keeps", { returnObjects: true }) as readonly string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section aria-labelledby="grahan-india">
        <h2 id="grahan-india">{t("indiaHeading")}</h2>
        <IndiaLine india={found.india} date={eclipse.date} />
      </section>

      <nav aria-label={t("otherEclipses", { year })}>
        <h2>{t("otherEclipses", { year })}</h2>
        <ul className="panchang-cities">
          {eclipses
            .filter((other) => !(other.eclipse.body === eclipse.body && other.eclipse.date === eclipse.date))
            .map((other) => (
              <li key={`${other.eclipse.body}-${other.eclipse.date}`}>
                <Link to={to(eclipsePath(other.eclipse.body, other.eclipse.date, city.slug))}>
                  {t("onDate", { body: t(`body.${other.eclipse.body}`), date: formatIndiaDay(other.eclipse.date, language) })}
                </Link>
              </li>
            ))}
          <li>
            <Link to={to(grahanPath(year, city.slug))}>{t("yearLink", { year })}</Link>
          </li>
          <li>
            <Link to={to(cityDayPath("panchang", city.slug, eclipse.date))}>{t("panchangLink")}</Link>
          </li>
        </ul>
      </nav>
      <p className="panchang-note">{t("source")}</p>
      <CityForm id={FORM_ID} action={eclipsePath(eclipse.body, eclipse.date)} legend={t("form.legend")} submit={t("form.submit")} />
    </div>
  );
}

/** An address that names no eclipse of the year: the year's, to choose from. */
export function GrahanNone({ year, city, eclipses }: Omit<Extract<GrahanPage, { show: "none" }>, "show">) {
  const { t, language } = useEclipseWords();
  const to = useLocalePath();
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("notFound", { year })}</h1>
      <ul className="panchang-cities">
        {eclipses.map((seen) => (
          <li key={`${seen.eclipse.body}-${seen.eclipse.date}`}>
            <Link to={to(eclipsePath(seen.eclipse.body, seen.eclipse.date, city.slug))}>
              {t("onDate", { body: t(`body.${seen.eclipse.body}`), date: formatIndiaDay(seen.eclipse.date, language) })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
