// The words of the sky, in the page's language (`t`): tithis, nakshatras, a day's spans, the
// choghadiya's and hora's periods, lunar months, vrats and the grahas' changes. Pages, their meta,
// services and components all name a day's facts through these, so no two say it differently.
import { formatIndiaDay } from "~/domain/india-date";
import { formatIndiaClock, indiaSpanClocks } from "~/domain/india-times";
import type { Language } from "~/domain/language";
import type { Words, WordsUnder } from "~/domain/words";
import type { Choghadiya, GocharEvent, Hora, Panchang, Span, Vrat } from "~/jyotish";
import { LUNAR_MONTHS, NAKSHATRAS, RASHIS, tithiName } from "~/jyotish/zodiac";

/** A day's panchang at a glance (the home and daily horoscope pages). */
export type PanchangGlance = {
  city: { slug: string; name: string };
  date: string;
  tithi: string;
  nakshatra: string;
  rahuKaal: string;
  /** the city was chosen by the visitor (their page is theirs alone) */
  chosen: boolean;
};

/** A tithi's words: 'Krishna Pratipada', 'Purnima'. */
export function tithiWords(t: Words, index: number): string {
  const { paksha, name } = tithiName(index);
  const tithi = t(`panchang:tithi.${name}`);
  if (name === "purnima" || name === "amavasya") return tithi;
  return t("panchang:tithiWithPaksha", { paksha: t(`panchang:paksha.${paksha}`), tithi });
}

export function nakshatraWords(t: Words, index: number): string {
  return t(`panchang:nakshatra.${NAKSHATRAS[index]}`);
}

/** A span of the day as '12:07 pm to 1:27 pm', the day's own date left out. */
export function spanWords(t: Words, span: Span, language: Language, date: string): string {
  return t("panchang:span", indiaSpanClocks(span.start, span.end, language, date));
}

/** The day's tithi, nakshatra and times in words, for the page's meta and for "today at a glance". */
export function panchangSummary(t: Words, language: Language, panchang: Panchang) {
  return {
    date: formatIndiaDay(panchang.date, language),
    tithi: tithiWords(t, panchang.tithis[0].index),
    nakshatra: nakshatraWords(t, panchang.nakshatras[0].index),
    sunrise: formatIndiaClock(panchang.sunrise, language, panchang.date),
    sunset: formatIndiaClock(panchang.sunset, language, panchang.date),
    rahuKaal: spanWords(t, panchang.rahuKaal, language, panchang.date),
  };
}

/** A period's name in words: a choghadiya's ('Amrit'), a hora's lord ('Venus'). */
export function periodWords(t: Words, period: Choghadiya | Hora): string {
  return "name" in period ? t(`dayPeriods:choghadiyaName.${period.name}`) : t(`dayPeriods:lord.${period.lord}`);
}

/** A lunar month's name, 'Adhik Jyeshtha' for an adhik one. */
export function lunarMonthWords(t: Words, index: number, adhik: boolean): string {
  const month = t(`panchang:month.${LUNAR_MONTHS[index]}`);
  return adhik ? t("panchang:adhik", { month }) : month;
}

// Every Pradosh is named by its weekday (Sunday first, as Date's getUTCDay counts): Ravi, Som,
// Bhaum, Budh, Guru, Shukra and Shani Pradosh, as the panchangs print them.
const PRADOSH_OF_DAY = [
  "raviPradosh",
  "somPradosh",
  "bhaumPradosh",
  "budhPradosh",
  "guruPradosh",
  "shukraPradosh",
  "shaniPradosh",
] as const;

/** A festival a vrat is or stands beside, by its key (Vrat's `festival`, `alsoKept`), as the festival table names it. */
function festivalWords(t: Words, key: string): string {
  return t(`calendar:festivalName.${key as WordsUnder<"calendar:festivalName.">}`);
}

/**
 * A vrat's name as the calendars print it: 'Mokshada Ekadashi', 'Shani Pradosh Vrat', 'Pausha
 * Purnima', 'Makar Sankranti'. The Ekadashis, Purnimas and Amavasyas take the festival
 * calendar's words, so a day both list reads the same in both; a vrat that is a named festival
 * ('Maha Shivaratri', 'Nirjala Ekadashi') takes the festival's name. A Pradosh takes its
 * weekday's name (`vara`, 0 Sunday), or the plain name when the day is not known.
 */
export function vratWords(t: Words, vrat: Vrat, vara?: number): string {
  if (vrat.festival) return festivalWords(t, vrat.festival);
  const month = lunarMonthWords(t, vrat.named, vrat.adhik);
  switch (vrat.kind) {
    case "ekadashi":
      return t("festival:recurring.ekadashi", { name: t(`festival:ekadashi.${vrat.ekadashi!}`) });
    case "purnima":
    case "amavasya":
      return t(`festival:recurring.${vrat.kind}`, { month });
    case "sankranti":
      return t(`calendar:sankranti.${RASHIS[vrat.sign!]}`);
    case "pradosh":
      return t(`calendar:vrat.${vara === undefined ? "pradosh" : PRADOSH_OF_DAY[vara]}`);
    default:
      return t(`calendar:vrat.${vrat.kind}`);
  }
}

/**
 * Where a vrat's day has another tithi at sunrise, that tithi and in a few words why the day is
 * the vrat's: '(at sunrise: Krishna Trayodashi; its tithi holds at midnight (nishita))'.
 */
export function vratSunriseWords(t: Words, vrat: Vrat): string | null {
  if (vrat.sunriseTithi === undefined || vrat.entry === undefined) return null;
  const reason =
    vrat.entry === "noSunrise" || vrat.entry === "ekadashi"
      ? t(`calendar:entry.${vrat.entry}`)
      : t("calendar:entry.atKaala", { kaala: t(`festival:tithiEntry.kaala.${vrat.entry}`) });
  return t("calendar:atSunrise", { tithi: tithiWords(t, vrat.sunriseTithi), reason });
}

/** The festival of a vrat's tithi that its own rule keeps on another day, and why: 'Sharad Purnima is kept on 25 October 2026: …'. */
export function alsoKeptWords(t: Words, vrat: Vrat, language: Language): string | null {
  if (!vrat.alsoKept) return null;
  const { festival, date, kaala } = vrat.alsoKept;
  return t("calendar:alsoKept", {
    festival: festivalWords(t, festival),
    date: formatIndiaDay(date, language),
    kaala: t(`festival:tithiEntry.kaala.${kaala}`),
    tithi: vratWords(t, { ...vrat, festival: undefined }),
  });
}

/** "Enters Karka (Cancer)", "Returns to Meena, moving back (vakri)", "Sets in the Sun's glare (asta) in …". */
export function gocharEventWords(t: Words, event: GocharEvent): string {
  const sign = t(`panchang:rashi.${RASHIS[event.sign]}`);
  if (event.kind === "ingress") return t(event.retrograde ? "gochar:event.returns" : "gochar:event.ingress", { sign });
  if (event.kind === "station") return t(event.turns === "retrograde" ? "gochar:event.retrograde" : "gochar:event.direct", { sign });
  return t(`gochar:event.${event.kind}`, { sign });
}
