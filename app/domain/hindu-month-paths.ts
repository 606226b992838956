// The Hindu month's addresses: a city's Gregorian month, day by day, and its vrats as a calendar file.

/** The address of a city's Hindu calendar of a Gregorian month (1–12): '/hindu-calendar/varanasi/2026/12'. */
export function hinduCalendarPath(citySlug: string, year?: number, month?: number): string {
  if (year === undefined || month === undefined) return citySlug ? `/hindu-calendar/${citySlug}` : "/hindu-calendar";
  return `/hindu-calendar/${citySlug}/${year}/${String(month).padStart(2, "0")}`;
}

/** The address of a city's month's vrats as a calendar file. */
export function hinduCalendarIcsPath(citySlug: string, year: number, month: number): string {
  return `${hinduCalendarPath(citySlug, year, month)}/vrats.ics`;
}

/** A month parameter as written in the address ('12', '01'), or null: '1' is a month but not its address. */
export function parseCalendarMonth(value: string | undefined): { month: number; canonical: boolean } | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  if (month < 1 || month > 12) return null;
  return { month, canonical: value.length === 2 };
}
