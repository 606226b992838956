// The admin festival screen's form: one festival added or edited, for the browser and the
// action, in the admin area's words.
import { z } from "zod";

import { DAY_MS } from "~/clock/india-clock";
import { FESTIVAL_LIMITS, type FestivalInput } from "~/domain/festival-admin";
import { parseFormDate } from "~/domain/india-date";
import { FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR } from "~/domain/yearly-horoscope";
import { plainText, postedText } from "~/forms/admin-text";
import { unlessDeleting, zodValidator } from "~/forms/validation";
import { adminFestivals } from "~/locales/en/admin/festivals";

const m = adminFestivals;

function text(label: string, max: number, options: { multiline?: boolean; optional?: boolean } = {}) {
  return plainText(m, label, max, options);
}

function day(label: string, optional = false) {
  return postedText.superRefine((value, ctx) => {
    if (!value) {
      if (!optional) ctx.addIssue({ code: "custom", message: m.required(label) });
      return;
    }
    const iso = parseFormDate(value);
    if (!iso) ctx.addIssue({ code: "custom", message: m.invalidDate });
    else if (Number(iso.slice(0, 4)) < FIRST_CONTENT_YEAR || Number(iso.slice(0, 4)) > LAST_CONTENT_YEAR) {
      ctx.addIssue({ code: "custom", message: m.outOfRange(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR) });
    }
  });
}

const L = m.fields;

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
      image: postedText.refine((value) => pictures.includes(value), m.unknownPicture),
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
        ctx.addIssue({ code: "custom", path: ["endDate"], message: m.tooLongFestival(FESTIVAL_LIMITS.days) });
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
