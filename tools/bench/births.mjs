// The births the bench posts to /kundli and /kundli-milan: every request a different one, so no
// cache of any kind can answer it (a date, a minute and a place nobody posted before).

/** Places the kundli form finds at once (each names one city of the location data). */
const PLACES = [
  "Allahabad",
  "Hyderabad, Telangana",
  "Varanasi",
  "Mumbai",
  "Chennai",
  "Kolkata",
  "Jaipur",
  "Bengaluru",
  "Pune",
  "Nagpur",
  "Indore",
  "Bhopal",
  "Ahmedabad",
  "Surat",
];

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(1950, 0, 1);
// Days from 1950 on, within the years the form takes (1900–2100).
const DAYS = 140 * 365;

/** The nth birth: one day and 97 minutes on from the previous, in the next place of the list. */
export function birthAt(n) {
  const date = new Date(FIRST_DAY + (n % DAYS) * DAY_MS).toISOString().slice(0, 10);
  const minute = (n * 97) % 1440;
  const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return { name: `Bench Birth ${n}`, date, time, place: PLACES[n % PLACES.length] };
}

/** The kundli form's body for the nth birth, as a browser posts it. */
export function chartBodyAt(n) {
  return new URLSearchParams(birthAt(n)).toString();
}

/** The milan form's body: the nth birth as the boy's, another as the girl's. */
export function milanBodyAt(n) {
  const boy = birthAt(2 * n);
  const girl = birthAt(2 * n + 1 + 9_000);
  const fields = {};
  for (const [key, value] of Object.entries(boy)) fields[`boy_${key}`] = value;
  for (const [key, value] of Object.entries(girl)) fields[`girl_${key}`] = value;
  return new URLSearchParams(fields).toString();
}
