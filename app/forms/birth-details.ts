import { z } from "zod";

import { BIRTH_CLOCKS, type BirthClock } from "~/domain/birth-clock";
import { PLACE_QUERY_MAX } from "~/domain/birth-places";
import { parseFormDate } from "~/domain/india-date";
import { otherPlaceLine, parseDegrees, parseTimeZone } from "~/domain/other-place";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import type { Words, WordsUnder } from "~/domain/words";

import { TEXT_LIMITS, textRules } from "./text-input";
import { postedString } from "./validation";

// The birth details of the kundli form and of each person of the milan form. Field names are a
// contract for people who automate: name, date (YYYY-MM-DD), time (HH:MM, 24 hours), place, the
// optional clock, and time_unknown ("on" when the time of birth is not known, as a ticked box
// posts it; the time is then not read); for a place the search does not hold, latitude and
// longitude (degrees, north and east positive) and zone (a tz database name such as
// Asia/Kolkata) instead of the place; the milan's carry a `boy_` or `girl_` prefix.

/** The fields of a place not in the list: given together, they stand for the place. */
export const OTHER_PLACE_FIELDS = ["latitude", "longitude", "zone"] as const;
type OtherPlaceField = (typeof OTHER_PLACE_FIELDS)[number];

export const BIRTH_FIELDS = ["name", "date", "time", "time_unknown", "place", ...OTHER_PLACE_FIELDS, "clock"] as const;
export type BirthField = (typeof BIRTH_FIELDS)[number];
export const MILAN_PEOPLE = ["boy", "girl"] as const;
export type MilanPerson = (typeof MILAN_PEOPLE)[number];

/** A field's posted name: `place`, or `boy_place` on the milan form. */
export const birthFieldName = (field: BirthField, person?: MilanPerson) => (person ? `${person}_${field}` : field);

/** The choice a place button posts, beside the typed place: `place_choice`, `boy_place_choice`. */

/** `time` is null when the time of birth is not known. */
export type BirthDetails = { name: string; date: string; time: string | null; place: string; clock: BirthClock | null };

const trimmed = postedString.transform((value) => value.trim());

/** "7:05", "07:05" or "07:05:00" (what some time inputs send) as "07:05"; null when not a time. */
export function parseFormTime(value: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, "0")}:${match[2]}` : null;
}

function birthDetailsShape(t: Words) {
  const m = (key: WordsUnder<"kundli:messages.">) => t(`kundli:messages.${key}`);
  return {
    name: trimmed.superRefine(textRules(t("kundli:form.name"), TEXT_LIMITS.personName, { t })),
    date: trimmed
      .superRefine((value, ctx) => {
        if (!value) return ctx.addIssue({ code: "custom", message: m("dateRequired") });
        const iso = parseFormDate(value);
        const year = iso ? Number(iso.slice(0, 4)) : NaN;
        if (!iso || year < PANCHANG_FIRST_YEAR || year > PANCHANG_LAST_YEAR) ctx.addIssue({ code: "custom", message: m("dateOutOfRange") });
      })
      .transform((value) => parseFormDate(value) ?? value),
    // Read with the box beside it (withBirthTimes): required and a clock time unless the box is ticked.
    time: trimmed,
    time_unknown: postedString.transform((value) => value === "on"),
    // Required unless an other place is given (withBirthTimes reads the two together).
    place: trimmed.superRefine((value, ctx) => {
      if (value) textRules(t("kundli:form.place"), PLACE_QUERY_MAX, { t })(value, ctx);
    }),
    latitude: trimmed,
    longitude: trimmed,
    zone: trimmed,
    clock: trimmed
      .superRefine((value, ctx) => {
        if (value && !(BIRTH_CLOCKS as readonly string[]).includes(value)) ctx.addIssue({ code: "custom", message: m("clockInvalid") });
      })
      .transform((value) => (value ? (value as BirthClock) : null)),
  };
}

/**
 * A person's place: the one typed, or the other place its latitude, longitude and zone give (all
 * three then, each checked), written as the line the search reads back; an issue beside each
 * field that is wrong.
 */
function placeOf(t: Words, values: Record<string, unknown>, person: MilanPerson | undefined, ctx: z.RefinementCtx): string | null {
  const text = (field: BirthField) => {
    const posted = values[birthFieldName(field, person)];
    return typeof posted === "string" ? posted.trim() : "";
  };
  const issue = (field: BirthField, key: WordsUnder<"kundli:messages.">) =>
    ctx.addIssue({ code: "custom", path: [birthFieldName(field, person)], message: t(`kundli:messages.${key}`) });
  if (OTHER_PLACE_FIELDS.every((field) => !text(field))) {
    if (!text("place")) issue("place", "placeRequired");
    return text("place") || null;
  }
  const latitude = parseDegrees(text("latitude"), 90);
  const longitude = parseDegrees(text("longitude"), 180);
  const timeZone = parseTimeZone(text("zone"));
  if (latitude === null) issue("latitude", "latitudeInvalid");
  if (longitude === null) issue("longitude", "longitudeInvalid");
  if (timeZone === null) issue("zone", "zoneInvalid");
  return latitude === null || longitude === null || timeZone === null ? null : otherPlaceLine({ latitude, longitude, timeZone });
}

/**
 * `schema` with each person's time read beside its box: a time not known is null, whatever the
 * time field holds; otherwise the time is required and read as a clock time. Each person's place
 * is the one typed or the other place given (placeOf). The fields are checked all at once, so a
 * wrong time is told beside the other fields' messages, not after them.
 */
function withBirthTimes<Output>(t: Words, schema: z.ZodTypeAny, people: readonly (MilanPerson | undefined)[]) {
  return z.record(z.unknown()).transform((values, ctx): Output => {
    const result = schema.safeParse(values);
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    const times: Record<string, string | null> = {};
    const places: Record<string, string> = {};
    for (const person of people) {
      const place = placeOf(t, values, person, ctx);
      if (place !== null) places[birthFieldName("place", person)] = place;
      const name = birthFieldName("time", person);
      const posted = values[name];
      const raw = typeof posted === "string" ? posted.trim() : "";
      if (values[birthFieldName("time_unknown", person)] === "on") times[name] = null;
      else if (!raw) ctx.addIssue({ code: "custom", path: [name], message: t("kundli:messages.timeRequired") });
      else if (!parseFormTime(raw)) ctx.addIssue({ code: "custom", path: [name], message: t("kundli:messages.timeInvalid") });
      else times[name] = parseFormTime(raw);
    }
    if (!result.success || Object.keys(times).length < people.length || Object.keys(places).length < people.length) return z.NEVER;
    const data: Record<string, unknown> = { ...(result.data as Record<string, unknown>), ...times, ...places };
    for (const person of people)
      for (const field of ["time_unknown", ...OTHER_PLACE_FIELDS] as const) delete data[birthFieldName(field, person)];
    return data as Output;
  });
}

/** The kundli form: one birth. */
export function kundliSchema(t: Words) {
  return withBirthTimes<BirthDetails>(t, z.object(birthDetailsShape(t)), [undefined]);
}

type PersonField = Exclude<BirthField, "time_unknown" | OtherPlaceField>;
/** The milan form's data: each person's details, every field named with its person. */
export type MilanDetails = { [F in PersonField as `${MilanPerson}_${F}`]: BirthDetails[F] };

/** The milan form: the boy's birth and the girl's, each field prefixed with its person. */
export function milanSchema(t: Words) {
  const shape = birthDetailsShape(t);
  const prefixed = (person: MilanPerson) =>
    Object.fromEntries(BIRTH_FIELDS.map((field) => [birthFieldName(field, person), shape[field]])) as {
      [F in BirthField as `${MilanPerson}_${F}`]: (typeof shape)[F];
    };
  return withBirthTimes<MilanDetails>(t, z.object({ ...prefixed("boy"), ...prefixed("girl") }), MILAN_PEOPLE);
}

/** One person's details out of the milan form's data. */
export function personDetails(data: Record<string, unknown>, person: MilanPerson): BirthDetails {
  const fields = BIRTH_FIELDS.filter(
    (field): field is PersonField => field !== "time_unknown" && !OTHER_PLACE_FIELDS.includes(field as OtherPlaceField),
  );
  return Object.fromEntries(fields.map((field) => [field, data[birthFieldName(field, person)]])) as BirthDetails;
}
