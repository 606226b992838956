// The muhurat calendars' kinds as their addresses name them, and their addresses.

/** The muhurat calendars' kinds as their addresses name them ('/muhurat/griha-pravesh/2027'). */
export const MUHURAT_SLUGS = {
  vivah: "vivah",
  grihaPravesh: "griha-pravesh",
  vehicle: "vehicle-purchase",
  property: "property-purchase",
  mundan: "mundan",
  namkaran: "namkaran",
  annaprashan: "annaprashan",
} as const;
export type MuhuratSlugKind = keyof typeof MUHURAT_SLUGS;

/** The kind an address's slug names, or null. */
export function muhuratKindOf(slug: string | undefined): MuhuratSlugKind | null {
  const found = Object.entries(MUHURAT_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as MuhuratSlugKind) : null;
}

/** The address of a ceremony's muhurat calendar of a year, for New Delhi or another city. */
export function muhuratPath(kind: MuhuratSlugKind, year: number, citySlug?: string): string {
  const path = `/muhurat/${MUHURAT_SLUGS[kind]}/${year}`;
  return citySlug && citySlug !== "new-delhi" ? `${path}?city=${encodeURIComponent(citySlug)}` : path;
}
