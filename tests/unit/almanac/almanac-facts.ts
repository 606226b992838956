// What each page says of a day, for a city and a span of years, from the very functions their
// loaders wrap (no HTML is drawn): the month calendar's days and vrats, the muhurat calendars'
// windows and closed periods, the eclipses, the panchang and its "Right now". `clashesOf` walks
// every day and lists, by kind, each thing one page says that another denies.
import { addDays } from "~/clock/india-clock";
import {
  choghadiyasOf,
  type ClosedPeriod,
  closedPeriods,
  computePanchang,
  eclipseTouchesDate,
  grahanYear,
  hinduDayTimes,
  type HinduMonth,
  hinduMonth,
  MUHURAT_KINDS,
  MUHURAT_RULES,
  type MuhuratYear,
  muhuratYear,
  nakshatraAt,
  nowAdvice,
  type Place,
  type SeenEclipse,
  sutakWithin,
  tithiAt,
  VRAT_FESTIVALS,
} from "~/jyotish";

type Span = { start: number; end: number };

export type FestivalFact = { key: string; date: string; endDate?: string };

export type AlmanacFacts = {
  place: Place;
  years: number[];
  months: HinduMonth[];
  muhurats: MuhuratYear[];
  closed: ClosedPeriod[];
  eclipses: SeenEclipse[];
};

/** The reckonings of `years` for a place, each once. */
export function almanacOf(place: Place, years: number[]): AlmanacFacts {
  const months = years.flatMap((year) => Array.from({ length: 12 }, (_, i) => hinduMonth(place, year, i + 1)));
  const closedByYear = new Map(years.map((year) => [year, closedPeriods(year, place)]));
  const closedOf = (year: number) => closedByYear.get(year) ?? closedPeriods(year, place);
  const muhurats = years.flatMap((year) => MUHURAT_KINDS.map((kind) => muhuratYear(kind, year, place, closedOf)));
  // Each period once, though a year's list carries its neighbours' edges.
  const seen = new Set<string>();
  const closed = years
    .flatMap((year) => closedByYear.get(year)!)
    .filter((period) => {
      const id = `${period.name}|${period.start}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  return { place, years, months, muhurats, closed, eclipses: years.flatMap((year) => grahanYear(year, place)) };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const ist = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");

/** Every contradiction between the pages' facts, by kind of check. */
export function clashesOf(facts: AlmanacFacts, festivals: FestivalFact[] | null = null): Record<string, string[]> {
  const { place, months, muhurats, closed } = facts;
  const clashes: Record<string, string[]> = {};
  const clash = (kind: string, text: string) => (clashes[kind] ??= []).push(text);

  const days = new Map(months.flatMap((month) => month.days.map((day) => [day.date, day] as const)));
  const vrats = months.flatMap((month) => month.vrats);
  const vratDay = (kind: string, test: (vrat: (typeof vrats)[number]) => boolean) => vrats.filter((v) => v.kind === kind && test(v));

  // (a) The month calendar's tithi of a day is the panchang's at sunrise; (o) "Right now" agrees with the day's own periods.
  for (const date of days.keys()) {
    const panchang = computePanchang(place, date);
    const day = days.get(date)!;
    if (panchang.tithis[0].index !== day.tithi)
      clash("a: tithi at sunrise", `${date}: calendar ${day.tithi}, panchang ${panchang.tithis[0].index}`);
    if (panchang.nakshatras[0].index !== day.nakshatra)
      clash("a: tithi at sunrise", `${date}: calendar nakshatra ${day.nakshatra}, panchang ${panchang.nakshatras[0].index}`);
    rightNowClashes(panchang, facts.eclipses, (text) => clash("o: right now", `${date} ${text}`));
  }

  for (const year of muhurats) {
    const rule = MUHURAT_RULES[year.kind];
    const barred = year.closed.filter((period) => rule.closed.includes(period.name));
    for (const day of year.days) {
      const calendar = days.get(day.date);
      for (const window of day.windows) {
        const label = `${year.kind} ${day.date} ${ist(window.start)}–${ist(window.end)}`;
        // (b) each part names the tithi and nakshatra that hold through it.
        for (const part of window.parts) {
          for (const at of [part.start + 1_000, part.end - 1_000]) {
            if (tithiAt(at) !== part.tithi)
              clash("b: window parts", `${label}: part says tithi ${part.tithi}, ${ist(at)} has ${tithiAt(at)}`);
            if (nakshatraAt(at) !== part.nakshatra)
              clash("b: window parts", `${label}: part says nakshatra ${part.nakshatra}, ${ist(at)} has ${nakshatraAt(at)}`);
          }
        }
        // (c) a window from sunrise names the day's sunrise tithi first, as the calendar does.
        const { sunrise } = hinduDayTimes(place, day.date);
        if (calendar && Math.abs(window.parts[0].start - sunrise) < 5_000 && window.parts[0].tithi !== calendar.tithi)
          clash("c: sunrise tithi", `${label}: first part ${window.parts[0].tithi}, calendar ${calendar.tithi}`);
        // (d) no window in a period its rule closes; (e) nor on a day the page prints inside one, outside the hours it gives.
        for (const period of barred) {
          if (overlaps(window, period))
            clash("d: window in a closed period", `${label} in ${period.name} ${period.firstDay}–${period.lastDay}`);
          const inside = period.firstDay <= day.date && day.date <= period.lastDay;
          const openEdge =
            (day.date === period.firstDay && period.startsMidDay && window.end <= period.start) ||
            (day.date === period.lastDay && period.endsMidDay && window.start >= period.end);
          if (inside && !openEdge)
            clash("e: window on a closed day", `${label}: ${period.name} printed ${period.firstDay}–${period.lastDay}`);
        }
      }
    }
  }

  // (f) Chaturmas is Devshayani's day to Dev Uthani's, as the calendar keeps them.
  for (const period of closed.filter((p) => p.name === "chaturmas")) {
    const devshayani = vratDay("ekadashi", (v) => v.ekadashi === "devshayani").find(
      (v) => v.date.slice(0, 4) === period.firstDay.slice(0, 4),
    );
    const devUthani = vratDay("ekadashi", (v) => v.ekadashi === "devUthani").find((v) => v.date.slice(0, 4) === period.lastDay.slice(0, 4));
    if (devshayani && devshayani.date !== period.firstDay)
      clash("f: chaturmas", `begins ${period.firstDay}, Devshayani kept ${devshayani.date}`);
    if (devUthani && devUthani.date !== period.lastDay) clash("f: chaturmas", `ends ${period.lastDay}, Dev Uthani kept ${devUthani.date}`);
  }
  // (g) Pitru Paksha is the Bhadrapada Purnima's day to the Sarvapitri Amavasya's.
  for (const period of closed.filter((p) => p.name === "pitruPaksha")) {
    const purnima = vratDay("purnima", (v) => v.month === 5 && !v.adhik).find((v) => v.date.slice(0, 4) === period.firstDay.slice(0, 4));
    const amavasya = vratDay("amavasya", (v) => v.month === 5 && !v.adhik).find((v) => v.date.slice(0, 4) === period.lastDay.slice(0, 4));
    if (purnima && purnima.date !== period.firstDay)
      clash("g: pitru paksha", `begins ${period.firstDay}, Bhadrapada Purnima kept ${purnima.date}`);
    // The shraddha of Sarvapitri is kept in the afternoon: where that is not the Amavasya's sunrise day, the calendar says so beside the vrat.
    const sarvapitri = amavasya?.alsoKept?.festival === "Sarvapitri Amavasya" ? amavasya.alsoKept.date : amavasya?.date;
    if (amavasya && sarvapitri !== period.lastDay)
      clash("g: pitru paksha", `ends ${period.lastDay}, Sarvapitri Amavasya kept ${sarvapitri}`);
    const festival = festivals?.find((f) => f.key === "Pitru Paksha" && f.date.slice(0, 4) === period.firstDay.slice(0, 4));
    if (festival && (festival.date !== period.firstDay || festival.endDate !== period.lastDay))
      clash("g: pitru paksha", `closed ${period.firstDay}–${period.lastDay}, festival page ${festival.date}–${festival.endDate}`);
  }
  // (h) Holashtak ends with Holika Dahan's day.
  for (const period of closed.filter((p) => p.name === "holashtak")) {
    const dahan = festivals?.find((f) => f.key === "Holika Dahan" && f.date.slice(0, 4) === period.lastDay.slice(0, 4));
    if (dahan && dahan.date !== period.lastDay) clash("h: holashtak", `ends ${period.lastDay}, Holika Dahan ${dahan.date}`);
  }
  // (i) Kharmas begins on the calendar's Dhanu or Meena Sankranti, at its hour.
  for (const period of closed.filter((p) => p.name === "kharmas")) {
    const sankranti = vratDay("sankranti", (v) => v.sign === 8 || v.sign === 11).find(
      (v) => Math.abs(Date.parse(`${v.date}T00:00:00Z`) - Date.parse(`${period.firstDay}T00:00:00Z`)) <= 86_400_000,
    );
    if (!sankranti) continue;
    // The moment's own date, unless it comes after sunset, when the Sankranti is kept the next day.
    const date = new Date(period.start + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const kept = period.start < hinduDayTimes(place, date).sunset ? date : addDays(date, 1);
    if (sankranti.date !== kept) clash("i: kharmas", `begins ${ist(period.start)}, Sankranti kept ${sankranti.date}`);
  }
  // (j) An adhik maas closes the days the calendar names adhik at sunrise, and its festival card's.
  for (const period of closed.filter((p) => p.name === "adhikMaas")) {
    const named = [...days.values()]
      .filter((day) => day.month.adhik && day.date >= addDays(period.firstDay, -40) && day.date <= addDays(period.lastDay, 40))
      .map((day) => day.date);
    if (named.length && (named[0] !== period.firstDay || named[named.length - 1] !== period.lastDay))
      clash("j: adhik maas", `closed ${period.firstDay}–${period.lastDay}, calendar names adhik ${named[0]}–${named[named.length - 1]}`);
    const card = festivals?.find((f) => f.key === `adhik-maas-${period.month}` && f.date.slice(0, 4) === period.firstDay.slice(0, 4));
    if (card && (card.date !== period.firstDay || card.endDate !== period.lastDay))
      clash("j: adhik maas", `closed ${period.firstDay}–${period.lastDay}, festival card ${card.date}–${card.endDate}`);
  }
  // (n) A festival that is a vrat's tithi (Delhi's festival page) falls on that vrat's day, or the vrat names it beside itself.
  const vratFestivals = new Set(VRAT_FESTIVALS.map((definition) => definition.key));
  for (const festival of festivals ?? []) {
    if (!vratFestivals.has(festival.key) || !days.has(festival.date)) continue;
    const named = vrats.some(
      (v) =>
        (v.festival === festival.key && v.date === festival.date) ||
        (v.alsoKept?.festival === festival.key && v.alsoKept.date === festival.date),
    );
    if (!named)
      clash("n: festival beside its vrat", `${festival.key} on ${festival.date}: no vrat of the calendar is it or names it that day`);
  }
  // (k) An eclipse seen here closes its days to every ceremony, and the calendar shows it on the day its sutak begins.
  for (const seen of facts.eclipses.filter((e) => e.sutak)) {
    const start = seen.sutak!.start;
    const date = new Date(start + 5.5 * 3_600_000).toISOString().slice(0, 10);
    if (!eclipseTouchesDate(seen, date))
      clash("k: eclipse", `${seen.eclipse.date}: sutak from ${ist(start)} but the calendar shows none on ${date}`);
    for (const year of muhurats.filter((y) => y.year === Number(seen.eclipse.date.slice(0, 4)))) {
      const period = year.closed.find((p) => p.name === "grahan" && p.eclipse?.date === seen.eclipse.date);
      if (!period) clash("k: eclipse", `${year.kind} ${year.year}: no closed day for the eclipse of ${seen.eclipse.date}`);
      for (const day of year.days)
        for (const window of day.windows)
          if (overlaps(window, { start: seen.sutak!.start, end: seen.sutak!.end }))
            clash("k: eclipse", `${year.kind} ${day.date} ${ist(window.start)}: open in the sutak of ${seen.eclipse.date}`);
    }
  }
  return clashes;
}

/**
 * "Right now" at a few hours of the day against the day's periods, by interval arithmetic of its
 * own: good only with no caution running and a good choghadiya or Abhijit; the next good time
 * clear of every caution; each passed-over stretch really overlapped by what it names.
 */
function rightNowClashes(day: ReturnType<typeof computePanchang>, eclipses: SeenEclipse[], clash: (text: string) => void) {
  const choghadiyas = choghadiyasOf(day);
  const sutak = sutakWithin(eclipses, day);
  const cautions: Span[] = [
    day.rahuKaal,
    day.yamaganda,
    day.gulikaKaal,
    ...day.durMuhurtam,
    ...day.varjyam,
    ...day.bhadra.filter((b) => b.loka === "prithvi"),
    ...(sutak ? [sutak] : []),
  ];
  const daySpan = day.sunset - day.sunrise;
  const moments = [day.sunrise + 2 * 3_600_000, day.sunset - 2 * 3_600_000, day.sunset + 3_600_000];
  if (day.abhijit) moments.push((day.abhijit.start + day.abhijit.end) / 2);
  for (const now of moments.filter((m) => m > day.sunrise && m < day.nextSunrise && daySpan > 0)) {
    const advice = nowAdvice(day, choghadiyas, now, sutak);
    if (!advice) continue;
    const running = cautions.some((c) => c.start <= now && now < c.end);
    const choghadiya = choghadiyas.find((c) => c.start <= now && now < c.end)!;
    const inAbhijit = day.abhijit !== null && day.abhijit.start <= now && now < day.abhijit.end;
    const good = !running && (choghadiya.quality === "good" || inAbhijit);
    if (advice.good !== good) clash(`${ist(now)}: says good=${advice.good}, the periods say ${good}`);
    if (advice.next) {
      if (cautions.some((c) => overlaps(c, advice.next!)))
        clash(`${ist(now)}: next ${advice.next.name} ${ist(advice.next.start)} meets a caution`);
      if (advice.next.start < now) clash(`${ist(now)}: next ${advice.next.name} began before now`);
    }
    for (const passed of advice.passedOver)
      if (!passed.by.length || !cautions.some((c) => overlaps(c, passed)))
        clash(`${ist(now)}: ${passed.name} passed over with no caution in it`);
  }
}
