import type { PanchangCity } from "~/domain/panchang-cities";
import { type MuhuratKind, type MuhuratYear, muhuratYear } from "~/jyotish";

// A ceremony's muhurats of a year for a city, reckoned once (a tenth to a fifth of a second):
// a year is a few hundred small records, and the store keeps the most recently asked two
// hundred, so a crawler walking every city's every year holds at most that many.
const MAX_YEARS = 200;
const years = new Map<string, MuhuratYear>();

export function muhuratYearOf(kind: MuhuratKind, city: PanchangCity, year: number): MuhuratYear {
  const key = `${kind}/${city.slug}/${year}`;
  const kept = years.get(key);
  if (kept) {
    years.delete(key);
    years.set(key, kept);
    return kept;
  }
  const reckoned = muhuratYear(kind, year, city);
  if (years.size >= MAX_YEARS) years.delete(years.keys().next().value!);
  years.set(key, reckoned);
  return reckoned;
}
