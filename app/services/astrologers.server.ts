import { sql } from "kysely";
import {
  ASTROLOGER_PAGE_SIZE,
  DEFAULT_PROFILE_IMAGE,
  customerRating,
  DEFAULT_SORT,
  isNewAstrologer,
  normaliseFilterValue,
  pageCountFor,
  parsePage,
  parseSort,
  sortAstrologers,
  specializationLabel,
  splitLanguages,
  titleCase,
  type AstrologerCard,
  type AstrologerListKind,
  type AstrologerListQuery,
  type AstrologerSort,
  type FilterOption,
} from "~/domain/astrologer-list";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

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
/** Whole sorted lists per filter and sort; a page is a slice of one. */
const listCache = new Map<string, Cached<AstrologerListItem[]>>();
let optionsCache: Cached<AstrologerFilterOptions> | null = null;

/** Drops every cached list (an astrologer was approved, deactivated or edited). */
export function invalidateAstrologerCache() {
  listCache.clear();
  optionsCache = null;
}
onChange("astrologers", invalidateAstrologerCache);

/** Active, not deactivated astrologers for one page of the Call or Chat list. */
export async function listActiveAstrologers(
  input: ListAstrologersInput,
  options: { now?: number } = {},
): Promise<AstrologerListPage> {
  const query = {
    kind: input.kind,
    language: normaliseFilterValue(input.language),
    specialization: normaliseFilterValue(input.specialization),
    sort: parseSort(input.sort ?? DEFAULT_SORT),
  };
  const page = parsePage(String(input.page ?? 1));
  const pageSize = Math.max(1, Math.min(100, Math.floor(input.pageSize ?? ASTROLOGER_PAGE_SIZE)));
  const now = options.now ?? Date.now();
  const key = JSON.stringify(query);
  let sorted = listCache.get(key);
  if (!sorted || sorted.until <= now) {
    const drops = dropsOf("astrologers");
    sorted = { value: await readSortedList(query), until: now + CACHE_TTL_MS };
    if (dropsOf("astrologers") === drops) {
      if (listCache.size >= MAX_CACHED_QUERIES) listCache.delete(listCache.keys().next().value!);
      listCache.set(key, sorted);
    }
  }
  const all = sorted.value;
  if (all.length === 0) return { items: [], total: 0, pageCount: 0 };
  return {
    total: all.length,
    pageCount: pageCountFor(all.length, pageSize),
    items: all.slice((page - 1) * pageSize, page * pageSize),
  };
}

// Whole word, any letter case: "hindi" finds "Hindi, English" and "Hindi/Urdu" but not "Hindiya".
// The value is already letters, spaces and hyphens only (normaliseFilterValue); escaping is a second guard.
function wholeWordPattern(value: string): string {
  const escaped = value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
  return `(^|[^[:alnum:]])${escaped}([^[:alnum:]]|$)`;
}

/**
 * Every matching astrologer, in the order the domain defines (sortAstrologers). The order is
 * ours, not SQL's, so it is unit-tested in one place; a list is a few hundred short rows, read
 * once a minute at most per filter and sort (the cache above).
 */
async function readSortedList(query: {
  kind: AstrologerListKind;
  language: string | null;
  specialization: string | null;
  sort: AstrologerSort;
}): Promise<AstrologerListItem[]> {
  const db = await getDb();
  let base = db.selectFrom("astrologers").where("status", "=", ACTIVE).where("deactivatedAt", "is", null);
  if (query.language) base = base.where(sql<boolean>`language ~* ${wholeWordPattern(query.language)}`);
  if (query.specialization) base = base.where(sql<string>`lower(trim(specialization))`, "=", query.specialization);

  const found = await base
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
    .execute();

  const cards = found.map((row) => {
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
  return sortAstrologers(cards, query.sort, query.kind);
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
    if (value && !specializations.has(value)) specializations.set(value, specializationLabel(value));
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
