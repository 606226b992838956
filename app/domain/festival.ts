// A festival of the calendar (spec §2 "Festival calendar"), as stored and as its card shows it.
// Festivals are data, not code: the seed files under infra/seed give 2025 to 2027, and
// administrators add, edit and remove them at /admin/festivals.

export type Festival = {
  /** e.g. "Makar Sankranti" */
  name: string;
  /** 'YYYY-MM-DD', the first day of a festival that runs several days */
  date: string;
  /** the last day of a festival that runs several days, e.g. Navratri */
  endDate?: string;
  /** one or two sentences: what it celebrates, where it is big */
  description: string;
  /** where it matters, e.g. "Pan-India", "Tamil Nadu", "Bengal, Odisha, Assam" */
  regions?: string;
  /** '/images/festivals/<slug>.svg' */
  image: string;
  /** where the date comes from */
  source: string;
  /** shown on the card where sources or regions disagree */
  dateNote?: string;
};

/** A festival in a seed file: its picture is the one named after it unless it says otherwise. */
export type FestivalSeedEntry = Omit<Festival, "image"> & { image?: string };

/** One year of seeded festivals, with the published sources its dates come from. */
export type FestivalSeedYear = { year: number; sources: string[]; festivals: FestivalSeedEntry[] };

/** Lowercase name, runs of other characters turned into single hyphens. */
export function festivalSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The picture a festival of this name gets by default. */
export function festivalImage(name: string): string {
  return `/images/festivals/${festivalSlug(name)}.svg`;
}
