import { type Kysely, sql } from "kysely";

import {
  ASTROLOGER_PAGE_SIZE,
  type AstrologerCard,
  type AstrologerListKind,
  type AstrologerListQuery,
  type AstrologerSort,
  customerRating,
  DEFAULT_PROFILE_IMAGE,
  DEFAULT_SORT,
  type FilterOption,
  isNewAstrologer,
  normaliseFilterValue,
  parsePage,
  parseSort,
  specializationName,
  splitLanguages,
  titleCase,
} from "~/domain/astrologer-list";
import { pageCountFor } from "~/domain/pagination";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { translator } from "~/locales/i18n";

/** Spec onboarding §4: status 1 is Active. Deactivated astrologers keep status 1 but set deactivatedAt. */
const ACTIVE = 1;

// Lists change only when an admin approves or deactivates someone, and that drops the cache on
// every instance at once (change-notices.server.ts); the TTL only bounds how long an instance
// that missed the notice shows the old list.
const CACHE_TTL_MS = 60_000;
const MAX_CACHED_QUERIES = 500;

export type AstrologerListItem = AstrologerCard;

export type AstrologerListPage = { items: AstrologerListItem[]; total: number; pageCount: number };

export type ListAstrologersInput = {
  kind: AstrologerListKind;
  language?: string | null;
  specialization?: string | null;
  sort?: AstrologerSort;
  page?: number;
  pageSize?: number;
};

type Cached<T> = { value: T; until: number };
/** Pages per filter, sort and page number. */
const listCache = new Map<string, Cached<AstrologerListPage>>();
let optionsCache: Cached<AstrologerFilterOptions> | null = null;

/** Drops every cached list (an astrologer was approved, deactivated or edited). */
export function invalidateAstrologerCache() {
  listCache.clear();
  optionsCache = null;
}
onChange("astrologers", invalidateAstrologerCache);

/** Active, not deactivated astrologers for one page of the Call or Chat list. */
export async function listActiveAstrologers(input: ListAstrologersInput, options: { now?: number } = {}): Promise<AstrologerListPage> {
  const query = {
    kind: input.kind,
    language: normaliseFilterValue(input.language),
    specialization: normaliseFilterValue(input.specialization),
    sort: parseSort(input.sort ?? DEFAULT_SORT),
  };
  const page = parsePage(String(input.page ?? 1));
  const pageSize = Math.max(1, Math.min(100, Math.floor(input.pageSize ?? ASTROLOGER_PAGE_SIZE)));
  const now = options.now ?? Date.now();
  const key = JSON.stringify([query, page, pageSize]);
  const hit = listCache.get(key);
  if (hit && hit.until > now) return hit.value;
  const drops = dropsOf("astrologers");
  const value = await readListPage(query, page, pageSize);
  if (dropsOf("astrologers") === drops) {
    if (listCache.size >= MAX_CACHED_QUERIES) listCache.delete(listCache.keys().next().value!);
    listCache.set(key, { value, until: now + CACHE_TTL_MS });
  }
  return value;
}

// Whole word, any letter case: "hindi" finds "Hindi, English" and "Hindi/Urdu" but not "Hindiya".
// A value of plain letters a-z is one of the words the database keeps for each astrologer
// (language_words, migration 009: the runs of letters and digits of the lowercased languages),
// which an index finds; any other value (several words, letters of other scripts) is matched by
// a regular expression, row by row. The two agree on plain words: a match bounded by non-letters
// on both sides is exactly one such run.
function languageFilter(value: string) {
  if (isLanguageWord(value)) return sql<boolean>`language_words @> array[${value}]::text[]`;
  return sql<boolean>`language ~* ${wholeWordPattern(value)}`;
}

function isLanguageWord(value: string) {
  return /^[a-z]+$/.test(value);
}

// The value is already letters, spaces and hyphens only (normaliseFilterValue); escaping is a second guard.
function wholeWordPattern(value: string): string {
  const escaped = value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return `(^|[^[:alnum:]])${escaped}([^[:alnum:]]|$)`;
}

/**
 * The customers' rating in tenths, or null when it does not count: customerRating's rule in
 * SQL. The rating goes through its text form because that is the number JavaScript reads
 * (the nearest double to the shortest decimal of the stored real), and floor(x + 0.5) is
 * Math.round for these values. Migration 009 indexes this very expression.
 */
const ratingTenths = sql<number | null>`(case when call_count + chat_count + vcall_count > 0 and rating > 0 and rating <= 5
  then floor(rating::text::float8 * 10 + 0.5) end)`;

/**
 * The domain's order (sortAstrologers, compareRecommended) as an ORDER BY: the chosen sort,
 * then rated before unrated, best rated, most consultations on this list, most experience, id.
 * tests/integration/astrologer-order.test.ts holds the two to the same answer.
 */
function listOrder(sort: AstrologerSort, kind: AstrologerListKind) {
  const orders = kind === "call" ? sql`call_count` : sql`chat_count`;
  const rate = kind === "call" ? sql`call_charges` : sql`chat_charges`;
  const primary = {
    recommended: [],
    experience: [sql`experience desc`],
    "price-low": [sql`${rate} asc`],
    "price-high": [sql`${rate} desc`],
    orders: [sql`${orders} desc`],
  }[sort];
  return sql.join([...primary, sql`${ratingTenths} desc nulls last`, sql`${orders} desc`, sql`experience desc`, sql`id asc`]);
}

type ListFilter = { language: string | null; specialization: string | null };

/** The listed astrologers the filter finds. */
function listedAstrologers(db: Kysely<Database>, query: ListFilter) {
  let found = db.selectFrom("astrologers").where("status", "=", ACTIVE).where("deactivatedAt", "is", null);
  if (query.language) found = found.where(languageFilter(query.language));
  if (query.specialization) found = found.where(sql<string>`lower(trim(specialization))`, "=", query.specialization);
  return found;
}

/** One page of the list in the domain's order, ordered, counted and cut by the database. */
async function readListPage(
  query: { kind: AstrologerListKind; language: string | null; specialization: string | null; sort: AstrologerSort },
  page: number,
  pageSize: number,
): Promise<AstrologerListPage> {
  const db = await getDb();
  const [found, total] = await Promise.all([
    listedAstrologers(db, query)
      .select([
        "id",
        "firstName",
        "photoPath",
        "gender",
        "age",
        "experience",
        "specialization",
        "language",
        "chatCharges",
        "callCharges",
        "callCount",
        "chatCount",
        "vcallCount",
        "rating",
      ])
      .orderBy(listOrder(query.sort, query.kind))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    countListed(db, query),
  ]);
  const items = found.map((row) => {
    const totalOrders = row.callCount + row.chatCount + row.vcallCount;
    const rating = customerRating(row.rating, totalOrders);
    return {
      id: row.id,
      firstName: row.firstName.trim(),
      photoUrl: row.photoPath?.trim() || DEFAULT_PROFILE_IMAGE,
      gender: row.gender,
      age: row.age,
      experience: row.experience,
      specialization: row.specialization.trim(),
      language: row.language.trim(),
      chatCharges: row.chatCharges,
      callCharges: row.callCharges,
      orders: query.kind === "call" ? row.callCount : row.chatCount,
      rating,
      isNew: isNewAstrologer({ rating, totalOrders }),
      isWaiting: false,
    };
  });
  return { items, total, pageCount: pageCountFor(total, pageSize) };
}

/**
 * How many listed astrologers the filter finds: the count the database keeps per language word
 * and specialisation (migration 013, '' for any) when the language is one word or none, else
 * counted row by row like the page.
 */
async function countListed(db: Kysely<Database>, query: ListFilter): Promise<number> {
  if (query.language !== null && !isLanguageWord(query.language)) {
    const counted = await listedAstrologers(db, query)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  }
  const kept = await db
    .selectFrom("astrologerListCounts")
    .select("astrologers")
    .where("languageWord", "=", query.language ?? "")
    .where("specialization", "=", query.specialization ?? "")
    .executeTakeFirst();
  return Number(kept?.astrologers ?? 0);
}

export type AstrologerFilterOptions = { languages: FilterOption[]; specializations: FilterOption[] };

/** The languages (each comma-separated piece) and specialisations that Active astrologers offer. */
export async function astrologerFilterOptions(options: { now?: number } = {}): Promise<AstrologerFilterOptions> {
  const now = options.now ?? Date.now();
  if (optionsCache && optionsCache.until > now) return optionsCache.value;

  const drops = dropsOf("astrologers");
  const db = await getDb();
  const rows = await db
    .selectFrom("astrologers")
    .select(["language", "specialization"])
    .distinct()
    .where("status", "=", ACTIVE)
    .where("deactivatedAt", "is", null)
    .execute();

  const languages = new Map<string, string>();
  const specializations = new Map<string, string>();
  for (const row of rows) {
    for (const piece of splitLanguages(row.language)) {
      const value = normaliseFilterValue(piece);
      if (value && !languages.has(value)) languages.set(value, titleCase(value));
    }
    const value = normaliseFilterValue(row.specialization);
    if (value && !specializations.has(value)) specializations.set(value, specializationName(value, translator("en")));
  }
  const sorted = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, "en-IN"));

  const value = { languages: sorted(languages), specializations: sorted(specializations) };
  if (dropsOf("astrologers") === drops) optionsCache = { value, until: now + CACHE_TTL_MS };
  return value;
}

/** Everything one page of the Call or Chat list shows: its cards, counts and filter choices. */
export async function getAstrologerListPage(kind: AstrologerListKind, query: AstrologerListQuery) {
  const [list, options] = await Promise.all([
    listActiveAstrologers({ kind, ...query, pageSize: ASTROLOGER_PAGE_SIZE }),
    astrologerFilterOptions(),
  ]);
  return { ...list, pageSize: ASTROLOGER_PAGE_SIZE, options };
}
