import { beforeAll, describe, expect, it } from "vitest";

import type { LocatedCity } from "~/domain/panchang-cities";
import { CHOGHADIYA_QUALITY, CHOGHADIYAS, choghadiyasOf, HORA_LORDS, horasOf, runningAt, type SunDay, sunDayOf } from "~/jyotish";
import { citiesOfIndia } from "~/services/locations.server";

// The choghadiyas and horas against tables published for named cities and dates
// (docs/research/choghadiya-hora.md), and the rules every day must keep.

const IST = 19_800_000;
const MINUTE = 60_000;
/** Published tables print minutes, and their sunrise may differ from ours by one. */
const TOLERANCE = 2 * MINUTE;

/** "17:42" on a date, or on the next date for a time before the day's sunrise (past midnight). */
function moment(date: string, clock: string, nextDay = false): number {
  const ms = Date.parse(`${date}T${clock}:00Z`) - IST;
  return nextDay ? ms + 86_400_000 : ms;
}

/** A published list of (name, start) pairs, starts in 24-hour clock; a start earlier than the first is the next day's. */
function published(date: string, rows: Array<[string, string]>) {
  let past = false;
  let last = "00:00";
  return rows.map(([name, clock]) => {
    if (clock < last) past = true;
    last = clock;
    return { name, start: moment(date, clock, past) };
  });
}

let cities: LocatedCity[] = [];
beforeAll(async () => {
  cities = await citiesOfIndia();
});
const dayOf = (name: string, state: string, date: string) =>
  sunDayOf(
    cities.find((c) => c.name === name && c.state === state)!,
    date,
  );

describe("the choghadiyas against a published table", () => {
  // mypandit.com/choghadiya/amp/?city=Ahmedabad&mpdate=08-06-2023 ("Today Choghadiya Thu, 08 Jun 2023"),
  // its "Udhyog" our Udveg, "Kal" our Kaal, "Amrut" our Amrit.
  it("Ahmedabad, Thursday 8 June 2023: every name in order and every start within two minutes", () => {
    const expected = published("2023-06-08", [
      ["shubh", "05:52"],
      ["rog", "07:33"],
      ["udveg", "09:15"],
      ["chal", "10:56"],
      ["labh", "12:38"],
      ["amrit", "14:20"],
      ["kaal", "16:01"],
      ["shubh", "17:43"],
      ["amrit", "19:25"],
      ["chal", "20:43"],
      ["rog", "22:01"],
      ["kaal", "23:20"],
      ["labh", "00:38"],
      ["udveg", "01:56"],
      ["shubh", "03:15"],
      ["amrit", "04:33"],
    ]);
    const ours = choghadiyasOf(dayOf("Ahmedabad", "Gujarat", "2023-06-08"));
    expect(ours.map((p) => p.name)).toEqual(expected.map((p) => p.name));
    for (const [i, p] of ours.entries()) expect(Math.abs(p.start - expected[i].start), `${i} ${p.name}`).toBeLessThanOrEqual(TOLERANCE);
  });
});

// dailycalendar.in's hora tables, each page naming its city and date; its planets in Hindi
// names (Surya, Shukra, Budh, Chandra, Shani, Guru, Mangal).
const HORA_NAMES: Record<string, string> = {
  Surya: "sun",
  Shukra: "venus",
  Budh: "mercury",
  Chandra: "moon",
  Shani: "saturn",
  Guru: "jupiter",
  Mangal: "mars",
};
const PUBLISHED_HORAS: Array<{ source: string; city: [string, string]; date: string; first: string; starts: string[] }> = [
  {
    source: "https://dailycalendar.in/in/rajasthan/hi/hora/2026-01-16",
    city: ["Jaipur", "Rajasthan"],
    date: "2026-01-16",
    first: "Shukra",
    starts:
      "07:16 08:10 09:03 09:56 10:50 11:43 12:36 13:29 14:23 15:16 16:09 17:02 17:56 19:02 20:09 21:16 22:23 23:29 00:36 01:43 02:50 03:56 05:03 06:10".split(
        " ",
      ),
  },
  {
    source: "https://dailycalendar.in/in/jharkhand/hi/hora/2025-12-21",
    city: ["Ranchi", "Jharkhand"],
    date: "2025-12-21",
    first: "Surya",
    starts:
      "06:25 07:19 08:12 09:06 09:59 10:53 11:46 12:40 13:33 14:27 15:20 16:14 17:08 18:14 19:20 20:27 21:33 22:40 23:46 00:53 01:59 03:06 04:12 05:19".split(
        " ",
      ),
  },
  {
    source: "https://dailycalendar.in/in/punjab/en/hora/2025-12-08",
    city: ["Amritsar", "Punjab"],
    date: "2025-12-08",
    first: "Chandra",
    starts:
      "07:17 08:08 08:59 09:49 10:40 11:31 12:22 13:13 14:03 14:54 15:45 16:36 17:27 18:36 19:45 20:54 22:03 23:13 00:22 01:31 02:40 03:49 04:59 06:08".split(
        " ",
      ),
  },
  {
    source: "https://dailycalendar.in/in/jharkhand/en/hora/2026-03-23",
    city: ["Ranchi", "Jharkhand"],
    date: "2026-03-23",
    first: "Chandra",
    starts:
      "05:49 06:50 07:51 08:52 09:53 10:54 11:55 12:56 13:57 14:58 15:59 17:00 18:01 19:00 19:59 20:58 21:57 22:56 23:55 00:54 01:53 02:52 03:51 04:50".split(
        " ",
      ),
  },
  {
    source: "https://dailycalendar.in/in/odisha/hi/hora/2026-01-17",
    city: ["Bhubaneswar", "Odisha"],
    date: "2026-01-17",
    first: "Shani",
    starts:
      "06:24 07:20 08:15 09:10 10:06 11:01 11:56 12:52 13:47 14:42 15:38 16:33 17:28 18:33 19:38 20:42 21:47 22:52 23:56 01:01 02:06 03:10 04:15 05:20".split(
        " ",
      ),
  },
  {
    source: "https://dailycalendar.in/in/odisha/or/hora/2025-12-26",
    city: ["Bhubaneswar", "Odisha"],
    date: "2025-12-26",
    first: "Shukra",
    starts:
      "06:19 07:14 08:08 09:03 09:58 10:52 11:47 12:41 13:36 14:30 15:25 16:20 17:14 18:20 19:25 20:30 21:36 22:41 23:47 00:52 01:58 03:03 04:08 05:14".split(
        " ",
      ),
  },
];

describe("the horas against published tables", () => {
  for (const table of PUBLISHED_HORAS) {
    it(`${table.city[0]}, ${table.date}: the first hora's lord, then each of the 24 starts within two minutes`, () => {
      const ours = horasOf(dayOf(table.city[0], table.city[1], table.date));
      expect(ours[0].lord).toBe(HORA_NAMES[table.first]);
      const starts = published(
        table.date,
        table.starts.map((clock) => ["", clock]),
      );
      expect(ours).toHaveLength(24);
      for (const [i, hora] of ours.entries())
        expect(Math.abs(hora.start - starts[i].start), `hora ${i + 1}`).toBeLessThanOrEqual(TOLERANCE);
    });
  }
});

/** A made-up day: sunrise 06:00, sunset 18:30, next sunrise 06:01 the day after, on a weekday. */
function madeUpDay(vara: number): SunDay {
  const sunrise = Date.UTC(2030, 0, 6 + vara, 0, 30);
  return { date: "2030-01-06", vara, sunrise, sunset: sunrise + 12.5 * 3_600_000, nextSunrise: sunrise + 24 * 3_600_000 + MINUTE };
}

// The weekday tables every almanac prints (AstroSage's hora table; the Gujarati choghadiya table
// of gujarati.webdunia.com), written out for each weekday.
const DAY_CHOGHADIYAS = [
  "udveg chal labh amrit kaal shubh rog udveg",
  "amrit kaal shubh rog udveg chal labh amrit",
  "rog udveg chal labh amrit kaal shubh rog",
  "labh amrit kaal shubh rog udveg chal labh",
  "shubh rog udveg chal labh amrit kaal shubh",
  "chal labh amrit kaal shubh rog udveg chal",
  "kaal shubh rog udveg chal labh amrit kaal",
];
const NIGHT_CHOGHADIYAS = [
  "shubh amrit chal rog kaal labh udveg shubh",
  "chal rog kaal labh udveg shubh amrit chal",
  "kaal labh udveg shubh amrit chal rog kaal",
  "udveg shubh amrit chal rog kaal labh udveg",
  "amrit chal rog kaal labh udveg shubh amrit",
  "rog kaal labh udveg shubh amrit chal rog",
  "labh udveg shubh amrit chal rog kaal labh",
];
const FIRST_NIGHT_HORA = ["jupiter", "venus", "saturn", "sun", "moon", "mars", "mercury"];

describe("the rules of every day", () => {
  for (let vara = 0; vara < 7; vara++) {
    it(`weekday ${vara}: the day's and the night's choghadiyas in the printed order, the horas from the weekday's lord`, () => {
      const day = madeUpDay(vara);
      const choghadiyas = choghadiyasOf(day);
      expect(
        choghadiyas
          .filter((p) => p.half === "day")
          .map((p) => p.name)
          .join(" "),
      ).toBe(DAY_CHOGHADIYAS[vara]);
      expect(
        choghadiyas
          .filter((p) => p.half === "night")
          .map((p) => p.name)
          .join(" "),
      ).toBe(NIGHT_CHOGHADIYAS[vara]);
      const horas = horasOf(day);
      // The day's first hora is its lord's, the choghadiya of the same planet opens the day.
      expect(CHOGHADIYAS[HORA_LORDS.indexOf(horas[0].lord)]).toBe(choghadiyas[0].name);
      expect(horas[12].lord).toBe(FIRST_NIGHT_HORA[vara]);
      // The hora after the last is the next weekday's first: the lords run on without a break.
      expect(HORA_LORDS[(HORA_LORDS.indexOf(horas[23].lord) + 1) % 7]).toBe(horasOf(madeUpDay((vara + 1) % 7))[0].lord);
    });
  }

  it("the sixteen choghadiyas and the twenty-four horas tile sunrise to the next sunrise, each half in equal parts", () => {
    const day = sunDayOf({ latitude: 25.32, longitude: 82.97 }, "2027-06-21");
    for (const [periods, perHalf] of [
      [choghadiyasOf(day), 8],
      [horasOf(day), 12],
    ] as const) {
      expect(periods).toHaveLength(2 * perHalf);
      expect(periods[0].start).toBe(day.sunrise);
      expect(periods[perHalf - 1].end).toBe(day.sunset);
      expect(periods[perHalf].start).toBe(day.sunset);
      expect(periods.at(-1)!.end).toBe(day.nextSunrise);
      for (let i = 1; i < periods.length; i++) expect(periods[i].start).toBe(periods[i - 1].end);
      const dayLength = (day.sunset - day.sunrise) / perHalf;
      const nightLength = (day.nextSunrise - day.sunset) / perHalf;
      for (const [i, p] of periods.entries()) expect(p.end - p.start).toBeCloseTo(i < perHalf ? dayLength : nightLength, 3);
    }
  });

  it("each choghadiya is good, neutral or bad as its name says: Amrit, Shubh and Labh good, Chal neutral, the rest bad", () => {
    expect(CHOGHADIYAS.filter((name) => CHOGHADIYA_QUALITY[name] === "good").sort()).toEqual(["amrit", "labh", "shubh"]);
    expect(CHOGHADIYAS.filter((name) => CHOGHADIYA_QUALITY[name] === "neutral")).toEqual(["chal"]);
    expect(CHOGHADIYAS.filter((name) => CHOGHADIYA_QUALITY[name] === "bad").sort()).toEqual(["kaal", "rog", "udveg"]);
    for (const p of choghadiyasOf(madeUpDay(2))) expect(p.quality).toBe(CHOGHADIYA_QUALITY[p.name]);
  });

  it("the period running at a moment is the one whose span holds it, none before sunrise or from the next sunrise on", () => {
    const day = madeUpDay(4);
    const periods = choghadiyasOf(day);
    expect(runningAt(periods, day.sunrise)).toBe(0);
    expect(runningAt(periods, day.sunset - 1)).toBe(7);
    expect(runningAt(periods, day.sunset)).toBe(8);
    expect(runningAt(periods, day.sunrise - 1)).toBe(-1);
    expect(runningAt(periods, day.nextSunrise)).toBe(-1);
  });
});

describe("a good choghadiya in the day's Rahu Kaal, Yamaganda or Gulika Kaal", () => {
  const delhi = { latitude: 28.6139, longitude: 77.209 };

  it("says which it falls in: Labh in Yamaganda on Saturday 28 November 2026 in New Delhi", () => {
    const day = sunDayOf(delhi, "2026-11-28");
    const labh = choghadiyasOf(day).find((each) => each.half === "day" && each.name === "labh")!;
    expect(labh.marredBy).toEqual(["yamaganda"]);
    // Saturday's Yamaganda is the daytime's sixth eighth, as is the Labh of Saturday's daytime.
    expect(labh.start).toBeCloseTo(day.sunrise + (5 * (day.sunset - day.sunrise)) / 8, -1);
  });

  it("names only good ones, and only periods that take ten minutes or more of them, over a year of days", () => {
    let marred = 0;
    for (let i = 0; i < 365; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      const day = sunDayOf(delhi, date);
      const eighth = (day.sunset - day.sunrise) / 8;
      for (const choghadiya of choghadiyasOf(day)) {
        if (!choghadiya.marredBy) continue;
        marred++;
        expect(choghadiya.quality, date).toBe("good");
        expect(choghadiya.half, date).toBe("day");
        // Each daytime choghadiya is an eighth, as the three periods are: it falls in one whole or in none.
        expect(choghadiya.end - choghadiya.start).toBeCloseTo(eighth, -3);
      }
    }
    expect(marred).toBeGreaterThan(100);
  });
});
