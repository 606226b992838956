import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/infra/db.server";
import { getDailyPredictions, HoroscopeTimeoutError, invalidateHoroscopeCache, savePrediction } from "~/services/horoscopes.server";

const DAY = "2031-05-10";

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("horoscopePredictions").where("predictionDate", ">=", "2031-01-01").execute();
  invalidateHoroscopeCache();
});

describe("daily predictions", () => {
  it("returns the day's records for each sign", async () => {
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "leo", language: "english", prediction: "Shine on." });
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "aries", language: "english", prediction: "Charge ahead." });
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "aries", language: "hindi", prediction: "आगे बढ़ें।" });
    const records = await getDailyPredictions(DAY);
    expect(records).toHaveLength(2);
    expect(records).toContainEqual({ sign: "leo", prediction: "Shine on.", date: DAY });
  });

  it("serves a day from memory once read", async () => {
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "leo", language: "english", prediction: "First." });
    expect((await getDailyPredictions(DAY))[0].prediction).toBe("First.");
    // Written behind the service's back: the cached day is still served.
    const db = await getDb();
    await db.updateTable("horoscopePredictions").set({ prediction: "Changed." }).where("predictionDate", "=", DAY).execute();
    expect((await getDailyPredictions(DAY))[0].prediction).toBe("First.");
  });

  it("an upload drops the cache so the new text shows at once", async () => {
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "leo", language: "english", prediction: "Old." });
    expect((await getDailyPredictions(DAY))[0].prediction).toBe("Old.");
    await savePrediction({ startDate: DAY, endDate: DAY, sign: "leo", language: "english", prediction: "New." });
    expect((await getDailyPredictions(DAY))[0].prediction).toBe("New.");
  });

  it("an upload covers every day from start to end", async () => {
    const saved = await savePrediction({
      startDate: "2031-05-30",
      endDate: "2031-06-02",
      sign: "virgo",
      language: "english",
      prediction: "Steady.",
    });
    expect(saved).toBe(4);
    expect(await getDailyPredictions("2031-06-01")).toEqual([{ sign: "virgo", prediction: "Steady.", date: "2031-06-01" }]);
  });

  it("a read slower than the time-out fails and caches nothing", async () => {
    const db = await getDb();
    // A transaction holding the table locked makes the read wait past its time-out.
    const blocker = db.transaction().execute(async (trx) => {
      await sql`lock table horoscope_predictions in access exclusive mode`.execute(trx);
      await new Promise((r) => setTimeout(r, 600));
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(getDailyPredictions("2031-07-01", { timeoutMs: 150 })).rejects.toBeInstanceOf(HoroscopeTimeoutError);
    await blocker;
    await savePrediction({ startDate: "2031-07-01", endDate: "2031-07-01", sign: "leo", language: "english", prediction: "Later." });
    expect(await getDailyPredictions("2031-07-01")).toHaveLength(1);
  });
});
