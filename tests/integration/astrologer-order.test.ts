import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type AstrologerListKind, customerRating, sortAstrologers, SORTS } from "~/domain/astrologer-list";
import { invalidateAstrologerCache, listActiveAstrologers } from "~/features/site/astrologers.server";
import { getDb } from "~/infra/db.server";

// The lists are ordered and paged by the database; the order itself is the domain's
// (sortAstrologers, unit-tested). Here both order the same rows, which are made to tie and
// to sit on rounding edges: equal ratings after rounding to tenths (4.45 and 4.5), reals
// that print as a half (4.05), the registration default 10, zero, ratings without a single
// consultation, equal consultations, equal experience and equal prices.
const MOBILE_PREFIX = "70009911";
const LANGUAGE = "Orderix";

const RATINGS = [4.45, 4.5, 4.05, 4.1, 10, 0, 5, 4.95, 3.25, 4.449, 4.451, 1];

async function removeOurRows() {
  const db = await getDb();
  await db.deleteFrom("astrologers").where("mobile", "like", `${MOBILE_PREFIX}%`).execute();
}

beforeAll(async () => {
  await removeOurRows();
  const db = await getDb();
  const rows = Array.from({ length: 90 }, (_, i) => ({
    mobile: `${MOBILE_PREFIX}${String(i).padStart(2, "0")}`,
    firstName: `Order ${i}`,
    language: `${LANGUAGE}, English`,
    specialization: "vedic",
    status: 1,
    rating: RATINGS[(i * 7) % RATINGS.length],
    // Some have no consultation at all; many share counts, experience and prices.
    callCount: i % 5 === 0 ? 0 : ((i * 3) % 4) * 100,
    chatCount: i % 5 === 0 ? 0 : ((i * 5) % 3) * 100,
    vcallCount: i % 11 === 0 ? 1 : 0,
    experience: (i * 7) % 6,
    callCharges: 10 + ((i * 3) % 4) * 10,
    chatCharges: 10 + ((i * 5) % 3) * 10,
  }));
  await db.insertInto("astrologers").values(rows).execute();
  invalidateAstrologerCache();
});

afterAll(removeOurRows);

/** Every card of a list, page after page, in the order the pages show them. */
async function allPages(kind: AstrologerListKind, sort: (typeof SORTS)[number]) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const found = await listActiveAstrologers({ kind, language: LANGUAGE, sort, page, pageSize: 7 });
    ids.push(...found.items.map((i) => i.id));
    if (page >= found.pageCount) return { ids, total: found.total };
  }
}

describe("the lists' order in SQL is the domain's order", () => {
  for (const kind of ["call", "chat"] as const) {
    for (const sort of SORTS) {
      it(`${kind} list, ${sort}: the same cards in the same order on every page`, async () => {
        const db = await getDb();
        const rows = await db
          .selectFrom("astrologers")
          .select(["id", "rating", "callCount", "chatCount", "vcallCount", "experience", "callCharges", "chatCharges"])
          .where("mobile", "like", `${MOBILE_PREFIX}%`)
          .execute();
        const cards = rows.map((r) => ({
          id: r.id,
          rating: customerRating(r.rating, r.callCount + r.chatCount + r.vcallCount),
          orders: kind === "call" ? r.callCount : r.chatCount,
          experience: r.experience,
          callCharges: r.callCharges,
          chatCharges: r.chatCharges,
        }));
        const expected = sortAstrologers(cards, sort, kind).map((c) => c.id);
        const { ids, total } = await allPages(kind, sort);
        expect(total).toBe(90);
        expect(ids).toEqual(expected);
      });
    }
  }
});
