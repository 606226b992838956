// The Call and Chat lists (spec public-and-customer §2 "Call and Chat lists", §3 "Astrologer
// list record", §8, §9): the spec's strings, the query in the address (filters, sort, page),
// and how a card words its fields. Pure: the routes, the service and the tests share it. A
// function that words something takes the page's words `t` (the `astrologers` namespace's).

import { indianNumber } from "./indian-number";
import { parsePageParam } from "./pagination";
import type { Words } from "./words";

export type AstrologerListKind = "call" | "chat";

/** Cards per page: twelve fill one, two or three columns evenly. */
export const ASTROLOGER_PAGE_SIZE = 12;
/** Terms of use and spec §9: the first chat or call is free for 5 minutes. */
export const FREE_MINUTES = 5;

export const DEFAULT_PROFILE_IMAGE = "/images/default-profile.svg";
export const APP_DOWNLOAD_PATH = "/app-download";
export const LIST_PATHS: Record<AstrologerListKind, string> = {
  call: "/call-with-astrologer",
  chat: "/chat-with-astrologer",
};

export const SORTS = ["recommended", "experience", "price-low", "price-high", "orders"] as const;
export type AstrologerSort = (typeof SORTS)[number];
export const DEFAULT_SORT: AstrologerSort = "recommended";

export type AstrologerListQuery = {
  /** Lowercase language name, e.g. "hindi"; null for all. */
  language: string | null;
  /** Lowercase specialisation, e.g. "vedic"; null for all. */
  specialization: string | null;
  sort: AstrologerSort;
  page: number;
};

export const DEFAULT_QUERY: AstrologerListQuery = { language: null, specialization: null, sort: DEFAULT_SORT, page: 1 };

/** The address's own parameters; anything else (say utm_source) is left alone. */
export const LIST_PARAMS = ["language", "specialization", "sort", "page"] as const;

const MAX_FILTER_LENGTH = 40;
// Letters (any script, with their combining marks) in words joined by single spaces or hyphens.
const FILTER_VALUE = /^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)*$/u;
const MAX_PAGE = 10_000;

/** A filter value as the address carries it: trimmed, single-spaced, lowercase; null if unusable. */
export function normaliseFilterValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const value = raw.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  if (value.length === 0 || value.length > MAX_FILTER_LENGTH || !FILTER_VALUE.test(value)) return null;
  return value;
}

export function parseSort(raw: string | null | undefined): AstrologerSort {
  const value = (raw ?? "").trim().toLowerCase();
  return (SORTS as readonly string[]).includes(value) ? (value as AstrologerSort) : DEFAULT_SORT;
}

export function parsePage(raw: string | null | undefined): number {
  // A list answers a malformed page number with its first page rather than a 404.
  return Math.min(MAX_PAGE, parsePageParam((raw ?? "").trim()) ?? 1);
}

/** The query parameters a list reads (parseAstrologerListQuery). */
export const ASTROLOGER_LIST_PARAMS = ["language", "specialization", "sort", "page"] as const;

/** Reads the list's query from an address; anything malformed falls back to the default. */
export function parseAstrologerListQuery(params: URLSearchParams): AstrologerListQuery {
  return {
    language: normaliseFilterValue(params.get("language")),
    specialization: normaliseFilterValue(params.get("specialization")),
    sort: parseSort(params.get("sort")),
    page: parsePage(params.get("page")),
  };
}

/**
 * The query string for a list address ("?language=hindi&sort=price-low", or "" for the
 * default list). Defaults are left out and the order is fixed, so one list has one address.
 */
export function astrologerListSearch(query: Partial<AstrologerListQuery>): string {
  const params = new URLSearchParams();
  const language = normaliseFilterValue(query.language);
  const specialization = normaliseFilterValue(query.specialization);
  const sort = parseSort(query.sort);
  const page = parsePage(query.page == null ? null : String(query.page));
  if (language) params.set("language", language);
  if (specialization) params.set("specialization", specialization);
  if (sort !== DEFAULT_SORT) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Where a list address should be redirected so that it reads canonically (a GET form sends
 * empty and default fields), or null when it already does. Other parameters are kept, after ours.
 */
export function canonicalListRedirect(params: URLSearchParams): string | null {
  const target = new URLSearchParams(astrologerListSearch(parseAstrologerListQuery(params)));
  for (const [key, value] of params) {
    if (!(LIST_PARAMS as readonly string[]).includes(key)) target.append(key, value);
  }
  const text = target.toString();
  if (text === params.toString()) return null;
  return text ? `?${text}` : "";
}

export function hasFilters(query: AstrologerListQuery): boolean {
  return query.language !== null || query.specialization !== null;
}

// Words as people write them: "hindi" and "ENGLISH" read "Hindi" and "English".
export function titleCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/**
 * The specialisations the site knows by name, by the address's value (each the key of its words);
 * any other shows as it is stored.
 */
export const KNOWN_SPECIALIZATIONS = ["vedic", "kp", "nadi", "lal kitab", "prashna", "tarot", "numerology", "palmistry", "vastu"] as const;

/**
 * The languages the site knows by name, as the language filter offers them: India's scheduled
 * languages and English (with the other spellings people type), by the address's value.
 */
export const KNOWN_LANGUAGES = [
  "hindi",
  "english",
  "assamese",
  "bengali",
  "bangla",
  "bodo",
  "bhojpuri",
  "dogri",
  "gujarati",
  "kannada",
  "kashmiri",
  "konkani",
  "maithili",
  "malayalam",
  "manipuri",
  "marathi",
  "nepali",
  "odia",
  "oriya",
  "punjabi",
  "sanskrit",
  "santali",
  "sindhi",
  "tamil",
  "telugu",
  "urdu",
] as const;

const isKnown = <T extends string>(names: readonly T[], key: string): key is T => (names as readonly string[]).includes(key);

function isKnownGender(key: string): key is keyof typeof GENDERS {
  return Object.hasOwn(GENDERS, key);
}

/** A specialisation as `t` names it (the admin area's in English); one the site does not know, as stored. */
export function specializationName(value: string, t: Words): string {
  const key = value.trim().toLowerCase();
  return isKnown(KNOWN_SPECIALIZATIONS, key) ? t(`astrologers:specializations.${key}`) : titleCase(key);
}

/** A language filter's value as the page's language names it. */
export function languageName(value: string, t: Words): string {
  const key = value.trim().toLowerCase();
  return isKnown(KNOWN_LANGUAGES, key) ? t(`astrologers:languages.${key}`) : titleCase(key);
}

/** The comma-separated languages an astrologer typed, each trimmed; empty pieces dropped. */
export function splitLanguages(text: string): string[] {
  return text
    .split(",")
    .map((piece) => piece.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** The languages an astrologer speaks, as they typed them (the admin area's English). */
export function languagesLabel(text: string): string {
  return splitLanguages(text).map(titleCase).join(", ");
}

/** The languages an astrologer speaks, each named in the page's language (as typed when not known). */
export function spokenLanguages(text: string, t: Words): string {
  return splitLanguages(text)
    .map((piece) => languageName(piece, t))
    .join(", ");
}

// The stored codes and words for gender, by the key of their label.
const GENDERS = {
  m: "male",
  male: "male",
  f: "female",
  female: "female",
  o: "other",
  other: "other",
  "non-binary": "nonBinary",
  "prefer not to say": "notSaid",
} as const;

export function genderLabel(value: string, t: Words): string {
  const key = value.trim().toLowerCase();
  return isKnownGender(key) ? t(`astrologers:card.gender.${GENDERS[key]}`) : titleCase(key);
}

export function ordersLabel(count: number, t: Words): string {
  return t("astrologers:card.orders", { count, number: indianNumber(count) });
}

export function rateLabel(rate: number, t: Words): string {
  return t("astrologers:card.rate", { rate: indianNumber(rate) });
}

/** The call list charges the call rate and the chat list the chat rate. */
export function ratePerMinute(item: { callCharges: number; chatCharges: number }, kind: AstrologerListKind): number {
  return kind === "call" ? item.callCharges : item.chatCharges;
}

export type FilterOption = { value: string; label: string };

/** One card on the Call or Chat list (spec §3 "Astrologer list record"). */
export type AstrologerCard = {
  id: number;
  firstName: string;
  /** The astrologer's photo, or the default profile image. */
  photoUrl: string;
  gender: string;
  age: number;
  experience: number;
  specialization: string;
  language: string;
  chatCharges: number;
  callCharges: number;
  /** callCount on the call list, chatCount on the chat list (spec: shown as orders). */
  orders: number;
  /** The customers' rating out of 5, or null when no customer has rated (customerRating). */
  rating: number | null;
  /** No consultation of any kind and no rating yet: shown as "New", not as five stars. */
  isNew: boolean;
  /** Spec: 'Wait - 2m' shows when this is true, which it never is here. */
  isWaiting: boolean;
};

export function experienceLabel(years: number, t: Words): string {
  return t("astrologers:card.experience", { count: years });
}

/**
 * Words for the page title and description that tell one filtered page from another,
 * e.g. "Hindi, Vedic, price: low to high, page 2"; "" for the default list.
 */
export function listQuerySummary(query: AstrologerListQuery, t: Words): string {
  const parts: string[] = [];
  if (query.language) parts.push(languageName(query.language, t));
  if (query.specialization) parts.push(specializationName(query.specialization, t));
  if (query.sort !== DEFAULT_SORT) parts.push(t(`astrologers:sort.${query.sort}`).toLowerCase());
  if (query.page > 1) parts.push(t("astrologers:seo.page", { page: query.page }));
  return parts.join(", ");
}

/**
 * The page title, description and keywords in the page's language, different for every
 * filtered, sorted or later page; the path is the English one (pageMeta makes the page's own).
 */
export function listPageSeo(kind: AstrologerListKind, brand: string, query: AstrologerListQuery, t: Words) {
  const heading = t(`astrologers:page.${kind}.heading`);
  const description = t(`astrologers:page.${kind}.description`);
  const summary = listQuerySummary(query, t);
  return {
    title: summary ? t("astrologers:seo.titleFiltered", { brand, heading, summary }) : t("astrologers:seo.title", { brand, heading }),
    description: summary ? t("astrologers:seo.descriptionFiltered", { description, summary }) : description,
    keywords: t(`astrologers:page.${kind}.keywords`),
    path: LIST_PATHS[kind] + astrologerListSearch(query),
  };
}

export type AstrologerListPageData = {
  items: AstrologerCard[];
  total: number;
  pageCount: number;
  pageSize: number;
  options: { languages: FilterOption[]; specializations: FilterOption[] };
};

/** What a list page shows when the astrologers could not be read (with the spec's error message). */
export function unavailableListPage(): AstrologerListPageData {
  return { items: [], total: 0, pageCount: 0, pageSize: ASTROLOGER_PAGE_SIZE, options: { languages: [], specializations: [] } };
}

// Honest ratings. The spec's cards show a fixed five-star text, and its registration default
// sets rating 10 on a 5-star scale: a brand-new astrologer would look best rated and, sorted by
// rating, come first. A rating counts only when customers could have given it.

/** Customers rate out of five stars. */
export const MAX_RATING = 5;

/**
 * The stored rating when customers can have given it: on the 5-star scale (above 0, at most 5)
 * and after at least one consultation. Otherwise null: the registration default 10, or a
 * figure no customer stands behind.
 */
export function customerRating(stored: number, totalOrders: number): number | null {
  if (totalOrders <= 0 || !Number.isFinite(stored) || stored <= 0 || stored > MAX_RATING) return null;
  return Math.round(stored * 10) / 10;
}

/** New: no call, chat or video call yet, so no rating either. */
export function isNewAstrologer(a: { rating: number | null; totalOrders: number }): boolean {
  return a.rating === null && a.totalOrders === 0;
}

/** A rating as a screen reader hears it, e.g. "Rated 4.7 out of 5". */
export function ratingLabel(rating: number, t: Words): string {
  return t("astrologers:rating.rated", { rating: rating.toFixed(1), max: MAX_RATING });
}

/** Filled and empty stars for a rating, to the nearest whole star: 4.6 reads ★★★★★, 4.2 ★★★★☆. */
export function starsFor(rating: number): string {
  const filled = Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(MAX_RATING - filled);
}

type Rankable = Pick<AstrologerCard, "id" | "rating" | "orders" | "experience" | "callCharges" | "chatCharges">;

/**
 * The default order ("Recommended"): astrologers customers rated come first, best rated first;
 * then the most consultations on this list, then the most years of experience. So a new
 * astrologer (no rating, no orders) follows everyone with a track record, experienced ones first.
 * The id breaks ties, so a card never shows on two pages or on none.
 */
export function compareRecommended(a: Rankable, b: Rankable): number {
  if ((a.rating === null) !== (b.rating === null)) return a.rating === null ? 1 : -1;
  return (b.rating ?? 0) - (a.rating ?? 0) || b.orders - a.orders || b.experience - a.experience || a.id - b.id;
}

/** The list in the chosen order; every other sort falls back to the recommended order on ties. */
export function sortAstrologers<T extends Rankable>(items: readonly T[], sort: AstrologerSort, kind: AstrologerListKind): T[] {
  const rate = (item: T) => ratePerMinute(item, kind);
  const primary: Record<AstrologerSort, (a: T, b: T) => number> = {
    recommended: () => 0,
    experience: (a, b) => b.experience - a.experience,
    "price-low": (a, b) => rate(a) - rate(b),
    "price-high": (a, b) => rate(b) - rate(a),
    orders: (a, b) => b.orders - a.orders,
  };
  return [...items].sort((a, b) => primary[sort](a, b) || compareRecommended(a, b));
}
