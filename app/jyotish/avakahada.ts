// The avakahada chakra: what a birth's Moon and its moment are called, as Indian almanacs print
// it beside a kundli. Its tables and their sources are docs/research/avakahada-chakra.md:
// varna, vashya, yoni, gana and nadi are the milan's own tables (ashtakoota.ts); the naam akshar
// is the syllable of the Moon's nakshatra pada (§3); paya is the Moon's house from the lagna
// (§4, rule H, the one most almanacs use); the tithi, yoga, karana and weekday are the panchang's
// at the moment of birth, the weekday running from sunrise to sunrise.
import { DAY_MS, MINUTE_MS } from "~/clock/india-clock";

import { type MoonQualities, moonQualities } from "./ashtakoota";
import type { Graha } from "./grahas";
import { houseFrom } from "./manglik";
import { NAKSHATRA_DEGREES, normalizeDegrees } from "./measures";
import { tithiAt } from "./panchang";
import { elongation, nextSunEvent, type Place, sunMoonSum } from "./sky";
import { DASHA_ORDER } from "./vimshottari";
import { karanaOfHalf, padaOf, signOf } from "./zodiac";

/**
 * The naam akshar of each nakshatra's four padas, Ashwini first: the Hindi almanacs' Devanagari
 * and the spelling Indian naming sites print in Latin letters (the research note's table, §3).
 */
export const NAAM_AKSHAR: readonly (readonly [string, string][])[] = [
  [
    ["चू", "Chu"],
    ["चे", "Che"],
    ["चो", "Cho"],
    ["ला", "La"],
  ],
  [
    ["ली", "Li"],
    ["लू", "Lu"],
    ["ले", "Le"],
    ["लो", "Lo"],
  ],
  [
    ["अ", "A"],
    ["इ", "I"],
    ["उ", "U"],
    ["ए", "E"],
  ],
  [
    ["ओ", "O"],
    ["वा", "Va"],
    ["वी", "Vi"],
    ["वू", "Vu"],
  ],
  [
    ["वे", "Ve"],
    ["वो", "Vo"],
    ["का", "Ka"],
    ["की", "Ki"],
  ],
  [
    ["कू", "Ku"],
    ["घ", "Gha"],
    ["ङ", "Nga"],
    ["छ", "Chha"],
  ],
  [
    ["के", "Ke"],
    ["को", "Ko"],
    ["हा", "Ha"],
    ["ही", "Hi"],
  ],
  [
    ["हू", "Hu"],
    ["हे", "He"],
    ["हो", "Ho"],
    ["डा", "Da"],
  ],
  [
    ["डी", "Di"],
    ["डू", "Du"],
    ["डे", "De"],
    ["डो", "Do"],
  ],
  [
    ["मा", "Ma"],
    ["मी", "Mi"],
    ["मू", "Mu"],
    ["मे", "Me"],
  ],
  [
    ["मो", "Mo"],
    ["टा", "Ta"],
    ["टी", "Ti"],
    ["टू", "Tu"],
  ],
  [
    ["टे", "Te"],
    ["टो", "To"],
    ["पा", "Pa"],
    ["पी", "Pi"],
  ],
  [
    ["पू", "Pu"],
    ["ष", "Sha"],
    ["ण", "Na"],
    ["ठ", "Tha"],
  ],
  [
    ["पे", "Pe"],
    ["पो", "Po"],
    ["रा", "Ra"],
    ["री", "Ri"],
  ],
  [
    ["रू", "Ru"],
    ["रे", "Re"],
    ["रो", "Ro"],
    ["ता", "Ta"],
  ],
  [
    ["ती", "Ti"],
    ["तू", "Tu"],
    ["ते", "Te"],
    ["तो", "To"],
  ],
  [
    ["ना", "Na"],
    ["नी", "Ni"],
    ["नू", "Nu"],
    ["ने", "Ne"],
  ],
  [
    ["नो", "No"],
    ["या", "Ya"],
    ["यी", "Yi"],
    ["यू", "Yu"],
  ],
  [
    ["ये", "Ye"],
    ["यो", "Yo"],
    ["भा", "Bha"],
    ["भी", "Bhi"],
  ],
  [
    ["भू", "Bhu"],
    ["धा", "Dha"],
    ["फा", "Pha"],
    ["ढा", "Dha"],
  ],
  [
    ["भे", "Bhe"],
    ["भो", "Bho"],
    ["जा", "Ja"],
    ["जी", "Ji"],
  ],
  [
    ["खी", "Khi"],
    ["खू", "Khu"],
    ["खे", "Khe"],
    ["खो", "Kho"],
  ],
  [
    ["गा", "Ga"],
    ["गी", "Gi"],
    ["गू", "Gu"],
    ["गे", "Ge"],
  ],
  [
    ["गो", "Go"],
    ["सा", "Sa"],
    ["सी", "Si"],
    ["सू", "Su"],
  ],
  [
    ["से", "Se"],
    ["सो", "So"],
    ["दा", "Da"],
    ["दी", "Di"],
  ],
  [
    ["दू", "Du"],
    ["थ", "Tha"],
    ["झ", "Jha"],
    ["ञ", "Na"],
  ],
  [
    ["दे", "De"],
    ["दो", "Do"],
    ["चा", "Cha"],
    ["ची", "Chi"],
  ],
];

export const TATVAS = ["fire", "earth", "air", "water"] as const;
export type Tatva = (typeof TATVAS)[number];

export const PAYAS = ["gold", "silver", "copper", "iron"] as const;
export type Paya = (typeof PAYAS)[number];

// The Moon's house from the lagna: 1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron.
const PAYA_OF_HOUSE: readonly Paya[] = [
  "gold",
  "silver",
  "copper",
  "iron",
  "silver",
  "gold",
  "copper",
  "iron",
  "silver",
  "copper",
  "gold",
  "iron",
];

export type Avakahada = MoonQualities & {
  /** 0 Ashwini … 26 Revati, and its pada (charan), 1–4. */
  nakshatra: number;
  charan: number;
  nakshatraLord: Graha;
  /** The Moon's sign, 0 Mesha … 11 Meena. */
  moonSign: number;
  /** The syllable a name begins with, by the charan. */
  naamAkshar: { devanagari: string; latin: string };
  /** The element of the Moon's sign. */
  tatva: Tatva;
  /** By the Moon's house from the lagna; null when the birth time, and so the lagna, is not known. */
  paya: Paya | null;
  /** At the moment of birth: tithi 0–29, yoga 0–26, karana (KARANAS order). */
  tithi: number;
  yoga: number;
  karana: number;
  /** 0 Sunday … 6 Saturday, the weekday of the sunrise the birth followed. */
  vara: number;
};

/**
 * The weekday of the sunrise at or before `instant`: an Indian day runs from sunrise to sunrise,
 * so a birth before dawn belongs to the day before. The sunrise's date is read on the place's
 * local mean time, on which a sunrise falls near six in the morning, far from midnight. Where
 * the Sun does not rise (near the poles), the civil weekday on that time.
 */
export function varaAt(place: Place, instant: number): number {
  const localMeanOffset = (place.longitude / 15) * 60 * MINUTE_MS;
  let sunrise: number | null = null;
  for (let from = instant - 1.5 * DAY_MS; ;) {
    const next = nextSunEvent(place, 1, from, 1.5);
    if (next === null || next > instant) break;
    sunrise = next;
    from = next + MINUTE_MS;
  }
  return new Date((sunrise ?? instant) + localMeanOffset).getUTCDay();
}

/** The avakahada chakra of a birth: its Moon's sidereal longitude, its lagna's sign (null without the time), place and moment. */
export function avakahadaOf(moonLongitude: number, lagnaSign: number | null, place: Place, instant: number): Avakahada {
  const longitude = normalizeDegrees(moonLongitude);
  const nakshatra = Math.min(26, Math.floor(longitude / NAKSHATRA_DEGREES));
  const charan = padaOf(longitude);
  const moonSign = signOf(longitude);
  const [devanagari, latin] = NAAM_AKSHAR[nakshatra][charan - 1];
  return {
    ...moonQualities(longitude),
    nakshatra,
    charan,
    nakshatraLord: DASHA_ORDER[nakshatra % DASHA_ORDER.length].lord,
    moonSign,
    naamAkshar: { devanagari, latin },
    tatva: TATVAS[moonSign % 4],
    paya: lagnaSign === null ? null : PAYA_OF_HOUSE[houseFrom(moonSign, lagnaSign) - 1],
    tithi: tithiAt(instant),
    yoga: Math.floor(sunMoonSum(instant) / NAKSHATRA_DEGREES) % 27,
    karana: karanaOfHalf(Math.floor(elongation(instant) / 6)),
    vara: varaAt(place, instant),
  };
}
