// The panchang of one day at one place, by the rules the published Indian almanacs use: the
// day runs from sunrise to the next sunrise, and what "holds" for the day is what holds at its
// sunrise. Names are indices here; the words (English and Hindi) live in the locale files.
import { DAY_MS, indiaMidnight, weekdayOf } from "~/clock/india-clock";

import { NAKSHATRA_DEGREES, type Span, SYNODIC_MONTH_DAYS } from "./measures";
import {
  type Bhadra,
  bhadraSpans,
  durMuhurtam,
  moonSignChange,
  nakshatraPeriods,
  type NakshatraSpan,
  nakshatraStart,
  panchakSpan,
} from "./panchang-periods";
import {
  elongation,
  moonEventBetween,
  moonSidereal,
  nextSunEvent,
  type Place,
  sunMoonSum,
  sunSidereal,
  whenAngleLastReached,
  whenAngleReaches,
} from "./sky";
import { karanaOfHalf, KARANAS, NAKSHATRA_COUNT, padaOf, signOf, TITHI_COUNT, YOGA_COUNT } from "./zodiac";

/** One of a sequence (tithi, nakshatra, yoga, karana) and when it ends. */
export type Period = { index: number; end: number };

export type Panchang = {
  date: string;
  /** 0 Sunday … 6 Saturday: the weekday of the sunrise. */
  vara: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
  moonrise: number | null;
  moonset: number | null;
  /** The tithi at sunrise (0 Shukla Pratipada … 14 Purnima, 15 Krishna Pratipada … 29 Amavasya) and the one after. */
  tithis: [Period, Period];
  /** The nakshatra at sunrise (0 Ashwini … 26 Revati) with its pada (1–4), and the one after. */
  nakshatras: [Period & { pada: number }, Period];
  /** The yoga at sunrise (0 Vishkambha … 26 Vaidhriti) and the one after. */
  yogas: [Period, Period];
  /** The karanas from sunrise to the next sunrise (index into KARANA order, 0 Bava … 10 Kimstughna). */
  karanas: Period[];
  month: LunarMonth;
  samvat: { vikram: number; shaka: number };
  /** 0 Vasant … 5 Shishir. */
  ritu: number;
  ayana: "uttarayana" | "dakshinayana";
  /** Sidereal signs, 0 Mesha … 11 Meena. */
  sunSign: number;
  moonSign: number;
  rahuKaal: Span;
  yamaganda: Span;
  gulikaKaal: Span;
  /** None on Wednesdays, as the published panchangs print it. */
  abhijit: Span | null;
  brahmaMuhurta: Span;
  /** Auspicious: four ghatis of each nakshatra, those beginning in the day (none, one or two). */
  amritKalam: Span[];
  /** Inauspicious: the nakshatras' four ghatis of tyajya beginning in the day (none, one or two). */
  varjyam: Span[];
  /** The weekday's inauspicious muhurtas. */
  durMuhurtam: Span[];
  /** The Vishti karana's spans that touch the day, with where Bhadra dwells; they may begin before sunrise or end after the next. */
  bhadra: Bhadra[];
  /** The Panchak touching the day, with its own start and end, or null. */
  panchak: Span | null;
  /** The Moon's entry into its next sign before the next sunrise, or null. */
  moonSignChange: { sign: number; at: number } | null;
};

/** 0 Chaitra … 11 Phalguna. */
export type LunarMonth = { amanta: number; purnimanta: number; adhik: boolean };

export function tithiAt(ms: number): number {
  return Math.floor(elongation(ms) / 12);
}

export function nakshatraAt(ms: number): number {
  return Math.floor(moonSidereal(ms) / NAKSHATRA_DEGREES);
}

/** When the tithi running at `ms` ends. Tithis last at most about 26¾ hours. */
export function tithiEnd(ms: number): number {
  const next = (tithiAt(ms) + 1) * 12;
  return mustFind(whenAngleReaches(elongation, next % 360, ms, 1.3), "tithi end");
}

/** When the nakshatra running at `ms` ends. */
export function nakshatraEnd(ms: number): number {
  const next = (nakshatraAt(ms) + 1) * NAKSHATRA_DEGREES;
  return mustFind(whenAngleReaches(moonSidereal, next % 360, ms, 1.3), "nakshatra end");
}

function yogaEnd(ms: number): number {
  const yoga = Math.floor(sunMoonSum(ms) / NAKSHATRA_DEGREES);
  return mustFind(whenAngleReaches(sunMoonSum, ((yoga + 1) * NAKSHATRA_DEGREES) % 360, ms, 1.3), "yoga end");
}

function karanaEnd(ms: number): number {
  const half = Math.floor(elongation(ms) / 6);
  return mustFind(whenAngleReaches(elongation, ((half + 1) * 6) % 360, ms, 0.7), "karana end");
}

function mustFind(value: number | null, what: string): number {
  if (value === null) throw new Error(`The ${what} was not found`);
  return value;
}

/** The new moon at or before `ms` (the start of its amanta month). */
export function newMoonBefore(ms: number): number {
  const estimate = ms - (elongation(ms) / 360) * SYNODIC_MONTH_DAYS * DAY_MS;
  return mustFind(whenAngleLastReached(elongation, 0, Math.min(ms, estimate + 2 * DAY_MS), 4), "new moon");
}

/** The first new moon after `ms`. */
export function newMoonAfter(ms: number): number {
  const estimate = ms + ((360 - elongation(ms)) / 360) * SYNODIC_MONTH_DAYS * DAY_MS;
  return mustFind(whenAngleReaches(elongation, 0, Math.max(ms, estimate - 2 * DAY_MS), 4), "new moon");
}

/**
 * The lunar month holding an instant. An amanta month (new moon to new moon) takes the name of
 * the sign the Sun enters during it: the month whose new moon finds the Sun in Meena is Chaitra.
 * A month in which the Sun enters no sign is adhik, named after the month that follows it. The
 * purnimanta month ends at the full moon, so its dark half belongs to the next month's name;
 * an adhik month keeps its name in both reckonings.
 */
export function lunarMonthAt(ms: number): LunarMonth {
  const start = newMoonBefore(ms);
  const end = newMoonAfter(start + DAY_MS);
  const signAtStart = signOf(sunSidereal(start));
  const signAtEnd = signOf(sunSidereal(end));
  const amanta = (signAtStart + 1) % 12;
  const adhik = signAtStart === signAtEnd;
  const darkHalf = tithiAt(ms) >= 15;
  return { amanta, adhik, purnimanta: darkHalf && !adhik ? (amanta + 1) % 12 : amanta };
}

/**
 * Shaka and Vikram years: both turn at Chaitra Shukla Pratipada (the northern reckoning), so
 * the months from Pausha to Phalguna that fall early in a Gregorian year still count the last.
 */
export function samvatOf(isoDate: string, month: LunarMonth): { vikram: number; shaka: number } {
  const year = Number(isoDate.slice(0, 4));
  const gregorianMonth = Number(isoDate.slice(5, 7));
  const lastYear = gregorianMonth <= 4 && month.amanta >= 9;
  const shaka = year - 78 - (lastYear ? 1 : 0);
  return { shaka, vikram: shaka + 135 };
}

// The eighth of the daytime each weekday gives to Rahu, Yamaganda and Gulika (0 = first).
const RAHU_PART = [7, 1, 6, 4, 5, 3, 2];
const YAMAGANDA_PART = [4, 3, 2, 1, 0, 6, 5];
const GULIKA_PART = [6, 5, 4, 3, 2, 1, 0];

function eighth(sunrise: number, sunset: number, part: number): Span {
  const length = (sunset - sunrise) / 8;
  return { start: sunrise + part * length, end: sunrise + (part + 1) * length };
}

/** The daytime's three inauspicious eighths, which need nothing but the day's sunrise, sunset and weekday. */
export function sunCautions(day: Pick<SunDay, "vara" | "sunrise" | "sunset">): Record<"rahuKaal" | "yamaganda" | "gulikaKaal", Span> {
  const { vara, sunrise, sunset } = day;
  return {
    rahuKaal: eighth(sunrise, sunset, RAHU_PART[vara]),
    yamaganda: eighth(sunrise, sunset, YAMAGANDA_PART[vara]),
    gulikaKaal: eighth(sunrise, sunset, GULIKA_PART[vara]),
  };
}

/** A sequence's periods from `startMs` until `untilMs`, each with its end. */
function periodsUntil(at: (ms: number) => number, end: (ms: number) => number, startMs: number, untilMs: number): Period[] {
  const periods: Period[] = [];
  let ms = startMs;
  do {
    const index = at(ms);
    const ends = end(ms);
    periods.push({ index, end: ends });
    ms = ends + 1000;
  } while (ms < untilMs && periods.length < 6);
  return periods;
}

/** The panchang day's frame: its sunrise, sunset and the next sunrise, and its weekday. */
export type SunDay = { date: string; vara: number; sunrise: number; sunset: number; nextSunrise: number };

/** The sunrise, sunset and next sunrise of an India date at a place: the day the muhurtas divide. */
export function sunDayOf(place: Place, isoDate: string): SunDay {
  const sunrise = mustFind(nextSunEvent(place, 1, indiaMidnight(isoDate)), "sunrise");
  const sunset = mustFind(nextSunEvent(place, -1, sunrise), "sunset");
  const nextSunrise = mustFind(nextSunEvent(place, 1, sunset), "next sunrise");
  return { date: isoDate, vara: weekdayOf(isoDate), sunrise, sunset, nextSunrise };
}

/** The panchang of an India date at a place. */
export function computePanchang(place: Place, isoDate: string): Panchang {
  const midnight = indiaMidnight(isoDate);
  const { sunrise, sunset, nextSunrise } = sunDayOf(place, isoDate);
  const lastSunset = mustFind(nextSunEvent(place, -1, sunrise - DAY_MS), "last sunset");

  const tithi = tithiAt(sunrise);
  const tithiEnds = tithiEnd(sunrise);
  const nakshatraLongitude = moonSidereal(sunrise);
  const nakshatraEnds = nakshatraEnd(sunrise);
  const yoga = Math.floor(sunMoonSum(sunrise) / NAKSHATRA_DEGREES);
  const yogaEnds = yogaEnd(sunrise);

  // The nakshatras touching the day: the one at sunrise, the next, and rarely a third.
  const nextNakshatraEnds = nakshatraEnd(nakshatraEnds + 1000);
  const sunriseNakshatra = Math.floor(nakshatraLongitude / NAKSHATRA_DEGREES);
  const nakshatraSpans: NakshatraSpan[] = [
    { index: sunriseNakshatra, start: nakshatraStart(sunriseNakshatra, sunrise), end: nakshatraEnds },
    { index: (sunriseNakshatra + 1) % NAKSHATRA_COUNT, start: nakshatraEnds, end: nextNakshatraEnds },
  ];
  if (nextNakshatraEnds < nextSunrise) {
    nakshatraSpans.push({
      index: (sunriseNakshatra + 2) % NAKSHATRA_COUNT,
      start: nextNakshatraEnds,
      end: nakshatraEnd(nextNakshatraEnds + 1000),
    });
  }
  const { varjyam, amritKalam } = nakshatraPeriods(nakshatraSpans, sunrise, nextSunrise);

  const karanas = periodsUntil((ms) => karanaOfHalf(Math.floor(elongation(ms) / 6)), karanaEnd, sunrise, nextSunrise);

  const month = lunarMonthAt(sunrise);
  const vara = weekdayOf(isoDate);
  const sunLongitude = sunSidereal(sunrise);
  const day = sunset - sunrise;
  const nightMuhurta = (sunrise - lastSunset) / 15;

  return {
    date: isoDate,
    vara,
    sunrise,
    sunset,
    nextSunrise,
    moonrise: moonEventBetween(place, 1, midnight, midnight + DAY_MS),
    moonset: moonEventBetween(place, -1, midnight, midnight + DAY_MS),
    tithis: [
      { index: tithi, end: tithiEnds },
      { index: (tithi + 1) % TITHI_COUNT, end: tithiEnd(tithiEnds + 1000) },
    ],
    nakshatras: [
      { index: sunriseNakshatra, pada: padaOf(nakshatraLongitude), end: nakshatraEnds },
      { index: (sunriseNakshatra + 1) % NAKSHATRA_COUNT, end: nextNakshatraEnds },
    ],
    yogas: [
      { index: yoga, end: yogaEnds },
      { index: (yoga + 1) % YOGA_COUNT, end: yogaEnd(yogaEnds + 1000) },
    ],
    karanas,
    month,
    samvat: samvatOf(isoDate, month),
    ritu: Math.floor(month.amanta / 2),
    // The Sun's northward half-year runs from its entry into sidereal Makara to its entry
    // into Karka, as Makar Sankranti marks it.
    ayana: signOf(sunLongitude) >= 9 || signOf(sunLongitude) <= 2 ? "uttarayana" : "dakshinayana",
    sunSign: signOf(sunLongitude),
    moonSign: signOf(nakshatraLongitude),
    ...sunCautions({ vara, sunrise, sunset }),
    // The eighth of the fifteen muhurtas of daytime, centred on local noon.
    abhijit: vara === 3 ? null : { start: sunrise + (7 * day) / 15, end: sunrise + (8 * day) / 15 },
    // The fourteenth of the night's fifteen muhurtas: two muhurtas before sunrise.
    brahmaMuhurta: { start: sunrise - 2 * nightMuhurta, end: sunrise - nightMuhurta },
    amritKalam,
    varjyam,
    durMuhurtam: durMuhurtam(vara, sunrise, sunset, nextSunrise),
    bhadra: bhadraSpans(karanas, sunrise, KARANAS.indexOf("vishti")),
    panchak: panchakSpan(nakshatraLongitude, sunrise, nextSunrise),
    moonSignChange: moonSignChange(nakshatraLongitude, sunrise, nextSunrise),
  };
}
