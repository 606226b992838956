import { type BirthClock, birthMoment, clockApplies, clocksFor, defaultClock } from "~/domain/birth-clock";
import type { BirthPlace } from "~/domain/birth-places";
import { computeKundli, type Kundli } from "~/domain/kundli";
import type { BirthDetails } from "~/domain/kundli-form";
import { findBirthPlace } from "~/services/birth-places.server";

/** A birth as the chart was made from it: the place found, the clock and the instant. */
export type ResolvedBirth = {
  name: string;
  date: string;
  time: string;
  place: Pick<BirthPlace, "label" | "latitude" | "longitude" | "timeZone" | "countryCode">;
  clock: BirthClock;
  /** The clocks that could apply at that place and day, the default first. */
  clocks: BirthClock[];
  offsetMs: number;
  instant: number;
};

/** Why a birth could not be read: the field it is beside, and the places to choose from. */
export type BirthProblem = {
  field: "place" | "clock";
  message: "placeUnknown" | "placeAmbiguous" | "clockNotApplicable";
  choices: string[];
};

/** The place and clock of typed birth details, and the instant they name. */
export async function resolveBirth(details: BirthDetails): Promise<ResolvedBirth | BirthProblem> {
  const found = await findBirthPlace(details.place);
  if (found.kind === "none") return { field: "place", message: "placeUnknown", choices: [] };
  if (found.kind === "choice") return { field: "place", message: "placeAmbiguous", choices: found.places.map((place) => place.label) };
  const { place } = found;
  if (details.clock && !clockApplies(details.clock, place, details.date))
    return { field: "clock", message: "clockNotApplicable", choices: [] };
  const clock = details.clock ?? defaultClock(place, details.date);
  const moment = birthMoment(details.date, details.time, place, clock);
  return {
    name: details.name,
    date: details.date,
    time: details.time,
    place: {
      label: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.timeZone,
      countryCode: place.countryCode,
    },
    clock,
    clocks: clocksFor(place, details.date),
    offsetMs: moment.offsetMs,
    instant: moment.instant,
  };
}

export function isBirthProblem(value: ResolvedBirth | BirthProblem): value is BirthProblem {
  return "field" in value;
}

/** A birth's kundli as of `now`. */
export function kundliOf(birth: ResolvedBirth, now: Date): Kundli {
  return computeKundli(birth.place, birth.instant, now.getTime());
}
