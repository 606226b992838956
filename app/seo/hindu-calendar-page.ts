// The Hindu calendar's month: its vrats and lunar months in words, and the page as search
// engines and link previews see it (title, description, canonical address, breadcrumbs).
import type { MetaDescriptor } from "@remix-run/react";

import { hinduCalendarPath } from "~/domain/city-day";
import { formatIndiaDay, monthName } from "~/domain/india-date";
import { type Language, LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import type { PanchangCity } from "~/domain/panchang-cities";
import type { Words, WordsUnder } from "~/domain/words";
import type { Vrat } from "~/jyotish";
import { LUNAR_MONTHS, RASHIS } from "~/jyotish/zodiac";

import { absoluteUrl, type SiteInfo } from "./meta-tags";
import { breadcrumbList, pageMeta } from "./page-meta";
import { tithiWords } from "./panchang-page";

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

type PageData =
  | { city: PanchangCity; names: { city: string; state: string }; year: number; month: number; vrats: Vrat[]; days: { vara: number }[] }
  | undefined;

/** The words every part of the page's meta shares. */
function values(t: Words, language: Language, data: NonNullable<PageData>) {
  const ekadashis = data.vrats.filter((vrat) => vrat.kind === "ekadashi");
  const named = ekadashis.map((vrat) => vratWords(t, vrat));
  return {
    city: data.names.city,
    month: monthName(data.month, language),
    year: data.year,
    vrats: named.length ? named.join(", ") : t("calendar:vrat.pradosh"),
  };
}

/** The month's title, description, canonical address, hreflang pair and breadcrumbs. */
export function hinduCalendarMeta(t: Words, site: SiteInfo, data: PageData): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t("calendar:eyebrow")}` }];
  const words = values(t, site.language, data);
  const path = hinduCalendarPath(data.city.slug, data.year, data.month);
  const title = t("calendar:seo.title", words);
  const description = t("calendar:seo.description", words);
  const url = (to: string) => absoluteUrl(site, pathInLanguage(to, site.language));
  return pageMeta(site, {
    title,
    description,
    keywords: t("calendar:seo.keywords", words),
    path,
    extra: [
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: title,
          description,
          url: url(path),
          inLanguage: LANGUAGE_TAGS[site.language],
          temporalCoverage: `${data.year}-${String(data.month).padStart(2, "0")}`,
          about: {
            "@type": "Place",
            name: `${data.names.city}, ${data.names.state}`,
            geo: { "@type": "GeoCoordinates", latitude: data.city.latitude, longitude: data.city.longitude },
          },
          breadcrumb: breadcrumbList(site, [
            { name: site.brand, path: "/" },
            { name: t("calendar:eyebrow"), path: hinduCalendarPath("") },
            { name: data.names.city, path: hinduCalendarPath(data.city.slug) },
            { name: `${words.month} ${data.year}`, path },
          ]),
        },
      },
    ],
  });
}
