import { DAY_MS, indiaToday } from "~/clock/india-clock";
import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { type BirthClock, CLOCK_WORD_YEARS, type ClockName, formatOffset, WAR_TIME_SPELLS } from "~/domain/birth-clock";
import type { ShownKundli } from "~/domain/chart-view";
import { formatIndiaDay } from "~/domain/india-date";
import { formatUtcInstant } from "~/domain/india-times";
import type { ChartBody, ChartHouseCell, DashaPeriod } from "~/jyotish";
import { NAKSHATRAS, RASHIS } from "~/jyotish/zodiac";

import { AvakahadaChakra } from "./AvakahadaChakra";
import { GocharTable } from "./GocharTable";
import { type ChartHouse, type ChartWords, NorthIndianChart, SouthIndianChart } from "./KundliCharts";
import { KundliVargas } from "./KundliVargas";
import { KundliDoshas, KundliYogas } from "./KundliYogas";
import { ManglikDetails, ManglikVerdict, useManglikStatus } from "./ManglikDetails";
import { SadeSatiDetails } from "./SadeSatiDetails";
import { UnknownTimeNotes } from "./UnknownBirthTime";

/** The birth a kundli was made from, as the page shows it. */
export type KundliBirth = {
  name: string;
  date: string;
  /** Null when the time of birth is not known. */
  time: string | null;
  /** `key` is what the place search reads back as this place; `label` is the page's name for it. */
  place: { key: string; label: string; latitude: number; longitude: number; timeZone: string };
  clock: BirthClock;
  clockName: ClockName;
  clocks: { clock: BirthClock; name: ClockName }[];
  offsetMs: number;
  instant: number;
};

/** The words of the clocks: the years and war-time days they name, from birth-clock.ts. */
export function useClockWords() {
  const language = useLanguage();
  const [first, second] = WAR_TIME_SPELLS;
  return {
    ...CLOCK_WORD_YEARS,
    war1From: formatIndiaDay(first.from, language),
    war1Until: formatIndiaDay(first.until, language),
    war2From: formatIndiaDay(second.from, language),
    war2Until: formatIndiaDay(second.until, language),
  };
}

type Props = {
  birth: KundliBirth;
  kundli: ShownKundli;
  /** The heading's level: 2 on a page whose h1 is the form's, 1 where the chart is the page. */
  headingLevel?: 1 | 2;
  /** Forms to make the same chart with each other clock that applies (the kundli page's), given its name there. */
  otherClocks?: (clock: BirthClock, name: ClockName) => JSX.Element;
  /** The form that sends the divisional chart's chooser (see KundliVargas); without it, no chooser. */
  chooserForm?: (fields: JSX.Element) => JSX.Element;
};

const pad = (n: number) => String(n).padStart(2, "0");

function degreesText(degrees: number, minutes: number): string {
  return `${degrees}°${pad(minutes)}′`;
}

function coordinate(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}° ${value < 0 ? negative : positive}`;
}

/** Years, months and days of a span, months of 30.4375 days (a 365.25-day year's twelfth). */
function yearsMonthsDays(ms: number) {
  const days = ms / DAY_MS;
  const years = Math.floor(days / 365.25);
  const rest = days - years * 365.25;
  const months = Math.floor(rest / 30.4375);
  return { years, months, days: Math.floor(rest - months * 30.4375) };
}

/** The chart of a birth: what it was computed from, the positions, the charts, dashas, Manglik and Sade Sati. */
export function KundliReport({ birth, kundli, headingLevel = 2, otherClocks, chooserForm }: Props) {
  const { t } = useTranslation(["kundli", "panchang"]);
  const language = useLanguage();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const day = (ms: number) => formatIndiaDay(indiaToday(new Date(ms)), language);
  // The report names the same twelve signs and ten bodies over and over (the table, three charts
  // and their text alternatives, the dashas): their names are looked up once, a list at a time.
  const rashiNames = t("panchang:rashi", { returnObjects: true });
  const rashi = (sign: number) => rashiNames[RASHIS[sign]];
  const bodyNames = t("graha", { returnObjects: true });
  const graha = (body: ChartBody) => bodyNames[body];
  const shortNames = t("grahaShort", { returnObjects: true });
  const chartLabels = new Map(kundli.rows.map((row) => [row.body, { label: shortNames[row.body], retrograde: row.retrograde }]));
  const retrogradeMark = t("chart.retrograde");
  const now = kundli.currentDasha;
  const first = kundli.mahadashas[0];
  // Without the time of birth the chart is counted from the Moon (chandra lagna).
  const fromMoon = kundli.moonDay !== null;
  const clockWords = useClockWords();
  const balance = yearsMonthsDays(first.end - kundli.instant);
  const houseHeading = fromMoon ? t("chart.houseFromMoon") : t("chart.house");
  const lagna = kundli.rows.find((row) => row.body === "lagna");
  const moon = kundli.rows.find((row) => row.body === "moon")!;
  const manglikStatus = useManglikStatus();

  const chartHouses = (cells: ChartHouseCell[]): ChartHouse[] =>
    cells.map((cell) => ({ house: cell.house, sign: cell.sign, grahas: cell.bodies.map((body) => chartLabels.get(body)!) }));
  // The lagna chart's two drawings tell the same houses in words.
  const houseTexts = new Map<ChartHouseCell[], string>();
  const housesInWords = (cells: ChartHouseCell[]) => {
    const told = houseTexts.get(cells);
    if (told !== undefined) return told;
    const text = cells
      .map((cell) =>
        t("chart.houseText", {
          house: cell.house,
          sign: rashi(cell.sign),
          bodies: cell.bodies.length ? t("chart.houseBodies", { bodies: cell.bodies.map((body) => graha(body)).join(", ") }) : "",
        }),
      )
      .join("; ");
    houseTexts.set(cells, text);
    return text;
  };
  const lagnaMark = fromMoon ? t("chart.moonLagnaMark") : t("chart.lagnaMark");
  const northHelp = fromMoon ? t("unknownTime.northHelp") : t("chart.northHelp");
  const southHelp = fromMoon ? t("unknownTime.southHelp") : t("chart.southHelp");
  // The charts' abbreviations, each told once under them.
  const legend: [string, string][] = [
    ...(fromMoon ? [] : [[lagnaMark, t("chart.lagnaFull")] as [string, string]]),
    ...kundli.rows.filter((row) => row.body !== "lagna").map((row): [string, string] => [shortNames[row.body], graha(row.body)]),
    [retrogradeMark, t("chart.retrogradeLegend")],
  ];
  const chartWords = (title: string, help: string, cells: ChartHouseCell[]): ChartWords => ({
    title,
    description: t("chart.description", { help, houses: housesInWords(cells) }),
    lagnaMark,
    retrogradeMark,
    signLabel: (sign) => String(sign + 1),
  });

  const vargaFigure = (cells: ChartHouseCell[]) => {
    const { varga, style } = kundli.view;
    const title = t("varga.title", { name: t(`varga.name.${varga}`), style: t(`varga.styleName.${style}`) });
    const Chart = style === "north" ? NorthIndianChart : SouthIndianChart;
    return (
      <figure className="kundli-figure">
        <figcaption>{title}</figcaption>
        <Chart
          id="kundli-varga"
          houses={chartHouses(cells)}
          words={chartWords(title, style === "north" ? t("chart.northHelp") : t("chart.southHelp"), cells)}
        />
      </figure>
    );
  };

  return (
    <section className="kundli-report" aria-labelledby="kundli-heading">
      <Heading id="kundli-heading" tabIndex={-1}>
        {birth.name ? t("chart.heading", { name: birth.name }) : t("chart.headingNoName")}
      </Heading>
      <p className="lead">
        {birth.time === null
          ? t("unknownTime.born", { date: formatIndiaDay(birth.date, language), place: birth.place.label })
          : t("chart.born", { date: formatIndiaDay(birth.date, language), time: birth.time, place: birth.place.label })}
      </p>
      <dl className="kundli-basis kundli-summary">
        <dt>{t("summary.lagna")}</dt>
        <dd>{lagna ? rashi(lagna.sign) : t("summary.notKnown")}</dd>
        <dt>{t("summary.moon")}</dt>
        <dd>
          {t(fromMoon ? "summary.moonNoon" : "summary.moonValue", {
            sign: rashi(moon.sign),
            nakshatra: t(`panchang:nakshatra.${NAKSHATRAS[moon.nakshatra]}`),
            pada: moon.pada,
          })}
        </dd>
        <dt>{t("summary.dasha")}</dt>
        <dd>
          {fromMoon
            ? t("summary.notKnown")
            : now?.antar && now.pratyantar
              ? t("summary.dashaValue", {
                  maha: graha(now.maha.lord),
                  antar: graha(now.antar.lord),
                  pratyantar: graha(now.pratyantar.lord),
                  end: day(now.pratyantar.end),
                })
              : t("dasha.outside")}
        </dd>
        <dt>{t("summary.manglik")}</dt>
        <dd>{manglikStatus(kundli.manglik)}</dd>
      </dl>
      {kundli.moonDay ? (
        <>
          <Sub>{t("unknownTime.heading")}</Sub>
          <UnknownTimeNotes
            moonDay={kundli.moonDay}
            noon={kundli.instant}
            place={birth.place}
            clock={birth.clock}
            clockName={birth.clockName}
          />
        </>
      ) : null}

      <Sub>{t("chart.charts")}</Sub>
      <p className="field-hint no-print">
        {northHelp} {southHelp}
      </p>
      <div className="kundli-charts">
        {(
          [
            ["kundli-north", fromMoon ? t("unknownTime.chandra") : t("chart.north"), northHelp, kundli.houses, NorthIndianChart],
            ["kundli-south", fromMoon ? t("unknownTime.chandraSouth") : t("chart.south"), southHelp, kundli.houses, SouthIndianChart],
          ] as const
        ).map(([id, title, help, cells, Chart]) => (
          <figure key={id} className="kundli-figure">
            <figcaption>{title}</figcaption>
            <Chart id={id} houses={chartHouses(cells)} words={chartWords(title, help, cells)} />
          </figure>
        ))}
      </div>
      <p className="field-hint">{t("chart.legend")}</p>
      <dl className="kundli-legend">
        {legend.map(([short, full]) => (
          <div key={short}>
            <dt>{short}</dt>
            <dd>{full}</dd>
          </div>
        ))}
      </dl>

      <Sub>{t("chart.positions")}</Sub>
      <div className="table-scroll">
        <table className="kundli-table kundli-cards">
          <thead>
            <tr>
              <th scope="col">{t("chart.body")}</th>
              <th scope="col">{t("chart.sign")}</th>
              <th scope="col">{t("chart.degrees")}</th>
              <th scope="col">{t("chart.nakshatra")}</th>
              <th scope="col">{t("chart.pada")}</th>
              <th scope="col">{houseHeading}</th>
            </tr>
          </thead>
          <tbody>
            {kundli.rows.map((row) => (
              <tr key={row.body}>
                <th scope="row">
                  {graha(row.body)}
                  {row.retrograde ? (
                    <>
                      {" "}
                      <abbr title={t("chart.retrogradeFull")}>{retrogradeMark}</abbr>
                    </>
                  ) : null}
                </th>
                <td data-label={t("chart.sign")}>{rashi(row.sign)}</td>
                <td data-label={t("chart.degrees")}>{degreesText(row.degrees, row.minutes)}</td>
                <td data-label={t("chart.nakshatra")}>{t(`panchang:nakshatra.${NAKSHATRAS[row.nakshatra]}`)}</td>
                <td data-label={t("chart.pada")}>{row.pada}</td>
                <td data-label={houseHeading}>{row.house}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Sub>{t("chart.basis")}</Sub>
      <dl className="kundli-basis">
        <dt>{t("chart.coordinates")}</dt>
        <dd>
          {coordinate(birth.place.latitude, t("chart.compass.n"), t("chart.compass.s"))},{" "}
          {coordinate(birth.place.longitude, t("chart.compass.e"), t("chart.compass.w"))}
        </dd>
        <dt>{t("chart.clock")}</dt>
        <dd>
          {t("chart.clockValue", { clock: t(`clockName.${birth.clockName}`), offset: formatOffset(birth.offsetMs, t("chart.utc")) })}{" "}
          <span className="no-print">{t(`clockWhy.${birth.clockName}`, { zone: birth.place.timeZone, ...clockWords })}</span>
        </dd>
        <dt>{fromMoon ? t("chart.instantNoon") : t("chart.instant")}</dt>
        <dd>{formatUtcInstant(birth.instant, language)}</dd>
        <dt>{t("chart.ayanamsa")}</dt>
        <dd>{t("chart.ayanamsaValue", { value: degreesText(Math.floor(kundli.ayanamsa), Math.floor((kundli.ayanamsa % 1) * 60)) })}</dd>
        <dt>{t("chart.nodes")}</dt>
        <dd>{t("chart.nodesMean")}</dd>
        <dt>{t("chart.houses")}</dt>
        <dd>{fromMoon ? t("chart.housesFromMoon") : t("chart.housesValue")}</dd>
      </dl>
      {otherClocks && birth.time !== null && birth.clocks.length > 1 ? (
        <div className="kundli-clocks">
          <p>{t("otherClock")}</p>
          {birth.clocks.filter(({ clock }) => clock !== birth.clock).map(({ clock, name }) => otherClocks(clock, name))}
        </div>
      ) : null}

      <Sub>{t("avakahada.heading")}</Sub>
      <AvakahadaChakra chakra={kundli.avakahada} noonMoon={fromMoon} />

      {/* On paper the chosen chart stands beside the lagna charts and the vargas' table is left out. */}
      <Sub id="vargas" className={kundli.divisional ? "no-print" : undefined}>
        {t("varga.heading")}
      </Sub>
      {kundli.divisional ? (
        <KundliVargas
          rows={kundli.rows}
          view={kundli.view}
          chooserForm={chooserForm}
          shortName={(body) => shortNames[body]}
          fullName={graha}
          figure={vargaFigure(kundli.divisional)}
        />
      ) : (
        <p>{t("varga.noTime")}</p>
      )}

      {fromMoon ? null : (
        <>
          <Sub>{t("dasha.heading")}</Sub>
          <p>{t("dasha.intro", { balance: t("dasha.balance", { ...balance }) })}</p>
          {/* Each table with its heading, side by side on paper (app.css). */}
          <div className="kundli-dashas">
            <DashaTable periods={kundli.mahadashas} running={now?.maha ?? null} lordHeading={t("dasha.lord")} day={day} graha={graha} />
            {now ? (
              <>
                <div>
                  <p className="kundli-subheading">{t("dasha.antarHeading", { lord: graha(now.maha.lord) })}</p>
                  <DashaTable periods={now.antardashas} running={now.antar} lordHeading={t("dasha.antarLord")} day={day} graha={graha} />
                </div>
                <p className="no-print">{t("dasha.pratyantarIntro")}</p>
                {now.pratyantars.map(({ antar, periods }) => (
                  <div key={antar.start}>
                    <p className="kundli-subheading">
                      {t("dasha.pratyantarHeading", {
                        antar: graha(antar.lord),
                        maha: graha(kundli.mahadashas.find((maha) => maha.start <= antar.start && antar.start < maha.end)!.lord),
                      })}
                    </p>
                    <DashaTable
                      periods={periods}
                      running={now.pratyantar}
                      lordHeading={t("dasha.pratyantarLord")}
                      day={day}
                      graha={graha}
                    />
                  </div>
                ))}
              </>
            ) : (
              <p>{t("dasha.outside")}</p>
            )}
          </div>
        </>
      )}

      <Sub>{t("yogas.heading")}</Sub>
      <KundliYogas yogas={kundli.yogas} />

      <Sub>{t("doshas.heading")}</Sub>
      <KundliDoshas kaalSarp={kundli.kaalSarp} pitra={kundli.pitraDosha} Sub={headingLevel === 1 ? "h3" : "h4"} />

      <Sub>{t("manglik.heading")}</Sub>
      <ManglikVerdict reading={kundli.manglik} />
      <p className="no-print">{t("manglik.rule")}</p>
      <div className="no-print">
        <ManglikDetails reading={kundli.manglik} />
      </div>
      <p className="field-hint no-print">{t("manglik.note")}</p>

      <Sub>{t("sadeSati.heading")}</Sub>
      <SadeSatiDetails reading={kundli.sadeSati} />

      {/* Today's sky, not the birth's: a printed chart leaves it out. */}
      <div className="no-print">
        <Sub>{t("gochar.heading")}</Sub>
        <GocharTable gochar={kundli.gochar} />
      </div>
      <p className="field-hint no-print">{t("chart.print")}</p>
    </section>
  );
}

function DashaTable({
  periods,
  running,
  lordHeading,
  day,
  graha,
}: {
  periods: DashaPeriod[];
  running: DashaPeriod | null;
  lordHeading: string;
  day: (ms: number) => string;
  graha: (body: ChartBody) => string;
}) {
  const { t } = useTranslation("kundli");
  return (
    <div className="table-scroll">
      <table className="kundli-table kundli-dasha">
        <thead>
          <tr>
            <th scope="col">{lordHeading}</th>
            <th scope="col">{t("dasha.start")}</th>
            <th scope="col">{t("dasha.end")}</th>
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => {
            const isRunning = running !== null && period.start === running.start && period.lord === running.lord;
            return (
              <tr key={`${period.lord}-${period.start}`} aria-current={isRunning ? "true" : undefined}>
                <th scope="row">
                  {graha(period.lord)}
                  {isRunning ? <span className="badge"> {t("dasha.now")}</span> : null}
                </th>
                <td>{day(period.start)}</td>
                <td>{day(period.end)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
