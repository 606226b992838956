// Grahan: the year's solar and lunar eclipses, and one as a place sees it: its contacts, whether
// the Moon or the Sun is up for them (rising or setting eclipsed, ग्रस्तोदय and ग्रस्तास्त), the
// nakshatra and rashi it falls in, and its sutak.
//
// Sutak, as Drik Panchang states the rule (drikpanchang.com/eclipse/sutak-grahan.html): four
// prahars before a solar eclipse, three before a lunar one, "observed only when Eclipse is visible
// at the place"; one prahar for children, the old and the sick. A prahar is a quarter of the day
// (sunrise to sunset) or of the night it falls in, so the hours are counted back through them: for
// New Delhi on 3 March 2026 the Moon rises eclipsed at 18:2x and the sutak begins at 09:39, the
// shorter one at 15:28, as Drik printed them. It ends with the eclipse as the place sees it: its last
// contact, or the setting of a body that sets eclipsed. A penumbral eclipse is not seen by the eye,
// and no sutak is kept for it.
import { DAY_MS, HOUR_MS, indiaDateAt, MINUTE_MS } from "~/clock/india-clock";

import type { Span } from "./measures";
import {
  localSolarEclipse,
  type LocalSolarEclipseFound,
  lunarEclipsesBetween,
  moonEventBetween,
  moonSidereal,
  nextSunEvent,
  type Place,
  solarEclipsesBetween,
  solarMagnitudeSeen,
  sunSidereal,
} from "./sky";
import { NAKSHATRA_COUNT, signOf } from "./zodiac";

export type EclipseBody = "moon" | "sun";
export type EclipseKind = "penumbral" | "partial" | "annular" | "total";

/** A lunar eclipse's contacts: the penumbra's, the umbra's where it reaches it, the totality's where it is total. */
export type LunarContacts = {
  penumbralBegin: number;
  umbralBegin: number | null;
  totalBegin: number | null;
  greatest: number;
  totalEnd: number | null;
  umbralEnd: number | null;
  penumbralEnd: number;
};

export type Eclipse = {
  body: EclipseBody;
  /** For a solar eclipse, the kind somewhere on the Earth; a place may see it partial. */
  kind: EclipseKind;
  greatest: number;
  /** The India date of its greatest moment: its address and the day the calendars show it on. */
  date: string;
  /** Where the eclipsed body stands at the greatest moment (sidereal, Lahiri): 0 Ashwini …, 0 Mesha …. */
  nakshatra: number;
  rashi: number;
  /** Lunar only. */
  contacts: LunarContacts | null;
  umbralMagnitude: number | null;
  penumbralMagnitude: number | null;
};

/** A moment of the eclipse and whether the eclipsed body is above the horizon then. */
export type Contact = { at: number; seen: boolean };

export type Sutak = {
  /** 3 before a lunar eclipse, 4 before a solar one. */
  prahars: 3 | 4;
  start: number;
  /** The one prahar kept by children, the old and the sick. */
  shortStart: number;
  end: number;
};

export type SeenEclipse = {
  eclipse: Eclipse;
  /** Whether any of it (the umbral phase of a lunar eclipse, the penumbral of a penumbral one) is seen here. */
  visible: boolean;
  /**
   * Why it is not: the body below the horizon throughout ("below"), the Moon up only while the
   * penumbra alone dims it ("umbra"), or the Moon's shadow passing the place by ("outside").
   */
  notSeen: "below" | "umbra" | "outside" | null;
  /** The part seen, from the first contact or the body's rising to the last contact or its setting. */
  seen: Span | null;
  /** The body rises already eclipsed (grastodaya) or sets still eclipsed (grastasta): when. */
  risesEclipsed: number | null;
  setsEclipsed: number | null;
  /** The contacts in the place's sky, in their order: lunar P1 U1 U2 greatest U3 U4 P4; solar first, central, greatest, central end, last. */
  contacts: { name: ContactName; at: number; seen: boolean }[];
  /** A solar eclipse's kind and magnitude here; a lunar eclipse's are the same for every place. */
  localKind: EclipseKind;
  magnitude: number;
  /**
   * A solar eclipse whose greatest moment is below the horizon here: the moment its magnitude is
   * given for instead, the sunrise or sunset nearest that greatest moment, when the most of it is seen.
   */
  magnitudeAt?: number;
  /** The fraction of the Sun's disc covered at the greatest moment (solar only; null when that is not seen). */
  obscuration: number | null;
  sutak: Sutak | null;
};

export type ContactName =
  | "penumbralBegin"
  | "umbralBegin"
  | "totalBegin"
  | "greatest"
  | "totalEnd"
  | "umbralEnd"
  | "penumbralEnd"
  | "begin"
  | "centralBegin"
  | "centralEnd"
  | "end";

const minutes = (count: number) => count * MINUTE_MS;

function placeInZodiac(body: EclipseBody, at: number) {
  const longitude = body === "moon" ? moonSidereal(at) : sunSidereal(at);
  return { nakshatra: Math.floor(longitude / (360 / NAKSHATRA_COUNT)) % NAKSHATRA_COUNT, rashi: signOf(longitude) };
}

/** The year's eclipses (by the India date of their greatest moment), in order. */
export function eclipsesOfYear(year: number): Eclipse[] {
  // Half a day either side: an eclipse whose greatest moment is in the year by India's clock.
  const from = Date.UTC(year, 0, 1) - DAY_MS / 2;
  const to = Date.UTC(year + 1, 0, 1) + DAY_MS / 2;
  const inYear = (eclipse: Eclipse) => eclipse.date.startsWith(`${year}-`);
  const lunar = lunarEclipsesBetween(from, to).map((found): Eclipse => {
    const { semiMinutes: semi, peak } = found;
    return {
      body: "moon",
      kind: found.kind,
      greatest: peak,
      date: indiaDateAt(peak),
      ...placeInZodiac("moon", peak),
      contacts: {
        penumbralBegin: peak - minutes(semi.penumbral),
        umbralBegin: semi.partial ? peak - minutes(semi.partial) : null,
        totalBegin: semi.total ? peak - minutes(semi.total) : null,
        greatest: peak,
        totalEnd: semi.total ? peak + minutes(semi.total) : null,
        umbralEnd: semi.partial ? peak + minutes(semi.partial) : null,
        penumbralEnd: peak + minutes(semi.penumbral),
      },
      umbralMagnitude: found.umbralMagnitude,
      penumbralMagnitude: found.penumbralMagnitude,
    };
  });
  const solar = solarEclipsesBetween(from, to).map((found): Eclipse => ({
    body: "sun",
    kind: found.kind,
    greatest: found.peak,
    date: indiaDateAt(found.peak),
    ...placeInZodiac("sun", found.peak),
    contacts: null,
    umbralMagnitude: null,
    penumbralMagnitude: null,
  }));
  return [...lunar, ...solar].filter(inYear).sort((a, b) => a.greatest - b.greatest);
}

/** The spans the Moon is up within a window: its risings and settings there, in order. */
function moonUpSpans(place: Place, from: number, to: number): Span[] {
  const events: { at: number; rises: boolean }[] = [];
  for (const rises of [true, false]) {
    for (let at = from; ;) {
      const found = moonEventBetween(place, rises ? 1 : -1, at, to);
      if (found === null) break;
      events.push({ at: found, rises });
      at = found + MINUTE_MS;
    }
  }
  events.sort((a, b) => a.at - b.at);
  const spans: Span[] = [];
  // Before the first event the Moon is up if that event is a setting.
  let upSince: number | null = events.length === 0 || !events[0].rises ? from : null;
  for (const event of events) {
    if (event.rises) upSince ??= event.at;
    else if (upSince !== null) {
      spans.push({ start: upSince, end: event.at });
      upSince = null;
    }
  }
  if (upSince !== null) spans.push({ start: upSince, end: to });
  return spans;
}

const isUp = (spans: readonly Span[], at: number) => spans.some((span) => at >= span.start && at <= span.end);

/** The part of [start, end] within the spans, from the first moment up to the last. */
function seenPart(spans: readonly Span[], start: number, end: number): Span | null {
  const parts = spans
    .map((span) => ({ start: Math.max(span.start, start), end: Math.min(span.end, end) }))
    .filter((part) => part.start < part.end);
  return parts.length ? { start: parts[0].start, end: parts[parts.length - 1].end } : null;
}

/**
 * The moment `count` prahars before `at` at a place: each day (sunrise to sunset) and each night
 * (sunset to sunrise) is four prahars, so an hour of a short winter day is more of a prahar than
 * an hour of its long night.
 */
export function praharsBefore(place: Place, at: number, count: number): number {
  // The Sun's risings and settings of the two days before, in order.
  const events: number[] = [];
  for (let from = at - 2.5 * DAY_MS; ;) {
    const rise = nextSunEvent(place, 1, from, 3);
    const set = nextSunEvent(place, -1, from, 3);
    const next = Math.min(rise ?? Infinity, set ?? Infinity);
    if (!Number.isFinite(next) || next > at + DAY_MS) break;
    events.push(next);
    from = next + MINUTE_MS;
  }
  let left = count;
  let end = at;
  // Walk back through each day or night from the one `at` falls in.
  let last = events.length - 1;
  while (last >= 0 && events[last] > at) last--;
  for (let index = last; index > 0; index--) {
    const start = events[index];
    const prahar = ((index + 1 < events.length ? events[index + 1] : start + DAY_MS / 2) - start) / 4;
    const inThisPart = (end - start) / prahar;
    if (inThisPart >= left) return end - left * prahar;
    left -= inThisPart;
    end = start;
  }
  throw new Error("The Sun does not rise and set here: prahars cannot be counted");
}

function sutakOf(place: Place, body: EclipseBody, seen: Span): Sutak | null {
  const prahars = body === "sun" ? 4 : 3;
  try {
    return { prahars, start: praharsBefore(place, seen.start, prahars), shortStart: praharsBefore(place, seen.start, 1), end: seen.end };
  } catch {
    // Where the Sun neither rises nor sets (the polar summer or winter) there are no prahars to count.
    return null;
  }
}

function seenLunar(eclipse: Eclipse & { contacts: LunarContacts }, place: Place): SeenEclipse {
  const { contacts } = eclipse;
  const up = moonUpSpans(place, contacts.penumbralBegin - DAY_MS / 2, contacts.penumbralEnd + DAY_MS / 2);
  // What the eye sees is the umbra's bite; a penumbral eclipse's dimming is all it has.
  const phase =
    contacts.umbralBegin !== null && contacts.umbralEnd !== null
      ? { start: contacts.umbralBegin, end: contacts.umbralEnd }
      : { start: contacts.penumbralBegin, end: contacts.penumbralEnd };
  const seen = seenPart(up, phase.start, phase.end);
  const rises = up.find((span) => span.start > phase.start && span.start < phase.end)?.start ?? null;
  const sets = up.find((span) => span.end > phase.start && span.end < phase.end)?.end ?? null;
  const upInPenumbra = seenPart(up, contacts.penumbralBegin, contacts.penumbralEnd) !== null;
  const order: ContactName[] = ["penumbralBegin", "umbralBegin", "totalBegin", "greatest", "totalEnd", "umbralEnd", "penumbralEnd"];
  return {
    eclipse,
    visible: seen !== null,
    notSeen: seen ? null : upInPenumbra && eclipse.kind !== "penumbral" ? "umbra" : "below",
    seen,
    risesEclipsed: rises,
    setsEclipsed: sets,
    contacts: order.flatMap((name) => {
      const at = contacts[name as keyof LunarContacts];
      return at === null ? [] : [{ name, at, seen: isUp(up, at) }];
    }),
    localKind: eclipse.kind,
    magnitude: eclipse.kind === "penumbral" ? eclipse.penumbralMagnitude! : eclipse.umbralMagnitude!,
    obscuration: null,
    sutak: seen && eclipse.kind !== "penumbral" ? sutakOf(place, "moon", seen) : null,
  };
}

/**
 * Whether the Sun is up at a place at any moment within four hours of a solar eclipse's greatest
 * moment: no partial phase lasts longer, so a place where it is not sees none of it, and the
 * costlier search for the eclipse's local circumstances is spared.
 */
function sunUpNear(place: Place, greatest: number): boolean {
  const from = greatest - 4 * HOUR_MS;
  const rise = nextSunEvent(place, 1, from, 1) ?? Infinity;
  const set = nextSunEvent(place, -1, from, 1) ?? Infinity;
  return set < rise || rise < greatest + 4 * HOUR_MS;
}

function seenSolar(eclipse: Eclipse, place: Place): SeenEclipse {
  const sunUp = sunUpNear(place, eclipse.greatest);
  const local: LocalSolarEclipseFound | null = sunUp ? localSolarEclipse(place, eclipse.greatest) : null;
  if (!local) {
    return {
      eclipse,
      visible: false,
      notSeen: sunUp ? "outside" : "below",
      seen: null,
      risesEclipsed: null,
      setsEclipsed: null,
      contacts: [],
      localKind: eclipse.kind,
      magnitude: 0,
      obscuration: 0,
      sutak: null,
    };
  }
  const sunrise = nextSunEvent(place, 1, local.begin.at, 1);
  const sunset = nextSunEvent(place, -1, local.begin.at, 1);
  const risesEclipsed = sunrise !== null && sunrise < local.end.at ? sunrise : null;
  const setsEclipsed = sunset !== null && sunset < local.end.at ? sunset : null;
  const seen = { start: risesEclipsed ?? local.begin.at, end: setsEclipsed ?? local.end.at };
  const peakSeen = local.peak.at >= seen.start && local.peak.at <= seen.end;
  const nearestSeen = local.peak.at < seen.start ? seen.start : seen.end;
  const named: [ContactName, (typeof local)["begin"] | null][] = [
    ["begin", local.begin],
    ["centralBegin", local.centralBegin],
    ["greatest", local.peak],
    ["centralEnd", local.centralEnd],
    ["end", local.end],
  ];
  return {
    eclipse,
    visible: true,
    notSeen: null,
    seen,
    risesEclipsed,
    setsEclipsed,
    contacts: named.flatMap(([name, event]) =>
      event ? [{ name, at: event.at, seen: event.at >= seen.start && event.at <= seen.end }] : [],
    ),
    localKind: local.kind,
    ...(peakSeen
      ? { magnitude: local.magnitude, obscuration: local.obscuration }
      : { magnitude: solarMagnitudeSeen(place, nearestSeen), magnitudeAt: nearestSeen, obscuration: null }),
    sutak: sutakOf(place, "sun", seen),
  };
}

/** An eclipse as a place sees it, with its sutak where it is seen. */
export function seenEclipse(eclipse: Eclipse, place: Place): SeenEclipse {
  return eclipse.contacts ? seenLunar(eclipse as Eclipse & { contacts: LunarContacts }, place) : seenSolar(eclipse, place);
}

/** A year's eclipses as a place sees them. */
export function grahanYear(year: number, place: Place): SeenEclipse[] {
  return eclipsesOfYear(year).map((eclipse) => seenEclipse(eclipse, place));
}

/** Whether an eclipse touches an India date, its sutak included: the days a calendar shows it on. */
export function eclipseTouchesDate(seen: SeenEclipse, isoDate: string): boolean {
  const start = seen.sutak?.start ?? seen.eclipse.contacts?.penumbralBegin ?? seen.seen?.start ?? seen.eclipse.greatest;
  const end = seen.sutak?.end ?? seen.eclipse.contacts?.penumbralEnd ?? seen.seen?.end ?? seen.eclipse.greatest;
  return indiaDateAt(start) <= isoDate && isoDate <= indiaDateAt(end);
}

/**
 * The spans an eclipse seen at a place closes to ceremonies in a year: the Hindu days (sunrise to
 * sunrise) from the one its sutak begins in to the sunrise after it ends, the day of the bath and
 * the cleansing. The eclipses of the years'
 * edges are counted where their span reaches into the year.
 */
export function eclipseDays(year: number, place: Place): (Span & { eclipse: { body: EclipseBody; date: string } })[] {
  const near = [
    ...eclipsesOfYear(year - 1).filter((eclipse) => eclipse.date >= `${year - 1}-12-30`),
    ...eclipsesOfYear(year),
    ...eclipsesOfYear(year + 1).filter((eclipse) => eclipse.date <= `${year + 1}-01-02`),
  ];
  return near.flatMap((eclipse) => {
    const { sutak } = seenEclipse(eclipse, place);
    if (!sutak) return [];
    // The Hindu days it touches, sunrise to sunrise: the day its sutak begins, to the sunrise after it ends.
    let start = nextSunEvent(place, 1, sutak.start - 1.2 * DAY_MS, 2) ?? sutak.start;
    for (
      let next = nextSunEvent(place, 1, start + HOUR_MS, 2);
      next !== null && next <= sutak.start;
      next = nextSunEvent(place, 1, next + HOUR_MS, 2)
    )
      start = next;
    const end = nextSunEvent(place, 1, sutak.end, 2) ?? sutak.end + DAY_MS / 2;
    return [{ start, end, eclipse: { body: eclipse.body, date: eclipse.date } }];
  });
}
