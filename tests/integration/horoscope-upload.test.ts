import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { type Sign, SIGNS } from "~/domain/horoscope";
import type { ValidUpload } from "~/domain/horoscope-upload";
import { getUploadState, uploadHoroscope } from "~/features/admin/horoscope-upload.server";
import { getDb } from "~/infra/db.server";
import * as horoscopes from "~/services/horoscopes.server";

const { getDailyPredictions, predictionForDisplay } = horoscopes;

let adminId: number;
let otherAdminId: number;

async function insertAdmin(label: string): Promise<number> {
  const db = await getDb();
  const email = `${label}-${process.pid}-${Date.now()}@upload.test`;
  const row = await db.insertInto("admins").values({ email, passwordHash: "unused" }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  adminId = await insertAdmin("first");
  otherAdminId = await insertAdmin("second");
});

afterAll(async () => {
  const db = await getDb();
  await db.deleteFrom("auditLog").where("adminId", "in", [adminId, otherAdminId]).execute();
  await db.deleteFrom("horoscopeUploadBatches").where("startDate", ">=", "2041-01-01").execute();
  await db.deleteFrom("horoscopePredictions").where("predictionDate", ">=", "2041-01-01").execute();
  await db.deleteFrom("admins").where("id", "in", [adminId, otherAdminId]).execute();
});

// Each test starts with no batch open, as if the last one had been finished.
beforeEach(async () => {
  const db = await getDb();
  await db.updateTable("horoscopeUploadBatches").set({ completedAt: new Date() }).where("completedAt", "is", null).execute();
});

const sign = (slug: string): Sign => SIGNS.find((s) => s.slug === slug)!;
const upload = (
  slug: string,
  range: [string, string],
  prediction = `${slug} text`,
  language: "english" | "hindi" = "english",
): ValidUpload => ({
  startDate: range[0],
  endDate: range[1],
  language,
  sign: sign(slug),
  prediction,
});

async function uploadInOrder(range: [string, string], count: number, by = adminId) {
  for (const s of SIGNS.slice(0, count)) {
    expect(await uploadHoroscope(by, upload(s.slug, range))).toMatchObject({ ok: true });
  }
}

describe("horoscope upload batches", () => {
  it("locks the dates after the first sign and marks the signs done", async () => {
    const range: [string, string] = ["2041-01-01", "2041-01-03"];
    expect(await getUploadState()).toMatchObject({ batch: null, next: { slug: "aries" } });
    expect(await uploadHoroscope(adminId, upload("aries", range))).toEqual({ ok: true, complete: false, signsDone: ["aries"] });
    const { batch, next } = await getUploadState();
    expect(batch).toMatchObject({ startDate: "2041-01-01", endDate: "2041-01-03", language: "english", signsDone: ["aries"] });
    expect(next?.slug).toBe("taurus");
    expect(await uploadHoroscope(adminId, upload("taurus", ["2041-01-01", "2041-01-04"]))).toEqual({ ok: false, reason: "dates-locked" });
    expect(await uploadHoroscope(adminId, upload("taurus", range, "x", "hindi"))).toEqual({ ok: false, reason: "language-locked" });
    expect((await getUploadState()).batch?.signsDone).toEqual(["aries"]);
  });

  it("refuses a sign out of order, names the one due, and saves nothing for it", async () => {
    const range: [string, string] = ["2041-02-01", "2041-02-01"];
    await uploadInOrder(range, 2);
    const refused = await uploadHoroscope(adminId, upload("leo", range));
    expect(refused).toEqual({ ok: false, reason: "out-of-order", expected: expect.objectContaining({ slug: "gemini" }) });
    expect((await getDailyPredictions("2041-02-01")).map((r) => r.sign).sort()).toEqual(["aries", "taurus"]);
  });

  it("refuses a sign already uploaded and keeps its first text", async () => {
    const range: [string, string] = ["2041-03-01", "2041-03-01"];
    await uploadHoroscope(adminId, upload("aries", range, "First words."));
    expect(await uploadHoroscope(adminId, upload("aries", range, "Second words."))).toEqual({ ok: false, reason: "already-uploaded" });
    expect((await getDailyPredictions("2041-03-01")).find((r) => r.sign === "aries")?.prediction).toBe("<p>First words.</p>");
  });

  it("after the twelfth sign the batch is complete and new dates are taken", async () => {
    const range: [string, string] = ["2041-04-01", "2041-04-02"];
    await uploadInOrder(range, 11);
    expect(await uploadHoroscope(adminId, upload("pisces", range))).toEqual({
      ok: true,
      complete: true,
      signsDone: SIGNS.map((s) => s.slug),
    });
    expect(await getUploadState()).toMatchObject({ batch: null, next: { slug: "aries" } });
    const db = await getDb();
    const finished = await db.selectFrom("horoscopeUploadBatches").selectAll().where("startDate", "=", "2041-04-01").execute();
    expect(finished).toHaveLength(1);
    expect(finished[0].completedAt).toBeInstanceOf(Date);
    expect(await uploadHoroscope(adminId, upload("aries", ["2041-05-01", "2041-05-01"]))).toMatchObject({ ok: true });
    expect((await getUploadState()).batch).toMatchObject({ startDate: "2041-05-01", signsDone: ["aries"] });
  });

  it("is one batch for all admins: a second admin continues where the first stopped", async () => {
    const range: [string, string] = ["2041-06-01", "2041-06-01"];
    await uploadHoroscope(adminId, upload("aries", range));
    expect(await uploadHoroscope(otherAdminId, upload("aries", range))).toEqual({ ok: false, reason: "already-uploaded" });
    expect(await uploadHoroscope(otherAdminId, upload("taurus", range))).toMatchObject({ ok: true, signsDone: ["aries", "taurus"] });
  });

  it("two uploads of the same step at once: one is taken, the other refused", async () => {
    const range: [string, string] = ["2041-06-10", "2041-06-10"];
    const results = await Promise.all([
      uploadHoroscope(adminId, upload("aries", range, "From the first.")),
      uploadHoroscope(otherAdminId, upload("aries", range, "From the second.")),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "already-uploaded" }]);
    expect((await getDailyPredictions("2041-06-10"))[0].prediction).toBe("<p>From the first.</p>");
  });
});

describe("what an upload publishes", () => {
  it("shows the new text at once on every day of the range, as the converter's HTML", async () => {
    const range: [string, string] = ["2041-07-01", "2041-07-03"];
    await uploadHoroscope(adminId, upload("aries", ["2041-07-01", "2041-07-03"], "Old text."));
    // Read once so the day sits in the public cache.
    expect((await getDailyPredictions("2041-07-02"))[0].prediction).toBe("<p>Old text.</p>");
    await uploadHoroscope(adminId, upload("taurus", range, "Good news:\n* Money\n* Travel\n\nRest <early>."));
    for (const day of ["2041-07-01", "2041-07-02", "2041-07-03"]) {
      const taurus = (await getDailyPredictions(day)).find((r) => r.sign === "taurus");
      expect(taurus?.prediction).toBe("<p>Good news:</p><ul><li>Money</li><li>Travel</li></ul><br><p>Rest &lt;early&gt;.</p>");
    }
    expect(await getDailyPredictions("2041-07-04")).toEqual([]);
  });

  it("records each upload in the audit log with the range and sign", async () => {
    await uploadHoroscope(otherAdminId, upload("aries", ["2041-08-01", "2041-08-05"]));
    const db = await getDb();
    const entries = await db
      .selectFrom("auditLog")
      .select(["action", "targetType", "targetId"])
      .where("adminId", "=", otherAdminId)
      .where("targetId", "=", "2041-08-01..2041-08-05:aries")
      .execute();
    expect(entries).toEqual([{ action: "horoscope.upload", targetType: "horoscope", targetId: "2041-08-01..2041-08-05:aries" }]);
  });

  it("a failed save leaves the batch where it was, so the same sign can be tried again", async () => {
    const range: [string, string] = ["2041-09-01", "2041-09-01"];
    await uploadHoroscope(adminId, upload("aries", range));
    const save = vi.spyOn(horoscopes, "writePredictions").mockRejectedValueOnce(new Error("disk full"));
    await expect(uploadHoroscope(adminId, upload("taurus", range))).rejects.toThrow("disk full");
    save.mockRestore();
    expect((await getUploadState()).batch?.signsDone).toEqual(["aries"]);
    expect(await uploadHoroscope(adminId, upload("taurus", range))).toMatchObject({ ok: true, signsDone: ["aries", "taurus"] });
  });

  it("a failed first save opens no batch", async () => {
    const save = vi.spyOn(horoscopes, "writePredictions").mockRejectedValueOnce(new Error("disk full"));
    await expect(uploadHoroscope(adminId, upload("aries", ["2041-10-01", "2041-10-01"]))).rejects.toThrow("disk full");
    save.mockRestore();
    expect((await getUploadState()).batch).toBeNull();
  });

  it("the public page shows uploaded HTML with only the converter's tags, and older text as collapsed text", () => {
    expect(
      predictionForDisplay('<p onclick="steal()">Hi<script>steal()</script></p><img src="x"><ul><li><a href="x">go</a></li></ul>'),
    ).toEqual({
      html: "<p>Hi</p><ul><li>go</li></ul>",
      text: null,
    });
    expect(predictionForDisplay("  An older,\n plain   prediction. ")).toEqual({ html: null, text: "An older, plain prediction." });
  });
});
