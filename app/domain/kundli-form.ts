import { z } from "zod";

import { BIRTH_CLOCKS, type BirthClock } from "./birth-clock";
import { PLACE_QUERY_MAX } from "./birth-places";
import { postedString } from "./forms";
import { parseFormDate } from "./india-date";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "./panchang-cities";
import { TEXT_LIMITS, textRules } from "./text-input";
import type { Words } from "./words";

// The birth details of the kundli form and of each person of the milan form. Field names are a
// contract for people who automate: name, date (YYYY-MM-DD), time (HH:MM, 24 hours), place, and
// the optional clock; the milan's carry a `boy_` or `girl_` prefix.

export const BIRTH_FIELDS = ["name", "date", "time", "place", "clock"] as const;
export type BirthField = (typeof BIRTH_FIELDS)[number];
export const MILAN_PEOPLE = ["boy", "girl"] as const;
export type MilanPerson = (typeof MILAN_PEOPLE)[number];

/** A field's posted name: `place`, or `boy_place` on the milan form. */
export const birthFieldName = (field: BirthField, person?: MilanPerson) => (person ? `${person}_${field}` : field);

/** The choice a place button posts, beside the typed place: `place_choice`, `boy_place_choice`. */
export const placeChoiceName = (person?: MilanPerson) => `${birthFieldName("place", person)}_choice`;

export type BirthDetails = { name: string; date: string; time: string; place: string; clock: BirthClock | null };

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
  const m = (key: string) => t(`kundli:messages.${key}`);
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
    time: trimmed
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: "custom", message: m("timeRequired") });
        else if (!parseFormTime(value)) ctx.addIssue({ code: "custom", message: m("timeInvalid") });
      })
      .transform((value) => parseFormTime(value) ?? value),
    place: trimmed.superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: "custom", message: m("placeRequired") });
      else textRules(t("kundli:form.place"), PLACE_QUERY_MAX, { t })(value, ctx);
    }),
    clock: trimmed
      .superRefine((value, ctx) => {
        if (value && !(BIRTH_CLOCKS as readonly string[]).includes(value)) ctx.addIssue({ code: "custom", message: m("clockInvalid") });
      })
      .transform((value) => (value ? (value as BirthClock) : null)),
  };
}

/** The kundli form: one birth. */
export function kundliSchema(t: Words) {
  return z.object(birthDetailsShape(t));
}

/** The milan form: the boy's birth and the girl's, each field prefixed with its person. */
export function milanSchema(t: Words) {
  const shape = birthDetailsShape(t);
  const prefixed = (person: MilanPerson) =>
    Object.fromEntries(BIRTH_FIELDS.map((field) => [birthFieldName(field, person), shape[field]])) as {
      [F in BirthField as `${MilanPerson}_${F}`]: (typeof shape)[F];
    };
  return z.object({ ...prefixed("boy"), ...prefixed("girl") });
}

/** One person's details out of the milan form's data. */
export function personDetails(data: Record<string, unknown>, person: MilanPerson): BirthDetails {
  return Object.fromEntries(BIRTH_FIELDS.map((field) => [field, data[birthFieldName(field, person)]])) as BirthDetails;
}
