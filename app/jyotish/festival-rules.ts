// Festival dates computed for any year, by the rules the published North Indian calendars use
// (docs/research/festival-rules.md): a lunar festival falls on the day its tithi holds at the
// part of the day that festival is kept in (sunrise, midday, afternoon, dusk, midnight or
// moonrise), in its month, never in an adhik month; a solar one on the day of its Sankranti.
// Dates are reckoned for New Delhi, as the central government's lists are.
import { addDays, DAY_MS, HOUR_MS, indiaDateAt, indiaMidnight, MINUTE_MS } from "~/clock/india-clock";

import { NAKSHATRA_DEGREES, SIGN_DEGREES, SYNODIC_MONTH_DAYS } from "./measures";
import { lunarMonthAt, newMoonAfter, newMoonBefore } from "./panchang";
import {
  elongation,
  moonEventBetween,
  moonSidereal,
  nextSunEvent,
  type Place,
  sunSidereal,
  whenAngleLastReached,
  whenAngleReaches,
} from "./sky";

export const FESTIVAL_PLACE: Place = { latitude: 28.63576, longitude: 77.22445 };

/** The first and last years the rules are checked for (festival pages of other years are not drawn). */
export const COMPUTED_FIRST_YEAR = 1950;
export const COMPUTED_LAST_YEAR = 2100;

export function isComputableYear(year: number): boolean {
  return year >= COMPUTED_FIRST_YEAR && year <= COMPUTED_LAST_YEAR;
}

/**
 * The part of the day a festival's tithi must hold in. An instant (sunrise, moonrise) or a span:
 * purvahna the morning (sunrise to midday), madhyahna and aparahna the third and fourth fifths of
 * daytime, pradosh the three muhurtas after sunset, nishita the eighth muhurta of the night.
 */
export type Kaala = "sunrise" | "purvahna" | "madhyahna" | "aparahna" | "pradosh" | "nishita" | "moonrise";

/** Month indices are amanta (0 Chaitra … 11 Phalguna); tithi 0 Shukla Pratipada … 29 Amavasya. */
export type FestivalRule =
  | {
      kind: "lunar";
      month: number;
      tithi: number;
      kaala: Kaala;
      /**
       * Minutes the tithi must last past the sunrise it holds at, else the day before is kept, on
       * which it began (Raksha Bandhan: six ghatis; see dayHeldAfterSunrise).
       */
      heldAfterSunrise?: number;
      /**
       * Holika Dahan's choice of evening (Nirnaya Sindhu, as Drik Panchang applies it; see
       * secondEveningDay). Bhadra then decides the hour of the fire, not its day.
       */
      secondEvening?: boolean;
      /** When the tithi holds at no day's kaala (see dayOfTithi). */
      otherwise?: Otherwise;
      /** Of two days whose kaala the tithi covers, the later (rather than the one covered more). */
      later?: boolean;
    }
  | { kind: "ekadashi"; month: number; paksha: "shukla" | "krishna" }
  | { kind: "sankranti"; sign: number }
  | { kind: "nakshatra-in-solar-month"; sign: number; nakshatra: number }
  | { kind: "after"; festival: string; days: number };

export type FestivalDefinition = {
  key: string;
  name: string;
  nameHi: string;
  rule: FestivalRule;
  /** A festival of several days: its last day, so many days on, or another festival's day. */
  endAfterDays?: number;
  endsWith?: string;
  /**
   * The festival is its tithi's own observance (Nirjala Ekadashi is the Jyeshtha Shukla Ekadashi,
   * Mauni Amavasya the Magha Amavasya): the year's list of Ekadashis, Purnimas and Amavasyas
   * leaves that tithi out, so the day has one card, the festival's.
   */
  observance?: true;
};

/**
 * A tithi that holds at no day's kaala is kept on the day whose sunrise it holds at (a fast kept
 * from sunrise), or, for a rite of the night, in the night it begins; one that holds at no
 * sunrise either, on the day it begins, or on the next ("next": Janmashtami's Vaishnava day,
 * which avoids an Ashtami mixed with Saptami).
 */
export type Otherwise = "sunrise" | "begins" | "next";

const lunar = (month: number, tithi: number, kaala: Kaala) => ({ kind: "lunar", month, tithi, kaala }) as const;
const ekadashi = (month: number, paksha: "shukla" | "krishna") => ({ kind: "ekadashi", month, paksha }) as const;
const sankranti = (sign: number) => ({ kind: "sankranti", sign }) as const;

// Months: 0 Chaitra 1 Vaishakha 2 Jyeshtha 3 Ashadha 4 Shravana 5 Bhadrapada 6 Ashwin 7 Kartika
// 8 Margashirsha 9 Pausha 10 Magha 11 Phalguna. A dark-half festival that the purnimanta
// reckoning puts in month M+1 is in month M here (Janmashtami: purnimanta Bhadrapada Krishna
// Ashtami is amanta Shravana).
const SHUKLA = (n: number) => n - 1;
const KRISHNA = (n: number) => 14 + n;
const PURNIMA = 14;
const AMAVASYA = 29;

/** What a festival has besides its names and its rule: its last day, its being a tithi's own observance. */
type FestivalMore = Omit<FestivalDefinition, "key" | "name" | "nameHi" | "rule">;

/** A festival, keyed by its English name. */
function festival(name: string, nameHi: string, rule: FestivalRule, more: FestivalMore = {}): FestivalDefinition {
  return { key: name, name, nameHi, rule, ...more };
}

/** The named festivals, by the names (English and Hindi) the seeded calendars use, one spelling each. */
export const FESTIVAL_DEFINITIONS: readonly FestivalDefinition[] = [
  festival("Lohri", "लोहड़ी", { kind: "after", festival: "Makar Sankranti", days: -1 }),
  festival("Makar Sankranti", "मकर संक्रांति", sankranti(9)),
  // Purnimanta Magha Krishna Chaturthi (amanta Pausha), its fast broken at moonrise.
  festival("Sakat Chauth", "सकट चौथ", lunar(9, KRISHNA(4), "moonrise")),
  festival("Pongal", "पोंगल", sankranti(9), { endAfterDays: 2 }),
  festival("Mauni Amavasya", "मौनी अमावस्या", lunar(9, AMAVASYA, "sunrise"), { observance: true }),
  festival("Vasant Panchami", "वसंत पंचमी", lunar(10, SHUKLA(5), "purvahna")),
  festival("Guru Ravidas Jayanti", "गुरु रविदास जयंती", lunar(10, PURNIMA, "sunrise")),
  festival("Maha Shivaratri", "महाशिवरात्रि", lunar(10, KRISHNA(14), "nishita")),
  festival("Holika Dahan", "होलिका दहन", { ...lunar(11, PURNIMA, "pradosh"), secondEvening: true, otherwise: "begins" }),
  festival("Holi", "होली", { kind: "after", festival: "Holika Dahan", days: 1 }),
  // Purnimanta Chaitra Krishna Ashtami (amanta Phalguna): the cold food of Basoda from the morning.
  festival("Sheetala Ashtami", "शीतला अष्टमी", lunar(11, KRISHNA(8), "sunrise")),
  festival("Ugadi & Gudi Padwa", "उगादी और गुड़ी पड़वा", lunar(0, SHUKLA(1), "sunrise")),
  festival("Chaitra Navratri", "चैत्र नवरात्रि", lunar(0, SHUKLA(1), "sunrise"), { endsWith: "Ram Navami" }),
  festival("Ram Navami", "राम नवमी", lunar(0, SHUKLA(9), "madhyahna")),
  festival("Mahavir Jayanti", "महावीर जयंती", lunar(0, SHUKLA(13), "sunrise")),
  festival("Hanuman Jayanti", "हनुमान जयंती", lunar(0, PURNIMA, "sunrise")),
  festival("Baisakhi", "बैसाखी", sankranti(0)),
  festival("Puthandu & Vishu", "पुथंडु और विषु", sankranti(0)),
  festival("Akshaya Tritiya", "अक्षय तृतीया", lunar(1, SHUKLA(3), "purvahna")),
  // Kept at dusk; a Chaturdashi at the dusk of two days is kept on the second.
  festival("Narasimha Jayanti", "नृसिंह जयंती", { ...lunar(1, SHUKLA(14), "pradosh"), later: true }),
  festival("Buddha Purnima", "बुद्ध पूर्णिमा", lunar(1, PURNIMA, "sunrise"), { observance: true }),
  festival("Vat Savitri Vrat", "वट सावित्री व्रत", lunar(1, AMAVASYA, "madhyahna")),
  // Purnimanta Jyeshtha Amavasya (amanta Vaishakha), kept from sunrise, as Drik Panchang keeps it.
  festival("Shani Jayanti", "शनि जयंती", lunar(1, AMAVASYA, "sunrise")),
  festival("Maharana Pratap Jayanti", "महाराणा प्रताप जयंती", lunar(2, SHUKLA(3), "sunrise")),
  festival("Ganga Dussehra", "गंगा दशहरा", lunar(2, SHUKLA(10), "sunrise")),
  festival("Nirjala Ekadashi", "निर्जला एकादशी", ekadashi(2, "shukla"), { observance: true }),
  festival("Kabir Jayanti", "कबीर जयंती", lunar(2, PURNIMA, "sunrise")),
  festival("Jagannath Rath Yatra", "जगन्नाथ रथ यात्रा", lunar(3, SHUKLA(2), "sunrise")),
  festival("Ashadhi Ekadashi", "आषाढ़ी एकादशी", ekadashi(3, "shukla"), { observance: true }),
  festival("Guru Purnima", "गुरु पूर्णिमा", lunar(3, PURNIMA, "sunrise"), { observance: true }),
  festival("Hariyali Teej", "हरियाली तीज", lunar(4, SHUKLA(3), "sunrise")),
  festival("Nag Panchami", "नाग पंचमी", lunar(4, SHUKLA(5), "sunrise")),
  // Dharmasindhu: on a Purnima free of Bhadra that lasts more than three muhurtas past sunrise.
  festival("Raksha Bandhan", "रक्षाबंधन", { ...lunar(4, PURNIMA, "sunrise"), heldAfterSunrise: 144 }),
  // The central government's list keeps the Vaishnava day: the Ashtami of sunrise; when it holds
  // at no sunrise, the day after it begins.
  festival("Janmashtami", "श्रीकृष्ण जन्माष्टमी", { ...lunar(4, KRISHNA(8), "sunrise"), otherwise: "next" }),
  festival("Hartalika Teej", "हरतालिका तीज", lunar(5, SHUKLA(3), "sunrise")),
  // Ten days, to the immersion on Anant Chaturdashi.
  festival("Ganesh Chaturthi", "गणेश चतुर्थी", lunar(5, SHUKLA(4), "madhyahna"), { endsWith: "Anant Chaturdashi" }),
  festival("Onam", "ओणम", { kind: "nakshatra-in-solar-month", sign: 4, nakshatra: 21 }),
  festival("Anant Chaturdashi", "अनंत चतुर्दशी", lunar(5, SHUKLA(14), "sunrise")),
  // The fortnight of the ancestors begins with the Purnima of Bhadrapada.
  festival("Pitru Paksha", "पितृ पक्ष", lunar(5, PURNIMA, "sunrise"), { endsWith: "Sarvapitri Amavasya" }),
  // Its shraddha is offered in the afternoon (aparahna), the tithi of a shraddha being the one that
  // holds then (Nirnaya Sindhu, as Drik Panchang keeps it): 29 September 2027, though the Amavasya
  // holds at the sunrise of the 30th.
  festival("Sarvapitri Amavasya", "सर्वपितृ अमावस्या", lunar(5, AMAVASYA, "aparahna"), { observance: true }),
  festival("Vishwakarma Puja", "विश्वकर्मा पूजा", sankranti(5)),
  festival("Sharad Navratri", "शारदीय नवरात्रि", lunar(6, SHUKLA(1), "sunrise"), { endsWith: "Maha Navami" }),
  festival("Durga Puja", "दुर्गा पूजा", lunar(6, SHUKLA(6), "sunrise"), { endsWith: "Dussehra" }),
  festival("Durga Ashtami", "दुर्गा अष्टमी", lunar(6, SHUKLA(8), "sunrise")),
  festival("Maha Navami", "महा नवमी", lunar(6, SHUKLA(9), "sunrise")),
  festival("Dussehra", "दशहरा", lunar(6, SHUKLA(10), "aparahna")),
  festival("Sharad Purnima", "शरद पूर्णिमा", lunar(6, PURNIMA, "nishita"), { observance: true }),
  festival("Karwa Chauth", "करवा चौथ", lunar(6, KRISHNA(4), "moonrise")),
  // Kartika Krishna Ashtami (amanta Ashwin), worshipped at dusk and kept till the stars rise.
  festival("Ahoi Ashtami", "अहोई अष्टमी", lunar(6, KRISHNA(8), "pradosh")),
  festival("Dhanteras", "धनतेरस", lunar(6, KRISHNA(13), "pradosh")),
  // The Abhyang Snan before sunrise on the Chaturdashi: the day whose sunrise it holds at.
  festival("Narak Chaturdashi", "नरक चतुर्दशी", lunar(6, KRISHNA(14), "sunrise")),
  festival("Diwali", "दीपावली", lunar(6, AMAVASYA, "pradosh")),
  festival("Govardhan Puja", "गोवर्धन पूजा", lunar(7, SHUKLA(1), "sunrise")),
  festival("Bhai Dooj", "भाई दूज", lunar(7, SHUKLA(2), "aparahna")),
  // Four days, from Nahay Khay on the Chaturthi to the dawn offering on the Saptami.
  festival("Chhath Puja", "छठ पूजा", lunar(7, SHUKLA(4), "sunrise"), { endAfterDays: 3 }),
  festival("Dev Uthani Ekadashi", "देवउठनी एकादशी", ekadashi(7, "shukla"), { observance: true }),
  // Kartika Shukla Dwadashi, the North Indian day: the day whose sunrise it holds at, as Drik Panchang keeps it.
  festival("Tulsi Vivah", "तुलसी विवाह", lunar(7, SHUKLA(12), "sunrise")),
  festival("Guru Nanak Jayanti", "गुरु नानक जयंती", lunar(7, PURNIMA, "sunrise")),
  festival("Kartik Purnima", "कार्तिक पूर्णिमा", lunar(7, PURNIMA, "sunrise"), { observance: true }),
  festival("Dev Deepawali", "देव दीपावली", lunar(7, PURNIMA, "pradosh")),
  festival("Vivah Panchami", "विवाह पंचमी", lunar(8, SHUKLA(5), "sunrise")),
  festival("Gita Jayanti", "गीता जयंती", ekadashi(8, "shukla")),
  festival("Dattatreya Jayanti", "दत्तात्रेय जयंती", lunar(8, PURNIMA, "pradosh")),
  // The purnimanta Pausha Krishna Ekadashi: the amanta Margashirsha's dark half.
  festival("Saphala Ekadashi", "सफला एकादशी", ekadashi(8, "krishna"), { observance: true }),
];

/** A computed festival day: the rule's key, its first (and last) India date. */
export type ComputedFestival = {
  key: string;
  name: string;
  nameHi: string;
  date: string;
  endDate?: string;
  /** the recurring observances: the year's Ekadashis, Purnimas and Amavasyas */
  recurring?: RecurringTithi;
  /** an adhik maas (amanta month index), from its first day to its last */
  adhikMaas?: { month: number };
  /** Its tithi's entry, where the day is not the one whose sunrise the tithi holds at. */
  tithiEntry?: TithiEntry;
};

/**
 * A festival kept on a day other than the one a panchang names by its tithi (the tithi at
 * sunrise): the tithi (`named` its purnimanta month), the day whose sunrise it holds at (null
 * when it holds at none, a tithi begun after one sunrise and over before the next), and why the
 * festival's day is another: the part of the day its rite needs, the Ekadashi fast broken within
 * Dwadashi, or the Purnima too short past sunrise for Raksha Bandhan's six ghatis.
 */
export type TithiEntry = {
  tithi: number;
  named: number;
  adhik: boolean;
  sunriseDay: string | null;
  reason: Kaala | "ekadashi" | "heldAfterSunrise";
};

/**
 * A recurring observance's tithi and month: `month` amanta, as the rules count; `named` the month
 * it is called by in New Delhi's purnimanta reckoning, where the dark half belongs to the month
 * that follows (the amanta Ashwin Amavasya is the Kartika Amavasya of Diwali); and an Ekadashi's
 * own name.
 */
export type RecurringTithi = { tithi: number; month: number; adhik: boolean; named: number; ekadashi?: EkadashiName };

/**
 * The Ekadashis' own names, by the purnimanta month and half they fall in (Padma Purana's list,
 * as North Indian calendars name them; docs/decisions/099-festival-months-and-names.md), and
 * the two of an adhik month.
 */
export const EKADASHI_NAMES = {
  shukla: [
    "kamada",
    "mohini",
    "nirjala",
    "devshayani",
    "shravanaPutrada",
    "parivartini",
    "papankusha",
    "devUthani",
    "mokshada",
    "paushaPutrada",
    "jaya",
    "amalaki",
  ],
  krishna: ["papmochani", "varuthini", "apara", "yogini", "kamika", "aja", "indira", "rama", "utpanna", "saphala", "shattila", "vijaya"],
  adhik: { shukla: "padmini", krishna: "parama" },
} as const;

export type EkadashiName =
  (typeof EKADASHI_NAMES.shukla)[number] | (typeof EKADASHI_NAMES.krishna)[number] | (typeof EKADASHI_NAMES.adhik)["shukla" | "krishna"];

/**
 * The month a tithi of amanta month `month` is named by in the purnimanta reckoning: the dark half
 * (tithi 15 on) of a nija month is the next month's; an adhik month's dark half keeps its name,
 * as the panchang names it (domain/panchang.ts, lunarMonthAt).
 */
export function purnimantaMonth(month: number, tithi: number, adhik: boolean): number {
  return tithi >= 15 && !adhik ? (month + 1) % 12 : month;
}

/** The own name of the Ekadashi of an amanta month's half. */
export function ekadashiName(month: number, paksha: "shukla" | "krishna", adhik: boolean): EkadashiName {
  if (adhik) return EKADASHI_NAMES.adhik[paksha];
  const named = purnimantaMonth(month, paksha === "krishna" ? KRISHNA(11) : SHUKLA(11), false);
  return EKADASHI_NAMES[paksha][named];
}

/** An amanta month: from its new moon to the next, named as the panchang names it. */
export type LunarMonthSpan = { start: number; end: number; month: number; adhik: boolean };

/** The amanta months whose new moon falls between two instants, with their names. */
export function lunarMonthsBetween(fromMs: number, toMs: number): LunarMonthSpan[] {
  const months: LunarMonthSpan[] = [];
  let start = newMoonBefore(fromMs);
  while (start < toMs) {
    const end = newMoonAfter(start + DAY_MS);
    const named = lunarMonthAt(start + DAY_MS);
    months.push({ start, end, month: named.amanta, adhik: named.adhik });
    start = end;
  }
  return months;
}

/** When the month's tithi `tithi` begins and ends: near the mean time, then exactly. */
export function tithiSpan(month: LunarMonthSpan, tithi: number): { start: number; end: number } {
  const at = (degrees: number) => {
    if (degrees === 0) return month.start;
    if (degrees === 360) return month.end;
    const estimate = month.start + (degrees / 360) * SYNODIC_MONTH_DAYS * DAY_MS;
    const found = whenAngleReaches(elongation, degrees, estimate - 2 * DAY_MS, 4);
    if (found === null) throw new Error(`tithi boundary ${degrees} not found`);
    return found;
  };
  return { start: at(tithi * 12), end: at((tithi + 1) * 12) };
}

export type DayTimes = { sunrise: number; sunset: number; nextSunrise: number };

function dayTimes(place: Place, isoDate: string): DayTimes {
  const sunrise = nextSunEvent(place, 1, indiaMidnight(isoDate))!;
  const sunset = nextSunEvent(place, -1, sunrise)!;
  const nextSunrise = nextSunEvent(place, 1, sunset)!;
  return { sunrise, sunset, nextSunrise };
}

/** The day whose sunrise a tithi holds at, or null when it holds at none. */
function sunriseDayOf(span: { start: number; end: number }, place: Place): string | null {
  for (let date = indiaDateAt(span.start); date <= indiaDateAt(span.end); date = addDays(date, 1)) {
    const { sunrise } = dayTimes(place, date);
    if (span.start <= sunrise && sunrise < span.end) return date;
  }
  return null;
}

/** The tithi's entry for a festival day, when the day is not the one its sunrise names. */
function tithiEntryOf(
  span: { start: number; end: number },
  date: string,
  tithi: { tithi: number; month: number; adhik: boolean },
  reason: TithiEntry["reason"],
  place: Place,
): { tithiEntry?: TithiEntry } {
  const sunriseDay = sunriseDayOf(span, place);
  if (sunriseDay === date) return {};
  const named = purnimantaMonth(tithi.month, tithi.tithi, tithi.adhik);
  return { tithiEntry: { tithi: tithi.tithi, named, adhik: tithi.adhik, sunriseDay, reason } };
}

/** The kaala of a day as a span (an instant is a span of no length). */
function kaalaOf(kaala: Kaala, place: Place, isoDate: string): { start: number; end: number } | null {
  const { sunrise, sunset, nextSunrise } = dayTimes(place, isoDate);
  const day = sunset - sunrise;
  const nightMuhurta = (nextSunrise - sunset) / 15;
  switch (kaala) {
    case "sunrise":
      return { start: sunrise, end: sunrise };
    case "purvahna":
      return { start: sunrise, end: sunrise + day / 2 };
    case "madhyahna":
      return { start: sunrise + (2 * day) / 5, end: sunrise + (3 * day) / 5 };
    case "aparahna":
      return { start: sunrise + (3 * day) / 5, end: sunrise + (4 * day) / 5 };
    case "pradosh":
      return { start: sunset, end: sunset + 3 * nightMuhurta };
    case "nishita":
      return { start: sunset + 7 * nightMuhurta, end: sunset + 8 * nightMuhurta };
    case "moonrise": {
      const moonrise = moonEventBetween(place, 1, sunset - 2 * HOUR_MS, nextSunrise);
      return moonrise === null ? null : { start: moonrise, end: moonrise };
    }
  }
}

/** How much of a kaala a tithi covers: its share of a span, 1 or 0 for an instant. */
function coverage(tithi: { start: number; end: number }, kaala: { start: number; end: number }): number {
  if (kaala.end === kaala.start) return tithi.start <= kaala.start && kaala.start < tithi.end ? 1 : 0;
  const overlap = Math.min(tithi.end, kaala.end) - Math.max(tithi.start, kaala.start);
  return Math.max(0, overlap) / (kaala.end - kaala.start);
}

/**
 * The day a tithi is kept, given the part of the day it must hold in: the day whose kaala it
 * covers; of two, the one it covers more (the first when it covers both wholly, as a tithi
 * holding at two sunrises is kept on the first); of none (a tithi that holds at no sunrise), the
 * day it begins on.
 */
export function dayOfTithi(
  span: { start: number; end: number },
  kaala: Kaala,
  place: Place = FESTIVAL_PLACE,
  otherwise: Otherwise = "sunrise",
  later = false,
): string {
  const first = indiaDateAt(span.start);
  const last = indiaDateAt(span.end);
  let best: { date: string; share: number } | null = null;
  for (let date = addDays(first, -1); date <= last; date = addDays(date, 1)) {
    const part = kaalaOf(kaala, place, date);
    const share = part ? coverage(span, part) : 0;
    if (share > 0 && (!best || later || share > best.share + 1e-9)) best = { date, share };
  }
  if (best) return best.date;
  if (otherwise !== "begins") {
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const { sunrise } = dayTimes(place, date);
      if (span.start <= sunrise && sunrise < span.end) return date;
    }
  }
  // The Hindu day it begins in: a start before sunrise belongs to the day before.
  const begins = span.start < dayTimes(place, first).sunrise ? addDays(first, -1) : first;
  return otherwise === "next" ? addDays(begins, 1) : begins;
}

/**
 * The evening of a rite the tithi must touch at dusk, the later one preferred (Holika Dahan): of
 * two evenings whose kaala the tithi touches, the second; of the first alone, the next day all
 * the same when the tithi lasts three and a half praharas (7/8 of the daytime) past that day's
 * sunrise, though it is over by its dusk; of none, as dayOfTithi decides.
 */
function secondEveningDay(span: { start: number; end: number }, kaala: Kaala, place: Place, otherwise: Otherwise): string {
  const touched: string[] = [];
  for (let date = addDays(indiaDateAt(span.start), -1); date <= indiaDateAt(span.end); date = addDays(date, 1)) {
    const part = kaalaOf(kaala, place, date);
    if (part && coverage(span, part) > 0) touched.push(date);
  }
  if (touched.length === 0) return dayOfTithi(span, kaala, place, otherwise);
  const last = touched[touched.length - 1];
  if (touched.length > 1) return last;
  const next = addDays(last, 1);
  const { sunrise, sunset } = dayTimes(place, next);
  return span.end >= sunrise + (7 / 8) * (sunset - sunrise) ? next : last;
}

/**
 * The day whose sunrise the tithi holds at, when it lasts `minutes` past that sunrise; else the
 * day before, on which it began, the rite then kept once Bhadra is over (Raksha Bandhan, as Drik
 * Panchang applies Dharmasindhu). A tithi that holds at no sunrise: the day it begins.
 */
function dayHeldAfterSunrise(span: { start: number; end: number }, minutes: number, place: Place): string {
  const day = dayOfTithi(span, "sunrise", place);
  const { sunrise } = dayTimes(place, day);
  if (span.start > sunrise || span.end - sunrise >= minutes * MINUTE_MS) return day;
  return addDays(day, -1);
}

/**
 * The day of an Ekadashi fast (the householders', Smarta, reckoning): the day whose sunrise it
 * holds at; but the fast is broken within Dwadashi the next morning, so when Dwadashi is over
 * before that morning's sunrise, the fast is kept the day before, on which the Ekadashi began.
 */
export function ekadashiDay(span: { start: number; end: number }, dwadashiEnd: number, place: Place): string {
  const day = dayOfTithi(span, "sunrise", place);
  const nextSunrise = dayTimes(place, addDays(day, 1)).sunrise;
  if (dwadashiEnd < nextSunrise && span.start > dayTimes(place, addDays(day, -1)).sunrise) return addDays(day, -1);
  return day;
}

/** The day the Sun enters a sidereal sign in a year: that day if before sunset, else the next. */
export function sankrantiDay(sign: number, year: number, place: Place): string {
  // The Sun enters sign k (0 Mesha) around 14 April + k months; the search window covers ±20 days.
  const estimate = Date.UTC(year, 3, 14) + sign * 30.44 * DAY_MS;
  const around = estimate > Date.UTC(year, 11, 31) ? estimate - 365.2422 * DAY_MS : estimate;
  const moment = whenAngleReaches(sunSidereal, sign * SIGN_DEGREES, around - 20 * DAY_MS, 40);
  if (moment === null) throw new Error(`Sankranti of sign ${sign} in ${year} not found`);
  const date = indiaDateAt(moment);
  return moment < dayTimes(place, date).sunset ? date : addDays(date, 1);
}

/** The day in the Sun's sign `sign` whose sunrise finds the Moon in `nakshatra` (Onam). */
function nakshatraInSolarMonth(sign: number, nakshatra: number, year: number, place: Place): string {
  const first = sankrantiDay(sign, year, place);
  const last = sankrantiDay((sign + 1) % 12, year, place);
  for (let date = first; date < last; date = addDays(date, 1)) {
    const { sunrise } = dayTimes(place, date);
    if (Math.floor(moonSidereal(sunrise) / NAKSHATRA_DEGREES) === nakshatra) return date;
  }
  // The nakshatra held at no sunrise of the month: the day it began.
  const start = whenAngleLastReached(moonSidereal, nakshatra * NAKSHATRA_DEGREES, Date.parse(`${last}T00:00:00Z`), 30);
  return indiaDateAt(start ?? Date.parse(`${first}T00:00:00Z`));
}

type LunarRule = Extract<FestivalRule, { kind: "lunar" }>;
/** The day a festival is kept, and why, where it is not the day its tithi holds at sunrise. */
type FestivalDay = { date: string; tithiEntry?: TithiEntry };

/** The day a lunar rule gives in one lunar month at a place. */
function lunarRuleDay(rule: LunarRule, span: LunarMonthSpan, place: Place): FestivalDay {
  const whole = tithiSpan(span, rule.tithi);
  const tithi = { tithi: rule.tithi, month: rule.month, adhik: false };
  if (rule.heldAfterSunrise !== undefined) {
    const date = dayHeldAfterSunrise(whole, rule.heldAfterSunrise, place);
    return { date, ...tithiEntryOf(whole, date, tithi, "heldAfterSunrise", place) };
  }
  const date = rule.secondEvening
    ? secondEveningDay(whole, rule.kaala, place, rule.otherwise ?? "sunrise")
    : dayOfTithi(whole, rule.kaala, place, rule.otherwise, rule.later);
  return { date, ...tithiEntryOf(whole, date, tithi, rule.kaala, place) };
}

/** The fast of an Ekadashi (tithi 10 or 25) of a lunar month at a place. */
function ekadashiDayIn(month: LunarMonthSpan, tithi: number, place: Place): FestivalDay {
  const span = tithiSpan(month, tithi);
  const date = ekadashiDay(span, tithiSpan(month, tithi + 1).end, place);
  return { date, ...tithiEntryOf(span, date, { tithi, month: month.month, adhik: month.adhik }, "ekadashi", place) };
}

/**
 * The day a lunar festival (its tithi kept by a kaala, or an Ekadashi) falls in one lunar month
 * at a place, by the very rule its festival card follows: what other reckonings (the periods
 * closed to ceremonies) take their edges from, so no page puts the festival on another day.
 */
export function festivalDayIn(key: string, month: LunarMonthSpan, place: Place): string {
  const rule = FESTIVAL_DEFINITIONS.find((definition) => definition.key === key)?.rule;
  if (rule?.kind === "lunar") return lunarRuleDay(rule, month, place).date;
  if (rule?.kind === "ekadashi") return ekadashiDayIn(month, rule.paksha === "shukla" ? SHUKLA(11) : KRISHNA(11), place).date;
  throw new Error(`${key} is not a festival of a lunar month`);
}

/** The sunrise of an India date at a place, its sunset and the next sunrise. */
export function hinduDayTimes(place: Place, isoDate: string): DayTimes {
  return dayTimes(place, isoDate);
}

/** The Hindu day (sunrise to the next sunrise) a moment falls in, at a place: the date of its sunrise. */
export function hinduDayOf(place: Place, ms: number): string {
  const date = indiaDateAt(ms);
  return ms < dayTimes(place, date).sunrise ? addDays(date, -1) : date;
}

/** Every computed festival and recurring observance of a Gregorian year, by date. */
export function computeFestivalYear(year: number, place: Place = FESTIVAL_PLACE): ComputedFestival[] {
  const months = lunarMonthsBetween(Date.UTC(year - 1, 10, 1), Date.UTC(year + 1, 1, 1));
  const inYear = (date: string) => date.startsWith(`${year}-`);
  const found: ComputedFestival[] = [];
  const byKey = new Map<string, string>();

  // A festival of late December or early January may fall twice in a Gregorian year, or, when
  // an adhik month comes between, not at all.
  type Day = FestivalDay;
  const lunarDays = (rule: LunarRule): Day[] =>
    months
      .filter((span) => span.month === rule.month && !span.adhik)
      .map((span) => lunarRuleDay(rule, span, place))
      .filter((day) => inYear(day.date));

  const ekadashiOf = (month: LunarMonthSpan, tithi: number): Day => ekadashiDayIn(month, tithi, place);
  const sunriseTithiDay = (month: LunarMonthSpan, tithi: number): Day => {
    const span = tithiSpan(month, tithi);
    const date = dayOfTithi(span, "sunrise", place);
    return { date, ...tithiEntryOf(span, date, { tithi, month: month.month, adhik: month.adhik }, "sunrise", place) };
  };
  const ekadashiDays = (month: number, paksha: "shukla" | "krishna"): Day[] =>
    months
      .filter((span) => span.month === month && !span.adhik)
      .map((span) => ekadashiOf(span, paksha === "shukla" ? SHUKLA(11) : KRISHNA(11)))
      .filter((day) => inYear(day.date));

  const pending = [...FESTIVAL_DEFINITIONS];
  // "after" rules name a festival computed before them; two passes settle the order.
  for (let pass = 0; pass < 2 && pending.length; pass++) {
    for (const definition of [...pending]) {
      const rule = definition.rule;
      let days: Day[];
      if (rule.kind === "lunar") days = lunarDays(rule);
      else if (rule.kind === "ekadashi") days = ekadashiDays(rule.month, rule.paksha);
      else if (rule.kind === "sankranti") days = [{ date: sankrantiDay(rule.sign, year, place) }];
      else if (rule.kind === "nakshatra-in-solar-month") days = [{ date: nakshatraInSolarMonth(rule.sign, rule.nakshatra, year, place) }];
      else {
        const base = byKey.get(rule.festival);
        if (base === undefined) continue;
        days = [{ date: addDays(base, rule.days) }];
      }
      pending.splice(pending.indexOf(definition), 1);
      for (const { date, tithiEntry } of days.filter((day) => inYear(day.date))) {
        if (!byKey.has(definition.key)) byKey.set(definition.key, date);
        found.push({
          key: definition.key,
          name: definition.name,
          nameHi: definition.nameHi,
          date,
          ...(definition.endAfterDays ? { endDate: addDays(date, definition.endAfterDays) } : {}),
          ...(tithiEntry ? { tithiEntry } : {}),
        });
      }
    }
  }
  for (const festival of found) {
    const endsWith = FESTIVAL_DEFINITIONS.find((d) => d.key === festival.key)?.endsWith;
    // The first day of the other festival after this one's, within a month.
    const end = endsWith
      ? found.find((other) => other.key === endsWith && other.date > festival.date && other.date <= addDays(festival.date, 30))
      : undefined;
    if (end) festival.endDate = end.date;
  }

  // The year's Ekadashis (both halves), Purnimas and Amavasyas, adhik months included, but for
  // those a named festival is the observance of (one card for the day, the festival's).
  const observed = new Set(
    FESTIVAL_DEFINITIONS.filter((d) => d.observance).map(({ rule }) =>
      rule.kind === "ekadashi"
        ? `${rule.month}-${rule.paksha === "shukla" ? SHUKLA(11) : KRISHNA(11)}`
        : rule.kind === "lunar"
          ? `${rule.month}-${rule.tithi}`
          : "",
    ),
  );
  for (const span of months) {
    for (const tithi of [SHUKLA(11), PURNIMA, KRISHNA(11), AMAVASYA]) {
      if (!span.adhik && observed.has(`${span.month}-${tithi}`)) continue;
      const { date, tithiEntry } = tithi % 15 === 10 ? ekadashiOf(span, tithi) : sunriseTithiDay(span, tithi);
      if (!inYear(date)) continue;
      const paksha = tithi < 15 ? "shukla" : "krishna";
      found.push({
        key: `tithi-${span.month}-${tithi}-${span.adhik ? "adhik" : "nija"}`,
        name: "",
        nameHi: "",
        date,
        recurring: {
          tithi,
          month: span.month,
          adhik: span.adhik,
          named: purnimantaMonth(span.month, tithi, span.adhik),
          ...(tithi % 15 === 10 ? { ekadashi: ekadashiName(span.month, paksha, span.adhik) } : {}),
        },
        ...(tithiEntry ? { tithiEntry } : {}),
      });
    }
  }
  // An adhik maas, from the day of its first sunrise to the day of its Amavasya: no festival
  // is kept in it, and it is the month weddings and new beginnings wait out.
  for (const span of months.filter((month) => month.adhik)) {
    const date = dayOfTithi(tithiSpan(span, 0), "sunrise", place);
    if (!inYear(date)) continue;
    found.push({
      key: `adhik-maas-${span.month}`,
      name: "",
      nameHi: "",
      date,
      endDate: dayOfTithi(tithiSpan(span, AMAVASYA), "sunrise", place),
      adhikMaas: { month: span.month },
    });
  }
  // One card per festival a day: a festival two rules give the same day is listed once.
  const seen = new Set<string>();
  return found
    .filter((festival) => {
      const id = `${festival.key}|${festival.date}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
