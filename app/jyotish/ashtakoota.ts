// The 36-point Ashtakoota (guna milan) of a boy and a girl, from the sidereal longitudes of their
// Moons, by the North Indian tables. Decision 093 names each table's source and says where the
// traditions differ and which reading this module follows.
import { type ManglikPairing, manglikPairing, type ManglikReading } from "./manglik";
import { NAKSHATRA_DEGREES, SIGN_DEGREES } from "./measures";
import { NAKSHATRAS, padaOf, RASHIS, signOf } from "./zodiac";

type Nakshatra = (typeof NAKSHATRAS)[number];

export type MatchPerson = { moonLongitude: number /* sidereal degrees */; manglik: ManglikReading };

export type KootaName = "varna" | "vashya" | "tara" | "yoni" | "grahaMaitri" | "gana" | "bhakoot" | "nadi";

/** The compared values are word keys (the locale files hold their names). */
export type Koota = { name: KootaName; max: number; boy: string; girl: string; points: number };

/** `cancellation` is the key of the rule that cancelled the dosha. */
export type Dosha = { present: boolean; cancelled: boolean; cancellation: string | null };

export type Milan = {
  kootas: Koota[];
  total: number;
  /** Below 18 low, 18 to 24½ average, 25 to 36 good. */
  band: "low" | "average" | "good";
  nadiDosha: Dosha;
  bhakootDosha: Dosha;
  manglik: ManglikPairing;
};

type Rashi = (typeof RASHIS)[number];
export type SignLord = "sun" | "moon" | "mars" | "mercury" | "jupiter" | "venus" | "saturn";

// Brahmin highest. Water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra.
const VARNAS = ["brahmin", "kshatriya", "vaishya", "shudra"] as const;
const VARNA_OF_SIGN: readonly (typeof VARNAS)[number][] = [
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
  "kshatriya",
  "vaishya",
  "shudra",
  "brahmin",
];

const VASHYAS = ["chatushpada", "manava", "jalachara", "vanachara", "keeta"] as const;
type Vashya = (typeof VASHYAS)[number];
// [boy][girl], in VASHYAS order: astroyogi.com's table (as PyJHora records it), on the scale
// Drik Panchang describes (2, 1½, 1, 0); the boy's class controlling the girl's scores.
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0, 1],
  [1, 2, 1.5, 0, 1],
  [1, 1.5, 2, 0, 1],
  [1.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

const TARAS = ["janma", "sampat", "vipat", "kshema", "pratyari", "sadhaka", "vadha", "mitra", "atiMitra"] as const;
const BAD_TARAS: ReadonlySet<string> = new Set(["vipat", "pratyari", "vadha"]);

const YONIS = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
] as const;
type Yoni = (typeof YONIS)[number];
// In NAKSHATRAS order: each animal holds two nakshatras (Uttara Ashadha shares the mongoose with Abhijit).
const YONI_OF_NAKSHATRA: readonly Yoni[] = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "serpent",
  "dog",
  "cat",
  "sheep",
  "cat",
  "rat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "buffalo",
  "tiger",
  "deer",
  "deer",
  "dog",
  "monkey",
  "mongoose",
  "monkey",
  "lion",
  "horse",
  "lion",
  "cow",
  "elephant",
];
// In YONIS order; same 4, friends 3, neutral 2, enemies 1, sworn enemies 0. Maitreya's table
// (saravali.de), made mutual where its two halves disagree (horse–deer, buffalo–lion) by the lower value.
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** The lord of each sign, Mesha first. */
export const LORD_OF_SIGN: readonly SignLord[] = [
  "mars",
  "venus",
  "mercury",
  "moon",
  "sun",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "saturn",
  "jupiter",
];

// Natural (naisargika) friendships: how each planet regards the others; whoever is in neither list is neutral.
const FRIENDS: Record<SignLord, readonly SignLord[]> = {
  sun: ["moon", "mars", "jupiter"],
  moon: ["sun", "mercury"],
  mars: ["sun", "moon", "jupiter"],
  mercury: ["sun", "venus"],
  jupiter: ["sun", "moon", "mars"],
  venus: ["mercury", "saturn"],
  saturn: ["mercury", "venus"],
};
const ENEMIES: Record<SignLord, readonly SignLord[]> = {
  sun: ["venus", "saturn"],
  moon: [],
  mars: ["mercury"],
  mercury: ["moon"],
  jupiter: ["mercury", "venus"],
  venus: ["sun", "moon"],
  saturn: ["sun", "moon", "mars"],
};

type Regard = "friend" | "neutral" | "enemy";

function regard(of: SignLord, toward: SignLord): Regard {
  if (FRIENDS[of].includes(toward)) return "friend";
  if (ENEMIES[of].includes(toward)) return "enemy";
  return "neutral";
}

// Both friends 5, friend and neutral 4, both neutral 3, friend and enemy 1, neutral and enemy ½, both enemies 0.
const MAITRI_POINTS: Record<string, number> = {
  "friend friend": 5,
  "friend neutral": 4,
  "neutral neutral": 3,
  "enemy friend": 1,
  "enemy neutral": 0.5,
  "enemy enemy": 0,
};

function maitriPoints(boyLord: SignLord, girlLord: SignLord): number {
  if (boyLord === girlLord) return 5;
  const regards = [regard(boyLord, girlLord), regard(girlLord, boyLord)].sort().join(" ");
  return MAITRI_POINTS[regards];
}

const GANAS = ["deva", "manushya", "rakshasa"] as const;
// Nine nakshatras of each gana, as the almanacs list them: these Deva, these Rakshasa, the rest Manushya.
const DEVA_NAKSHATRAS: readonly Nakshatra[] = [
  "ashwini",
  "mrigashira",
  "punarvasu",
  "pushya",
  "hasta",
  "swati",
  "anuradha",
  "shravana",
  "revati",
];
const RAKSHASA_NAKSHATRAS: readonly Nakshatra[] = [
  "krittika",
  "ashlesha",
  "magha",
  "chitra",
  "vishakha",
  "jyeshtha",
  "mula",
  "dhanishtha",
  "shatabhisha",
];
const GANA_OF_NAKSHATRA: readonly (typeof GANAS)[number][] = NAKSHATRAS.map((name) =>
  DEVA_NAKSHATRAS.includes(name) ? "deva" : RAKSHASA_NAKSHATRAS.includes(name) ? "rakshasa" : "manushya",
);
// [boy][girl], in GANAS order: a Manushya boy with a Deva girl 5, a Deva boy with a Rakshasa girl 0,
// a Rakshasa boy with a Deva girl 1, as the Hindi textbooks' worked examples score them.
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

const NADIS = ["adi", "madhya", "antya"] as const;
// From Ashwini the nadis run Adi, Madhya, Antya and back again: Adi, Madhya, Antya, Antya, Madhya, Adi, …
const NADI_ZIGZAG = [0, 1, 2, 2, 1, 0] as const;

// Sign distances (counted inclusively, each way) that break Bhakoot: 2/12, 5/9 and 6/8.
const BAD_BHAKOOT_DISTANCES: ReadonlySet<number> = new Set([2, 12, 5, 9, 6, 8]);

type Moon = { nakshatra: number; pada: number; sign: number; degreeInSign: number };

function moonOf(longitude: number): Moon {
  if (!Number.isFinite(longitude)) throw new RangeError(`A Moon longitude is a number of degrees, not ${longitude}`);
  const normal = ((longitude % 360) + 360) % 360;
  return {
    nakshatra: Math.min(26, Math.floor(normal / NAKSHATRA_DEGREES)),
    pada: padaOf(normal),
    sign: signOf(normal),
    degreeInSign: normal % SIGN_DEGREES,
  };
}

function vashyaOf(moon: Moon): Vashya {
  const rashi: Rashi = RASHIS[moon.sign];
  // Dhanu and Makara change group at 15°, so the group needs the Moon's degree, not its pada.
  if (rashi === "dhanu") return moon.degreeInSign < 15 ? "manava" : "chatushpada";
  if (rashi === "makara") return moon.degreeInSign < 15 ? "chatushpada" : "jalachara";
  if (rashi === "mesha" || rashi === "vrishabha") return "chatushpada";
  if (rashi === "karka" || rashi === "meena") return "jalachara";
  if (rashi === "simha") return "vanachara";
  if (rashi === "vrishchika") return "keeta";
  return "manava";
}

/** The tara at which nakshatra `to` stands, counted from `from` (which is the 1st). */
function taraOf(from: number, to: number): (typeof TARAS)[number] {
  const count = ((to - from + 27) % 27) + 1;
  return TARAS[(count - 1) % 9];
}

function nadiOf(nakshatra: number): (typeof NADIS)[number] {
  return NADIS[NADI_ZIGZAG[nakshatra % 6]];
}

const NO_DOSHA: Dosha = { present: false, cancelled: false, cancellation: null };

function dosha(cancellation: string | null): Dosha {
  return { present: true, cancelled: cancellation !== null, cancellation };
}

// The cancellations the published sources give most often; a cancelled dosha keeps its 0 points.
function nadiCancellation(boy: Moon, girl: Moon): string | null {
  if (boy.sign === girl.sign && boy.nakshatra !== girl.nakshatra) return "sameRashiDifferentNakshatra";
  if (boy.nakshatra === girl.nakshatra && boy.sign !== girl.sign) return "sameNakshatraDifferentRashi";
  if (boy.nakshatra === girl.nakshatra && boy.pada !== girl.pada) return "sameNakshatraDifferentPada";
  return null;
}

function bhakootCancellation(boyLord: SignLord, girlLord: SignLord): string | null {
  if (boyLord === girlLord) return "sameRashiLord";
  if (regard(boyLord, girlLord) === "friend" && regard(girlLord, boyLord) === "friend") return "rashiLordsFriends";
  return null;
}

function bandOf(total: number): Milan["band"] {
  if (total < 18) return "low";
  if (total < 25) return "average";
  return "good";
}

/** What the kootas compare of one Moon; the avakahada chakra names the same of a birth. */
export type MoonQualities = {
  varna: (typeof VARNAS)[number];
  vashya: Vashya;
  yoni: Yoni;
  gana: (typeof GANAS)[number];
  nadi: (typeof NADIS)[number];
  /** The lord of the Moon's sign. */
  signLord: SignLord;
};

/** The varna, vashya, yoni, gana and nadi of a Moon at a sidereal longitude, and its sign's lord. */
export function moonQualities(moonLongitude: number): MoonQualities {
  const moon = moonOf(moonLongitude);
  return {
    varna: VARNA_OF_SIGN[moon.sign],
    vashya: vashyaOf(moon),
    yoni: YONI_OF_NAKSHATRA[moon.nakshatra],
    gana: GANA_OF_NAKSHATRA[moon.nakshatra],
    nadi: nadiOf(moon.nakshatra),
    signLord: LORD_OF_SIGN[moon.sign],
  };
}

export function kundliMilan(boy: MatchPerson, girl: MatchPerson): Milan {
  const b = moonOf(boy.moonLongitude);
  const g = moonOf(girl.moonLongitude);
  const {
    varna: boyVarna,
    vashya: boyVashya,
    yoni: boyYoni,
    signLord: boyLord,
    gana: boyGana,
    nadi: boyNadi,
  } = moonQualities(boy.moonLongitude);
  const {
    varna: girlVarna,
    vashya: girlVashya,
    yoni: girlYoni,
    signLord: girlLord,
    gana: girlGana,
    nadi: girlNadi,
  } = moonQualities(girl.moonLongitude);
  // The boy's tara is where his star stands counted from hers, and hers from his.
  const boyTara = taraOf(g.nakshatra, b.nakshatra);
  const girlTara = taraOf(b.nakshatra, g.nakshatra);
  const signDistance = ((g.sign - b.sign + 12) % 12) + 1;
  const bhakootBroken = BAD_BHAKOOT_DISTANCES.has(signDistance);

  const kootas: Koota[] = [
    { name: "varna", max: 1, boy: boyVarna, girl: girlVarna, points: VARNAS.indexOf(boyVarna) <= VARNAS.indexOf(girlVarna) ? 1 : 0 },
    {
      name: "vashya",
      max: 2,
      boy: boyVashya,
      girl: girlVashya,
      points: VASHYA_POINTS[VASHYAS.indexOf(boyVashya)][VASHYAS.indexOf(girlVashya)],
    },
    {
      name: "tara",
      max: 3,
      boy: boyTara,
      girl: girlTara,
      points: 3 - 1.5 * [boyTara, girlTara].filter((tara) => BAD_TARAS.has(tara)).length,
    },
    { name: "yoni", max: 4, boy: boyYoni, girl: girlYoni, points: YONI_POINTS[YONIS.indexOf(boyYoni)][YONIS.indexOf(girlYoni)] },
    { name: "grahaMaitri", max: 5, boy: boyLord, girl: girlLord, points: maitriPoints(boyLord, girlLord) },
    { name: "gana", max: 6, boy: boyGana, girl: girlGana, points: GANA_POINTS[GANAS.indexOf(boyGana)][GANAS.indexOf(girlGana)] },
    { name: "bhakoot", max: 7, boy: RASHIS[b.sign], girl: RASHIS[g.sign], points: bhakootBroken ? 0 : 7 },
    { name: "nadi", max: 8, boy: boyNadi, girl: girlNadi, points: boyNadi === girlNadi ? 0 : 8 },
  ];
  const total = kootas.reduce((sum, koota) => sum + koota.points, 0);

  return {
    kootas,
    total,
    band: bandOf(total),
    nadiDosha: boyNadi === girlNadi ? dosha(nadiCancellation(b, g)) : NO_DOSHA,
    bhakootDosha: bhakootBroken ? dosha(bhakootCancellation(boyLord, girlLord)) : NO_DOSHA,
    manglik: manglikPairing(boy.manglik, girl.manglik),
  };
}
