import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { APPLICATIONS_PAGE_SIZE, listApplications } from "~/features/admin/admin-review.server";
import { getDb } from "~/infra/db.server";
import { saveBankDetails, saveDocuments, type StoredDocument } from "~/services/onboarding.server";

import { bankDetails } from "../support/applications";

// The dashboard's tables are paged: with thousands of approved astrologers, one page holds
// the newest APPLICATIONS_PAGE_SIZE, and the next page goes on where it stopped.
const MOBILE_PREFIX = "70009922";
/** Applications made here: more than two pages' worth, the last page part full. */
const MADE = 57;

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
      Array.from({ length: MADE }, (_, i) => ({
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
    expect(MADE % APPLICATIONS_PAGE_SIZE).toBeGreaterThan(0);
    const pageCount = Math.ceil(MADE / APPLICATIONS_PAGE_SIZE);
    const pages = await Promise.all(Array.from({ length: pageCount }, (_, i) => listApplications("pending", i + 1)));
    expect(pages.map((p) => p.pageCount)).toEqual(pages.map(() => pageCount));
    expect(pages.map((p) => p.rows.length)).toEqual(
      pages.map((_, i) => (i < pageCount - 1 ? APPLICATIONS_PAGE_SIZE : MADE % APPLICATIONS_PAGE_SIZE)),
    );
    expect((await listApplications("pending", pageCount + 1)).rows).toEqual([]);
    const all = pages.flatMap((p) => p.rows);
    expect(new Set(all.map((r) => r.id)).size).toBe(MADE);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1], all[i]];
      expect(
        a.registrationDate.getTime() > b.registrationDate.getTime() ||
          (a.registrationDate.getTime() === b.registrationDate.getTime() && a.id > b.id),
      ).toBe(true);
    }
  });

  it("say what each pending application has given: bank details, and the kinds of documents", async () => {
    const { rows } = await listApplications("pending", 1);
    const [nothing, complete, partial] = rows.slice(0, 3);
    await saveBankDetails(
      complete.id,
      bankDetails(complete.mobile, { aadhaar: "234123412346", accountHolderName: "Applicant", bankName: "" }),
    );
    const file = (kind: StoredDocument["kind"]): StoredDocument => ({
      kind,
      content: new TextEncoder().encode("%PDF-1.4\n"),
      originalName: `${kind}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 9,
    });
    await saveDocuments(complete.id, [file("aadhar_front"), file("aadhar_back"), file("pan_card")]);
    await saveDocuments(partial.id, [file("pan_card")]);

    const after = new Map((await listApplications("pending", 1)).rows.map((r) => [r.id, r.given]));
    expect(after.get(nothing.id)).toEqual({ hasBankDetails: false, documentKinds: [] });
    expect(after.get(complete.id)?.hasBankDetails).toBe(true);
    expect([...(after.get(complete.id)?.documentKinds ?? [])].sort()).toEqual(["aadhar_back", "aadhar_front", "pan_card"]);
    expect(after.get(partial.id)).toEqual({ hasBankDetails: false, documentKinds: ["pan_card"] });
    // Decided applications carry none of it.
    expect((await listApplications("approved", 1)).rows.every((r) => r.given === null)).toBe(true);
  });

  it("count the applications of each status as the database keeps them, through inserts, changes and deletes", async () => {
    const db = await getDb();
    const kept = async () =>
      Object.fromEntries(
        (await db.selectFrom("astrologerStatusCounts").select(["status", "astrologers"]).execute()).map((r) => [
          r.status,
          Number(r.astrologers),
        ]),
      );
    const counted = async () =>
      Object.fromEntries(
        (
          await db
            .selectFrom("astrologers")
            .select(["status", db.fn.countAll().as("n")])
            .groupBy("status")
            .execute()
        ).map((r) => [r.status, Number(r.n)]),
      );
    const withoutZeros = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
    expect(withoutZeros(await kept())).toEqual(await counted());

    // Ten applications rejected, others edited without a change of status, seven deleted.
    await db.updateTable("astrologers").set({ status: 4 }).where("mobile", "like", `${MOBILE_PREFIX}0%`).execute();
    await db.updateTable("astrologers").set({ firstName: "Edited" }).where("mobile", "like", `${MOBILE_PREFIX}1%`).execute();
    await db
      .deleteFrom("astrologers")
      .where(
        "mobile",
        "in",
        ["00", "11", "22", "33", "44", "55", "56"].map((n) => `${MOBILE_PREFIX}${n}`),
      )
      .execute();
    expect(withoutZeros(await kept())).toEqual(await counted());

    // The pages of a tab, all of them: each row once, and as many pages as the count says.
    const everyPage = async () => {
      const first = await listApplications("pending", 1);
      const rest = await Promise.all(Array.from({ length: first.pageCount - 1 }, (_, i) => listApplications("pending", i + 2)));
      return { pageCount: first.pageCount, rows: [first, ...rest].flatMap((p) => p.rows) };
    };
    // 57 - 10 rejected - 6 of the deleted still pending (00 had been rejected) = 41.
    const pending = await everyPage();
    expect(pending.rows).toHaveLength(41);
    expect(pending.pageCount).toBe(Math.ceil(41 / APPLICATIONS_PAGE_SIZE));
    await db.updateTable("astrologers").set({ status: 3 }).where("mobile", "like", `${MOBILE_PREFIX}0%`).execute();
    // The nine left of them back: 50.
    const back = await everyPage();
    expect([back.rows.length, back.pageCount]).toEqual([50, Math.ceil(50 / APPLICATIONS_PAGE_SIZE)]);
    expect(withoutZeros(await kept())).toEqual(await counted());
  });

  it("give each decided application the moment of its latest decision, and pending ones none", async () => {
    const db = await getDb();
    const [a, b] = await db
      .selectFrom("astrologers")
      .select("id")
      .where("mobile", "like", `${MOBILE_PREFIX}%`)
      .where("status", "=", 3)
      .orderBy("id")
      .limit(2)
      .execute();
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
