// The charts a customer keeps under "My kundlis": whose chart it is, how many can be kept, and
// what a chart's address may hold.

/** Whose chart it is, as a family names its members. */
export const KEPT_CHART_RELATIONS = [
  "self",
  "spouse",
  "son",
  "daughter",
  "father",
  "mother",
  "brother",
  "sister",
  "grandparent",
  "grandchild",
  "relative",
  "friend",
  "other",
] as const;
export type KeptChartRelation = (typeof KEPT_CHART_RELATIONS)[number];

/** Enough for a large family; a limit so that no account can fill the table. */
export const KEPT_CHARTS_MAX = 50;

/**
 * A kept chart's id as its address writes it: digits only and within a database serial, or
 * null; any other address is answered as a chart that does not exist.
 */
export function keptChartId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** A share link's token as its address writes it: 43 base64url characters (32 random bytes), or null. */
export function shareToken(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
