// The transit pages' addresses: /gochar (this year's grahas), /gochar/<graha> (its page of this
// year), /gochar/<graha>/<year>, each graha by its Indian name ('shani', 'guru').
export type GocharGraha = "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn" | "rahu" | "ketu";

export const GOCHAR_SLUGS: Record<GocharGraha, string> = {
  sun: "surya",
  moon: "chandra",
  mars: "mangal",
  mercury: "budh",
  jupiter: "guru",
  venus: "shukra",
  saturn: "shani",
  rahu: "rahu",
  ketu: "ketu",
};

export function grahaOfSlug(slug: string | undefined): GocharGraha | null {
  const found = Object.entries(GOCHAR_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as GocharGraha) : null;
}

export function gocharPath(graha?: GocharGraha, year?: number): string {
  if (!graha) return "/gochar";
  return year === undefined ? `/gochar/${GOCHAR_SLUGS[graha]}` : `/gochar/${GOCHAR_SLUGS[graha]}/${year}`;
}

/** A day's line of a graha's change (services/gochar.server.ts), in words, with its page's address. */
export type GocharLine = { path: string; words: string };
