// DEMO CONTENT. Generated daily horoscope texts so the horoscope pages have
// something to show before an administrator uploads real predictions. They are
// assembled from general phrases, not written by an astrologer for that day.

import { DAY_MS } from "~/clock/india-clock";

export const demoPredictionSigns = [
  "aries",
  "taurus",
  "gemini",
  "cancer",
  "leo",
  "virgo",
  "libra",
  "scorpio",
  "sagittarius",
  "capricorn",
  "aquarius",
  "pisces",
] as const;

type SignTraits = {
  /** Vedic lord of the sign. */
  ruler: string;
  /** Unique across signs, so two signs never get the same opening sentence. */
  strengths: [string, string, string];
  watch: [string, string];
};

const traits: Record<(typeof demoPredictionSigns)[number], SignTraits> = {
  aries: { ruler: "Mars", strengths: ["courage", "quick thinking", "enthusiasm"], watch: ["impatience", "rushing ahead"] },
  taurus: { ruler: "Venus", strengths: ["steadiness", "practical sense", "loyalty"], watch: ["stubbornness", "resisting change"] },
  gemini: { ruler: "Mercury", strengths: ["curiosity", "way with words", "adaptability"], watch: ["scattered focus", "overthinking"] },
  cancer: {
    ruler: "the Moon",
    strengths: ["intuition", "caring nature", "emotional insight"],
    watch: ["moodiness", "taking things personally"],
  },
  leo: { ruler: "the Sun", strengths: ["confidence", "generosity", "creative spark"], watch: ["pride", "needing approval"] },
  virgo: {
    ruler: "Mercury",
    strengths: ["eye for detail", "sense of order", "helpful nature"],
    watch: ["perfectionism", "self-criticism"],
  },
  libra: { ruler: "Venus", strengths: ["sense of fairness", "diplomacy", "charm"], watch: ["indecision", "people-pleasing"] },
  scorpio: {
    ruler: "Mars",
    strengths: ["determination", "depth of focus", "resourcefulness"],
    watch: ["suspicion", "holding on to grudges"],
  },
  sagittarius: { ruler: "Jupiter", strengths: ["optimism", "love of learning", "honesty"], watch: ["overpromising", "restlessness"] },
  capricorn: { ruler: "Saturn", strengths: ["discipline", "patience", "sense of responsibility"], watch: ["overwork", "rigidity"] },
  aquarius: {
    ruler: "Saturn",
    strengths: ["originality", "independent thinking", "humanitarian outlook"],
    watch: ["detachment", "fixed opinions"],
  },
  pisces: { ruler: "Jupiter", strengths: ["compassion", "imagination", "gentle sensitivity"], watch: ["escapism", "vague plans"] },
};

// {ruler}, {strength} and {watch} are filled from the sign's traits.
const openers = [
  "{Ruler}, your ruling planet, lends weight to your {strength} today.",
  "The Moon's movement puts your {strength} in the spotlight today.",
  "Your {strength} serves you well today, though a tendency towards {watch} needs watching.",
  "Today favours your natural {strength}, so lean on it when choices come up.",
  "With {ruler} steady in the background, this is a day to let your {strength} lead.",
  "Others notice your {strength} today, and it may open a door you did not expect.",
  "Watch for {watch} early in the day; once you settle, your {strength} takes over.",
  "A quieter sky lets your {strength} work without fuss, provided you keep {watch} in check.",
];

const love = [
  "In love, a frank but gentle conversation clears the air.",
  "Romance benefits from small gestures rather than grand plans.",
  "If you are single, a friend of a friend may prove surprisingly easy to talk to.",
  "Your partner will appreciate it if you listen more than you advise.",
  "An old misunderstanding with someone close can be softened with patience.",
  "Family members may need more of your time than usual, so give it willingly.",
  "A shared meal or an evening walk brings you closer to someone you care about.",
  "Try not to read too much into a short reply from a loved one.",
  "Affection flows more easily once you let go of the need to be right.",
  "Someone close to you may share news that calls for your support.",
  "Relationships thrive today when you make room for the other person's view.",
  "This is a good evening to call a relative you have not spoken to in a while.",
];

const work = [
  "At work, steady progress matters more than speed.",
  "A task you have been postponing turns out to be simpler than expected.",
  "Colleagues respond well to clear instructions, so spell out what you need.",
  "An idea raised in a meeting deserves a written follow-up.",
  "Avoid taking on more than you can finish, as one job done well counts for more.",
  "A senior may ask for your opinion; answer honestly and briefly.",
  "Teamwork brings better results than going it alone.",
  "Check the details of any document before you sign or send it.",
  "A chance to learn something new appears at work, and it may be worth saying yes.",
  "Students may find that revising old material is more useful than starting new topics.",
  "Plans may shift in the afternoon, so keep your schedule flexible.",
  "Your effort on a long project is beginning to be noticed.",
];

const money = [
  "Financially, it is wiser to review your budget than to make large purchases.",
  "A pending payment or refund may finally move forward.",
  "Compare prices before committing to any big expense.",
  "Avoid lending money on impulse; clarity now saves awkwardness later.",
  "A small saving habit started today can grow into something useful.",
  "Money matters go smoothly when your records are in order.",
  "Be cautious with investment tips that sound too good to be true.",
  "Spending on learning or on tools for your work is likely to feel worthwhile.",
  "Household expenses may need attention, so set a little extra aside.",
  "It is a reasonable day to discuss shared finances calmly with family.",
];

const health = [
  "Make time for a short walk or some stretching to clear your head.",
  "Drink enough water and keep your meals simple and regular.",
  "An early night will do more for your energy than another hour on screens.",
  "A few minutes of quiet breathing can settle a busy mind.",
  "Pace yourself and take short breaks between demanding tasks.",
  "Fresh air and sunlight may lift your mood more than you expect.",
  "Try not to skip meals, however busy the day becomes.",
  "Gentle exercise suits you better today than pushing too hard.",
  "If you work at a desk, stand up and move around every hour or so.",
  "Rest is productive too, so listen to what your body is telling you.",
];

const advice = [
  "The day rewards patience more than pressure.",
  "Keep your word on small promises, because they build trust.",
  "A kind word to someone who is struggling will be remembered.",
  "Write down your priorities in the morning and return to them at midday.",
  "Let go of one worry you cannot control and focus on what you can.",
  "Say no politely where you need to, as your time is valuable.",
  "Ask for help if you need it; someone is willing to give it.",
  "Trust your preparation and take the next step calmly.",
  "Noticing what is going right will brighten your outlook.",
  "Keep an open mind, since an unexpected suggestion may be the useful one.",
  "End the day by noting one thing you learned.",
];

const themes = [love, work, money, health];

/** FNV-1a: a small, stable string hash, so the same input always gives the same text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Modulo that stays non-negative for days before 1970. */
export function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** Days since 1970-01-01 of a valid ISO day. */
export function dayNumber(isoDate: string): number {
  const date = new Date(isoDate + "T00:00:00Z");
  const time = date.getTime();
  if (Number.isNaN(time) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new Error(`Invalid ISO date: ${isoDate}`);
  }
  return Math.round(time / DAY_MS);
}

/**
 * A deterministic 3-5 sentence prediction for one sign and day.
 *
 * The middle sentences are picked by hashing (date, sign). The opening and closing
 * sentences rotate with the day (8 and 11 choices, coprime), so one sign never
 * repeats the same pair within 88 consecutive days; the opener names one of the
 * sign's own strengths, so two signs never share a text on the same day.
 */
export function demoPrediction(sign: string, isoDate: string): string {
  const key = sign.toLowerCase() as (typeof demoPredictionSigns)[number];
  const signIndex = demoPredictionSigns.indexOf(key);
  if (signIndex < 0) throw new Error(`Unknown sign: ${sign}`);
  const t = traits[key];
  const day = dayNumber(isoDate);
  const h = hash(`${isoDate}|${key}`);

  const strength = t.strengths[h % 3];
  const watch = t.watch[(h >>> 4) % 2];
  const ruler = t.ruler;
  const opener = openers[mod(day + signIndex * 3, openers.length)]
    .replace("{Ruler}", ruler.charAt(0).toUpperCase() + ruler.slice(1))
    .replace("{ruler}", ruler)
    .replace("{strength}", strength)
    .replace("{watch}", watch);

  const themeCount = 1 + ((h >>> 8) % 3);
  const firstTheme = (h >>> 12) % themes.length;
  const middle: string[] = [];
  for (let i = 0; i < themeCount; i++) {
    const themeIndex = (firstTheme + i) % themes.length;
    const phrases = themes[themeIndex];
    middle.push(phrases[hash(`${isoDate}|${key}|${themeIndex}`) % phrases.length]);
  }

  const closing = advice[mod(day + signIndex * 5, advice.length)];
  return [opener, ...middle, closing].join(" ");
}
