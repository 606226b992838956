import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/infra/db.server";
import { APPLICATIONS_PAGE_SIZE, listApplications } from "~/services/admin-review.server";

// The dashboard's tables are paged: with thousands of approved astrologers, one page holds
// the newest APPLICATIONS_PAGE_SIZE, and the next page goes on where it stopped.
const MOBILE_PREFIX = "70009922";

async function removeOurRows() {
  const db = await getDb();
  await db.deleteFrom("astrologers").where("mobile", "like", `${MOBILE_PREFIX}%`).execute();
}

beforeAll(async () => {
  await removeOurRows();
  const db = await getDb();
  await db.deleteFrom("astrologers").where("status", "=", 3).execute();
  const now = Date.now();
  await db
    .insertInto("astrologers")
    .values(
      Array.from({ length: APPLICATIONS_PAGE_SIZE + 7 }, (_, i) => ({
        mobile: `${MOBILE_PREFIX}${String(i).padStart(2, "0")}`,
        firstName: `Applicant ${i}`,
        status: 3,
        // Two share each moment, so the id must break the tie.
        registrationDate: new Date(now - Math.floor(i / 2) * 60_000),
      })),
    )
    .execute();
});

afterAll(removeOurRows);

describe("the admin's application tables", () => {
  it("show the newest applications first, a page at a time, each on exactly one page", async () => {
    const first = await listApplications("pending", 1);
    const second = await listApplications("pending", 2);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(APPLICATIONS_PAGE_SIZE);
    expect(second.rows).toHaveLength(7);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((r) => r.id)).size).toBe(APPLICATIONS_PAGE_SIZE + 7);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a.registrationDate.getTime() > b.registrationDate.getTime() || (a.registrationDate.getTime() === b.registrationDate.getTime() && a.id > b.id)).toBe(true);
    }
  });

  it("count the applications of each status as the database keeps them, through inserts, changes and deletes", async () => {
    const db = await getDb();
    const kept = async () =>
      Object.fromEntries((await db.selectFrom("astrologerStatusCounts").select(["status", "astrologers"]).execute()).map((r) => [r.status, Number(r.astrologers)]));
    const counted = async () =>
      Object.fromEntries(
        (await db.selectFrom("astrologers").select(["status", db.fn.countAll().as("n")]).groupBy("status").execute()).map((r) => [r.status, Number(r.n)]),
      );
    const withoutZeros = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
    expect(withoutZeros(await kept())).toEqual(await counted());

    // Ten applications rejected, others edited without a change of status, seven deleted.
    await db.updateTable("astrologers").set({ status: 4 }).where("mobile", "like", `${MOBILE_PREFIX}0%`).execute();
    await db.updateTable("astrologers").set({ firstName: "Edited" }).where("mobile", "like", `${MOBILE_PREFIX}1%`).execute();
    await db.deleteFrom("astrologers").where("mobile", "in", ["00", "11", "22", "33", "44", "55", "56"].map((n) => `${MOBILE_PREFIX}${n}`)).execute();
    expect(withoutZeros(await kept())).toEqual(await counted());

    // 57 - 10 rejected - 6 of the deleted still pending (00 had been rejected) = 41: one page.
    const pending = await listApplications("pending", 1);
    expect(pending.rows).toHaveLength(41);
    expect(pending.pageCount).toBe(1);
    await db.updateTable("astrologers").set({ status: 3 }).where("mobile", "like", `${MOBILE_PREFIX}0%`).execute();
    // The nine left of them back: 50, a page exactly.
    const back = await listApplications("pending", 1);
    expect([back.rows.length, back.pageCount]).toEqual([50, 1]);
    expect(withoutZeros(await kept())).toEqual(await counted());
  });

  it("give each decided application the moment of its latest decision, and pending ones none", async () => {
    const db = await getDb();
    const [a, b] = await db.selectFrom("astrologers").select("id").where("mobile", "like", `${MOBILE_PREFIX}%`).where("status", "=", 3).orderBy("id").limit(2).execute();
    await db.updateTable("astrologers").set({ status: 4 }).where("id", "in", [a.id, b.id]).execute();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
    await db
      .insertInto("reviewEvents")
      .values([
        { astrologerId: a.id, action: "submitted", createdAt: at(0) },
        { astrologerId: a.id, action: "rejected", createdAt: at(5) },
        { astrologerId: a.id, action: "rejected", createdAt: at(9) },
        { astrologerId: b.id, action: "approved", createdAt: at(7) },
      ])
      .execute();
    const rejected = (await listApplications("rejected", 1)).rows;
    expect(rejected.find((r) => r.id === a.id)?.decidedAt).toEqual(at(9));
    expect(rejected.find((r) => r.id === b.id)?.decidedAt).toBeNull();
    expect((await listApplications("pending", 1)).rows.every((r) => r.decidedAt === null)).toBe(true);
    await db.deleteFrom("reviewEvents").where("astrologerId", "in", [a.id, b.id]).execute();
  });
});
