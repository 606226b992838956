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
});
