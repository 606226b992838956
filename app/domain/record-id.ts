/** Postgres `integer`: ids above this cannot exist, and asking for one is an error in the database. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id from a URL or a form: digits only, 1 to 2147483647; anything else (a huge number,
 * 1e3, -1, 0x10) is null, so it becomes a 404 or a form error before the database sees it.
 */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
