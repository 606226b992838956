import { z } from "zod";

import { DAY_MS } from "~/jyotish/measures";

import { plainText, postedText } from "./admin-text";
import { unlessDeleting, zodValidator } from "./forms";
import { parseFormDate } from "./india-date";
import { indianNumber } from "./indian-number";
import { FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR } from "./yearly-horoscope";

// The admin festival screen: add, edit and remove the calendar's festivals. Plain
// text only; the cards print it as text. The Hindi name, description, regions and date note are optional:
// the Hindi calendar shows the English words where one is left empty (decision 075).

export const FESTIVAL_LIMITS = {
  name: 80,
  description: 600,
  regions: 120,
  source: 200,
  dateNote: 300,
  /** the longest festival we know runs about six weeks (Kumbh Mela) */
  days: 60,
} as const;

export const festivalAdminMessages = {
  added: (name: string) => `${name} added.`,
  updated: (name: string) => `${name} updated.`,
  deleted: (name: string) => `${name} deleted.`,
  addFailed: "Failed to add the festival. Please try again.",
  updateFailed: "Failed to update the festival. Please try again.",
  deleteFailed: "Failed to delete the festival. Please try again.",
  missing: "That festival no longer exists.",
  fixFields: "Nothing was saved: please correct the fields marked below.",
  required: (label: string) => `Please fill in ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${indianNumber(max)} characters.`,
  unprintable: (label: string) => `${label} contains characters that cannot be used.`,
  invalidDate: "Please enter a real date, for example 2027-10-29 or 29/10/2027.",
  outOfRange: `Please enter a date from ${FIRST_CONTENT_YEAR} to ${LAST_CONTENT_YEAR}.`,
  endBeforeStart: "The last day cannot be before the first day.",
  tooLongFestival: `A festival can run at most ${FESTIVAL_LIMITS.days} days.`,
  unknownPicture: "Please choose one of the pictures listed.",
  yearInvalid: `Please enter a year from ${FIRST_CONTENT_YEAR} to ${LAST_CONTENT_YEAR}: the current year is shown.`,
  acceptedYear: (count: number, year: number) =>
    `The computed calendar of ${year} is now the site's: ${count} festivals added. Edit or delete any of them below.`,
  acceptRefused: "This year already has festivals of its own: add the computed ones one at a time.",
  computedMissing: "That computed festival is not in this year's calendar.",
  acceptFailed: "Failed to accept the computed calendar. Please try again.",
} as const;

const m = festivalAdminMessages;

export const FESTIVAL_FIELD_LABELS = {
  name: "Name",
  nameHi: "Name (Hindi)",
  date: "First day",
  endDate: "Last day",
  description: "Description",
  descriptionHi: "Description (Hindi)",
  regions: "Region or tradition",
  regionsHi: "Region or tradition (Hindi)",
  image: "Picture",
  source: "Source of the date",
  dateNote: "Date note",
  dateNoteHi: "Date note (Hindi)",
} as const;

export type FestivalInput = {
  name: string;
  nameHi: string | null;
  date: string;
  endDate: string | null;
  description: string;
  descriptionHi: string | null;
  regions: string | null;
  regionsHi: string | null;
  image: string;
  source: string;
  dateNote: string | null;
  dateNoteHi: string | null;
};

/** What the form's fields hold, all text. */
export type FestivalFormValues = Record<keyof typeof FESTIVAL_FIELD_LABELS, string>;

/** A stored festival as the edit form's starting values. */
export function festivalFormValues(festival: FestivalInput): FestivalFormValues {
  return {
    name: festival.name,
    nameHi: festival.nameHi ?? "",
    date: festival.date,
    endDate: festival.endDate ?? "",
    description: festival.description,
    descriptionHi: festival.descriptionHi ?? "",
    regions: festival.regions ?? "",
    regionsHi: festival.regionsHi ?? "",
    image: festival.image,
    source: festival.source,
    dateNote: festival.dateNote ?? "",
    dateNoteHi: festival.dateNoteHi ?? "",
  };
}

const posted = postedText;

function text(label: string, max: number, options: { multiline?: boolean; optional?: boolean } = {}) {
  return plainText(m, label, max, options);
}

function day(label: string, optional = false) {
  return posted.superRefine((value, ctx) => {
    if (!value) {
      if (!optional) ctx.addIssue({ code: "custom", message: m.required(label) });
      return;
    }
    const iso = parseFormDate(value);
    if (!iso) ctx.addIssue({ code: "custom", message: m.invalidDate });
    else if (Number(iso.slice(0, 4)) < FIRST_CONTENT_YEAR || Number(iso.slice(0, 4)) > LAST_CONTENT_YEAR) {
      ctx.addIssue({ code: "custom", message: m.outOfRange });
    }
  });
}

const L = FESTIVAL_FIELD_LABELS;

/** The festival form; `pictures` are the paths a festival may show (the site's festival artwork). */
export function festivalSchema(pictures: readonly string[]) {
  return z
    .object({
      name: text(L.name, FESTIVAL_LIMITS.name),
      nameHi: text(L.nameHi, FESTIVAL_LIMITS.name, { optional: true }),
      date: day(L.date),
      endDate: day(L.endDate, true),
      description: text(L.description, FESTIVAL_LIMITS.description, { multiline: true }),
      descriptionHi: text(L.descriptionHi, FESTIVAL_LIMITS.description, { multiline: true, optional: true }),
      regions: text(L.regions, FESTIVAL_LIMITS.regions, { optional: true }),
      regionsHi: text(L.regionsHi, FESTIVAL_LIMITS.regions, { optional: true }),
      image: posted.refine((value) => pictures.includes(value), m.unknownPicture),
      source: text(L.source, FESTIVAL_LIMITS.source),
      dateNote: text(L.dateNote, FESTIVAL_LIMITS.dateNote, { multiline: true, optional: true }),
      dateNoteHi: text(L.dateNoteHi, FESTIVAL_LIMITS.dateNote, { multiline: true, optional: true }),
    })
    .superRefine((values, ctx) => {
      const start = parseFormDate(values.date);
      const end = values.endDate ? parseFormDate(values.endDate) : null;
      if (!start || !end) return;
      if (end < start) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.endBeforeStart });
      else if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > FESTIVAL_LIMITS.days) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: m.tooLongFestival });
      }
    })
    .transform((values): FestivalInput => ({
      name: values.name,
      nameHi: values.nameHi || null,
      date: parseFormDate(values.date)!,
      // A last day equal to the first is a one-day festival.
      endDate: values.endDate && parseFormDate(values.endDate) !== parseFormDate(values.date) ? parseFormDate(values.endDate) : null,
      description: values.description,
      descriptionHi: values.descriptionHi || null,
      regions: values.regions || null,
      regionsHi: values.regionsHi || null,
      image: values.image,
      source: values.source,
      dateNote: values.dateNote || null,
      dateNoteHi: values.dateNoteHi || null,
    }));
}

let built: { pictures: string; validator: ReturnType<typeof validatorFor> } | null = null;

/**
 * A festival's edit form, or the add form: its fields, unless its Delete was pressed. The site's
 * pictures seldom change, so the validator of the latest list is kept, not built for each render.
 */
export function festivalFormValidator(pictures: readonly string[]) {
  const key = pictures.join("\n");
  if (built?.pictures !== key) built = { pictures: key, validator: validatorFor(pictures) };
  return built.validator;
}

const validatorFor = (pictures: readonly string[]) => zodValidator(unlessDeleting("delete", festivalSchema([...pictures])));

/** The id of a festival's edit form, or of the add form, which the action's answer names. */
export function festivalFormId(intent: string, festivalId: number | null): string {
  return intent === "add" ? "festival-add" : `festival-${festivalId ?? "unknown"}`;
}

/** The admin screen of one month (its slug as in `calendarMonth`): /admin/festivals?year=2027&month=october. */
export function festivalAdminPath(year: number, monthSlug: string): string {
  return `/admin/festivals?year=${year}&month=${monthSlug}`;
}
