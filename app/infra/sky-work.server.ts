import {
  type ComputedFestival,
  computeFestivalYear,
  computePanchang,
  type Eclipse,
  eclipsesOfYear,
  type GocharYear,
  gocharYear,
  type Graha,
  grahanYear,
  type HinduMonth,
  hinduMonth,
  type MuhuratKind,
  type MuhuratYear,
  muhuratYear,
  type Panchang,
  type Place,
  type SeenEclipse,
  seenEclipse,
  type SunDay,
  sunDayOf,
} from "~/jyotish";

// The sky pool's entry (built to build/sky-work.server.js, run by sky-worker.server.ts on threads
// of their own): the reckonings that search the sky for a page (a festival year, a ceremony's
// muhurat year, a city's Hindu month, a city's day), tens to hundreds of milliseconds each, which
// must never hold up the thread answering requests. Each takes and gives plain data: what crosses
// between threads is copied (structured clone), so no class instance or function may be in it.

export type MuhuratYearTask = { kind: MuhuratKind; year: number; place: Place };
export type HinduMonthTask = { place: Place; year: number; month: number };
export type CityDayTask = { place: Place; date: string };

export function festivalYear(year: number): ComputedFestival[] {
  return computeFestivalYear(year);
}

export function muhuratYearAt({ kind, year, place }: MuhuratYearTask): MuhuratYear {
  return muhuratYear(kind, year, place);
}

export function hinduMonthAt({ place, year, month }: HinduMonthTask): HinduMonth {
  return hinduMonth(place, year, month);
}

export function panchangAt({ place, date }: CityDayTask): Panchang {
  return computePanchang(place, date);
}

export function sunDayAt({ place, date }: CityDayTask): SunDay {
  return sunDayOf(place, date);
}

export type GrahanYearTask = { year: number; place: Place };
export type LookoutsTask = { year: number; places: Place[] };

export function grahanYearAt({ year, place }: GrahanYearTask): SeenEclipse[] {
  return grahanYear(year, place);
}

/** Each of the year's eclipses as each of the places sees it: whether, and from when to when. */
export function lookoutsAt({ year, places }: LookoutsTask): { eclipse: Eclipse; seen: SeenEclipse["seen"][] }[] {
  return eclipsesOfYear(year).map((eclipse) => ({ eclipse, seen: places.map((place) => seenEclipse(eclipse, place).seen) }));
}

export type GocharYearTask = { graha: Graha; year: number };

export function gocharYearAt({ graha, year }: GocharYearTask): GocharYear {
  return gocharYear(graha, year);
}
