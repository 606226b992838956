import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { DEFAULT_PROFILE_IMAGE } from "~/domain/astrologer-list";
import { astrologerFilterOptions, invalidateAstrologerCache, listActiveAstrologers } from "~/features/site/astrologers.server";
import { loader as callListLoader } from "~/features/site/pages/call-with-astrologer";
import { getDb } from "~/infra/db.server";
import type { NewAstrologer } from "~/infra/db-schema.server";
import { translator } from "~/locales/i18n";

// Our own rows: mobiles 70009900NN and an invented language, so demo rows (if seeded) never interfere.
const MOBILE_PREFIX = "70009900";
const LANGUAGE = "Sanskritx";

async function removeOurRows() {
  const db = await getDb();
  await db.deleteFrom("astrologers").where("mobile", "like", `${MOBILE_PREFIX}%`).execute();
}

let next = 0;
async function insert(row: Partial<NewAstrologer> & { firstName: string }) {
  const db = await getDb();
  next += 1;
  return db
    .insertInto("astrologers")
    .values({
      mobile: `${MOBILE_PREFIX}${String(next).padStart(2, "0")}`,
      language: `${LANGUAGE}, English`,
      specialization: "vedic",
      status: 1,
      rating: 4.5,
      ...row,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

const names = (page: { items: { firstName: string }[] }) => page.items.map((i) => i.firstName);

beforeEach(async () => {
  await removeOurRows();
  invalidateAstrologerCache();
});

afterAll(removeOurRows);

describe("who is listed", () => {
  it("lists only Active astrologers who are not deactivated", async () => {
    await insert({ firstName: "Active" });
    await insert({ firstName: "Pending", status: 3 });
    await insert({ firstName: "Rejected", status: 4 });
    await insert({ firstName: "Deactivated", deactivatedAt: new Date() });
    const page = await listActiveAstrologers({ kind: "call", language: LANGUAGE });
    expect(names(page)).toEqual(["Active"]);
    expect(page.total).toBe(1);
    expect(page.pageCount).toBe(1);
  });

  it("gives each card its fields, the default photo when none, and never a waiting flag", async () => {
    await insert({
      firstName: "Meera",
      gender: "Female",
      age: 44,
      experience: 19,
      specialization: "tarot",
      callCharges: 35,
      chatCharges: 25,
      callCount: 310,
      chatCount: 120,
      rating: 4.8,
      photoPath: null,
    });
    await insert({ firstName: "Kabir", photoPath: "/images/astrologers/3.svg", rating: 4.1 });

    const call = await listActiveAstrologers({ kind: "call", language: LANGUAGE });
    expect(call.items[0]).toEqual({
      id: expect.any(Number),
      firstName: "Meera",
      photoUrl: DEFAULT_PROFILE_IMAGE,
      gender: "Female",
      age: 44,
      experience: 19,
      specialization: "tarot",
      language: `${LANGUAGE}, English`,
      chatCharges: 25,
      callCharges: 35,
      orders: 310,
      rating: 4.8,
      isNew: false,
      isWaiting: false,
    });
    expect(call.items[1].photoUrl).toBe("/images/astrologers/3.svg");

    // The chat list counts chats as orders.
    const chat = await listActiveAstrologers({ kind: "chat", language: LANGUAGE });
    expect(chat.items[0].orders).toBe(120);
  });
});

describe("filters", () => {
  it("matches a language as a whole word in any letter case", async () => {
    await insert({ firstName: "Listed first", language: `${LANGUAGE}, Hindi` });
    await insert({ firstName: "Shouting", language: `TAMIL, ${LANGUAGE.toUpperCase()}` });
    await insert({ firstName: "Slashed", language: `Hindi/${LANGUAGE}` });
    await insert({ firstName: "Longer word", language: `${LANGUAGE}ya, Hindi` });
    const page = await listActiveAstrologers({ kind: "chat", language: LANGUAGE.toLowerCase() });
    expect(names(page).sort()).toEqual(["Listed first", "Shouting", "Slashed"]);
  });

  it("a word is bounded by anything but letters and digits, for one-word and several-word filters alike", async () => {
    await insert({ firstName: "Hyphen", language: `${LANGUAGE}-English` });
    await insert({ firstName: "Brackets", language: `(${LANGUAGE})` });
    await insert({ firstName: "Digit", language: `${LANGUAGE}2, Tamil` });
    await insert({ firstName: "Two words", language: `Old ${LANGUAGE}, Tamil` });
    const oneWord = await listActiveAstrologers({ kind: "call", language: LANGUAGE });
    expect(names(oneWord).sort()).toEqual(["Brackets", "Hyphen", "Two words"]);
    const twoWords = await listActiveAstrologers({ kind: "call", language: `old ${LANGUAGE}` });
    expect(names(twoWords)).toEqual(["Two words"]);
  });

  it("narrows by specialisation, in any letter case, together with the language", async () => {
    await insert({ firstName: "Tarot reader", specialization: "Tarot" });
    await insert({ firstName: "Vedic reader", specialization: "vedic" });
    await insert({ firstName: "Tarot elsewhere", specialization: "tarot", language: "Odiax" });
    const page = await listActiveAstrologers({ kind: "call", language: LANGUAGE, specialization: "tarot" });
    expect(names(page)).toEqual(["Tarot reader"]);
  });

  it("a language no one speaks lists nobody", async () => {
    await insert({ firstName: "Someone" });
    expect(await listActiveAstrologers({ kind: "call", language: "Klingonx" })).toEqual({ items: [], total: 0, pageCount: 0 });
  });
});

describe("sorting", () => {
  beforeEach(async () => {
    await insert({ firstName: "A", experience: 5, callCharges: 40, chatCharges: 10, callCount: 50, chatCount: 900, rating: 4.9 });
    await insert({ firstName: "B", experience: 30, callCharges: 15, chatCharges: 60, callCount: 700, chatCount: 20, rating: 4.2 });
    await insert({ firstName: "C", experience: 12, callCharges: 90, chatCharges: 30, callCount: 300, chatCount: 300, rating: 4.9 });
  });

  const list = (kind: "call" | "chat", sort: "recommended" | "experience" | "price-low" | "price-high" | "orders") =>
    listActiveAstrologers({ kind, language: LANGUAGE, sort }).then(names);

  it("recommended puts the best rated first, then the most orders", async () => {
    expect(await list("call", "recommended")).toEqual(["C", "A", "B"]);
    expect(await list("chat", "recommended")).toEqual(["A", "C", "B"]);
  });

  it("experience puts the most experienced first", async () => {
    expect(await list("call", "experience")).toEqual(["B", "C", "A"]);
  });

  it("price sorts by the call rate on the call list and the chat rate on the chat list", async () => {
    expect(await list("call", "price-low")).toEqual(["B", "A", "C"]);
    expect(await list("call", "price-high")).toEqual(["C", "A", "B"]);
    expect(await list("chat", "price-low")).toEqual(["A", "C", "B"]);
    expect(await list("chat", "price-high")).toEqual(["B", "C", "A"]);
  });

  it("orders puts the most calls first on the call list and the most chats first on the chat list", async () => {
    expect(await list("call", "orders")).toEqual(["B", "C", "A"]);
    expect(await list("chat", "orders")).toEqual(["A", "C", "B"]);
  });
});

describe("newcomers", () => {
  it("a new astrologer (the registration's rating of 10, no consultations) is New and listed after the rated", async () => {
    const db = await getDb();
    await insert({ firstName: "Rated", rating: 3.9, callCount: 4, experience: 2 });
    await insert({ firstName: "Newcomer", experience: 25 });
    // The column's default is the spec's registration default, 10 on a 5-star scale.
    await db
      .updateTable("astrologers")
      .set({ rating: 10 })
      .where("firstName", "=", "Newcomer")
      .where("mobile", "like", `${MOBILE_PREFIX}%`)
      .execute();
    const page = await listActiveAstrologers({ kind: "call", language: LANGUAGE });
    expect(names(page)).toEqual(["Rated", "Newcomer"]);
    expect(page.items.map((i) => [i.rating, i.isNew])).toEqual([
      [3.9, false],
      [null, true],
    ]);
  });

  it("a stored rating without any consultation is no rating: the astrologer is New", async () => {
    await insert({ firstName: "Unproven", rating: 4.9 });
    const [card] = (await listActiveAstrologers({ kind: "chat", language: LANGUAGE })).items;
    expect(card).toMatchObject({ rating: null, isNew: true });
  });

  it("chats alone are enough not to be New on the call list", async () => {
    await insert({ firstName: "Chats only", rating: 10, chatCount: 7 });
    const [card] = (await listActiveAstrologers({ kind: "call", language: LANGUAGE })).items;
    expect(card).toMatchObject({ orders: 0, rating: null, isNew: false });
  });
});

describe("paging", () => {
  it("splits the list into pages with every astrologer on exactly one", async () => {
    for (let i = 1; i <= 5; i++) await insert({ firstName: `P${i}`, rating: 5 - i / 10 });
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listActiveAstrologers({ kind: "call", language: LANGUAGE, page, pageSize: 2 })),
    );
    expect(pages.map(names)).toEqual([["P1", "P2"], ["P3", "P4"], ["P5"]]);
    expect(pages.every((p) => p.total === 5 && p.pageCount === 3)).toBe(true);
    const beyond = await listActiveAstrologers({ kind: "call", language: LANGUAGE, page: 4, pageSize: 2 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(5);
  });
});

describe("how many a filter finds", () => {
  // Every listed astrologer the filter finds, page by page: what the count must agree with.
  async function everyListed(filter: { language?: string; specialization?: string }) {
    invalidateAstrologerCache();
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const found = await listActiveAstrologers({ kind: "chat", ...filter, page, pageSize: 100 });
      seen.push(...names(found));
      if (page >= found.pageCount) return { total: found.total, seen };
    }
  }
  const filters = [
    { language: LANGUAGE.toLowerCase() },
    { language: LANGUAGE.toLowerCase(), specialization: "vedic" },
    { language: LANGUAGE.toLowerCase(), specialization: "tarot" },
    { language: "odiax" },
    { language: "odiax", specialization: "vedic" },
    { specialization: "nadi leaves" },
    {},
  ];
  async function expectCountsToMatchTheLists() {
    for (const filter of filters) {
      const { total, seen } = await everyListed(filter);
      expect({ filter, total }).toEqual({ filter, total: seen.length });
    }
  }

  it("agrees with the list through approvals, deactivations, edits of language and specialisation, and deletions", async () => {
    const db = await getDb();
    const ids: Record<string, number> = {};
    for (const [firstName, language, specialization, status] of [
      ["Plain", `${LANGUAGE}, English`, "Vedic", 1],
      ["Twice", `Hindi, ${LANGUAGE}, ${LANGUAGE.toUpperCase()}`, " vedic ", 1],
      ["Leading comma", `, ${LANGUAGE}`, "Tarot", 1],
      ["No specialisation", `${LANGUAGE}/Odiax`, "", 1],
      ["Two words", "Odiax", "Nadi leaves", 1],
      ["Pending", `${LANGUAGE}`, "Vedic", 3],
      ["Rejected", "Odiax", "vedic", 4],
    ] as const) {
      ids[firstName] = (await insert({ firstName, language, specialization, status })).id;
    }
    await expectCountsToMatchTheLists();
    expect((await everyListed({ language: LANGUAGE.toLowerCase(), specialization: "vedic" })).total).toBe(2);

    // Approved, deactivated, a language and a specialisation changed, a field the lists ignore.
    await db.updateTable("astrologers").set({ status: 1 }).where("id", "=", ids.Pending).execute();
    await db.updateTable("astrologers").set({ deactivatedAt: new Date() }).where("id", "=", ids.Plain).execute();
    await db.updateTable("astrologers").set({ language: "Odiax, English" }).where("id", "=", ids.Twice).execute();
    await db.updateTable("astrologers").set({ specialization: "Vedic" }).where("id", "=", ids["Leading comma"]).execute();
    await db.updateTable("astrologers").set({ chatCount: 40, rating: 4.4 }).where("id", "=", ids["Two words"]).execute();
    await expectCountsToMatchTheLists();
    expect((await everyListed({ language: LANGUAGE.toLowerCase(), specialization: "vedic" })).total).toBe(2);

    // Reactivated, rejected after approval, deleted while listed and while not.
    await db.updateTable("astrologers").set({ deactivatedAt: null }).where("id", "=", ids.Plain).execute();
    await db.updateTable("astrologers").set({ status: 4 }).where("id", "=", ids.Pending).execute();
    await db.deleteFrom("astrologers").where("id", "in", [ids["No specialisation"], ids.Rejected]).execute();
    await expectCountsToMatchTheLists();
    expect((await everyListed({ language: "odiax" })).total).toBe(2);
  });

  it("a filter of several words is counted row by row, like its page", async () => {
    await insert({ firstName: "Old", language: `Old ${LANGUAGE}, Tamil` });
    await insert({ firstName: "New", language: `New ${LANGUAGE}` });
    const { total, seen } = await everyListed({ language: `old ${LANGUAGE.toLowerCase()}` });
    expect([total, seen]).toEqual([1, ["Old"]]);
  });
});

describe("caching", () => {
  it("serves a list from memory for a minute, then reads again", async () => {
    const { id } = await insert({ firstName: "Before" });
    const now = Date.now();
    expect(names(await listActiveAstrologers({ kind: "call", language: LANGUAGE }, { now }))).toEqual(["Before"]);
    const db = await getDb();
    await db.updateTable("astrologers").set({ firstName: "After" }).where("id", "=", id).execute();
    expect(names(await listActiveAstrologers({ kind: "call", language: LANGUAGE }, { now: now + 59_000 }))).toEqual(["Before"]);
    expect(names(await listActiveAstrologers({ kind: "call", language: LANGUAGE }, { now: now + 61_000 }))).toEqual(["After"]);
  });

  it("invalidating the cache shows a deactivation at once", async () => {
    const { id } = await insert({ firstName: "Leaving" });
    expect(names(await listActiveAstrologers({ kind: "chat", language: LANGUAGE }))).toEqual(["Leaving"]);
    const db = await getDb();
    await db.updateTable("astrologers").set({ deactivatedAt: new Date() }).where("id", "=", id).execute();
    expect(names(await listActiveAstrologers({ kind: "chat", language: LANGUAGE }))).toEqual(["Leaving"]);
    invalidateAstrologerCache();
    expect(names(await listActiveAstrologers({ kind: "chat", language: LANGUAGE }))).toEqual([]);
  });
});

describe("filter options", () => {
  it("offers each language and specialisation of Active astrologers once, sorted", async () => {
    await insert({ firstName: "One", language: `${LANGUAGE}, Pahadix`, specialization: "Numerologyx" });
    await insert({ firstName: "Two", language: ` ${LANGUAGE.toUpperCase()} ,  pahadix `, specialization: "numerologyx" });
    await insert({ firstName: "Waiting", status: 3, language: "Pendingx", specialization: "Pendingspecx" });
    await insert({ firstName: "Gone", deactivatedAt: new Date(), language: "Gonex", specialization: "Gonespecx" });

    const { languages, specializations } = await astrologerFilterOptions();
    expect(languages.filter((o) => o.value === "sanskritx")).toEqual([{ value: "sanskritx", label: "Sanskritx" }]);
    expect(languages.filter((o) => o.value === "pahadix")).toEqual([{ value: "pahadix", label: "Pahadix" }]);
    expect(specializations.filter((o) => o.value === "numerologyx")).toEqual([{ value: "numerologyx", label: "Numerologyx" }]);
    const values = [...languages, ...specializations].map((o) => o.value);
    expect(values).not.toContain("pendingx");
    expect(values).not.toContain("gonex");
    expect(values).not.toContain("pendingspecx");
    expect(values).not.toContain("gonespecx");
    const labels = languages.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en-IN")));
  });
});

describe("the list pages' answers", () => {
  const load = (search: string, edition = "") =>
    callListLoader({ request: new Request(`http://localhost${edition}/call-with-astrologer${search}`), params: {}, context: {} }).catch(
      (thrown: unknown) => thrown as Response,
    );

  it("a page past the last one is redirected to the last page, in the page's edition", async () => {
    await insert({ firstName: "Only" });
    const response = await load("?language=sanskritx&page=9");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/call-with-astrologer?language=sanskritx");
    expect((await load("?language=sanskritx&page=9", "/hi")).headers.get("Location")).toBe("/hi/call-with-astrologer?language=sanskritx");
  });

  it("when the astrologers cannot be read the page says 'Error fetching astrologers' with 503 and is not cached", async () => {
    const db = await getDb();
    await sql`alter table astrologers rename to astrologers_unavailable`.execute(db);
    try {
      const response = await load("");
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      // The page words it in its language: 'Error fetching astrologers' in English.
      expect(await response.json()).toMatchObject({ error: "unavailable", items: [] });
      expect(translator("en")("astrologers:list.error")).toBe("Error fetching astrologers");
    } finally {
      await sql`alter table astrologers_unavailable rename to astrologers`.execute(db);
    }
  });
});
