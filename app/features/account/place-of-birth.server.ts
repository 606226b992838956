import type { BirthPlace } from "~/domain/birth-places";
import type { Language } from "~/domain/language";
import { translator } from "~/locales/i18n";
import { placeOption, placeOrChoices } from "~/services/birth-places.server";

/** What a customer form's place of birth came to: the place and the words kept for it, or the field's message and the places to choose from. */
export type PlaceOfBirth =
  { place: BirthPlace; stored: string } | { message: string; choices: ReadonlyArray<{ value: string; text: string }> };

/**
 * The place of birth typed on the registration or profile form, found as the kundli's form finds
 * one, so that "my kundli" is drawn for it: the place is kept as its label, which the search takes
 * back as that very place. Several places of note, or none, are asked about beside the field.
 * Null when nothing was typed (the field's own rule says so).
 */
export async function placeOfBirthOf(typed: string, language: Language): Promise<PlaceOfBirth | null> {
  if (!typed.trim()) return null;
  const found = await placeOrChoices(typed, language);
  if ("place" in found) return { place: found.place, stored: placeOption(found.place, "en").value };
  return { message: translator(language)(`kundli:messages.${found.message}`), choices: found.choices };
}
