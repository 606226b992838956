import { describe, expect, it } from "vitest";

import { KEPT_CHARTS_MAX } from "~/domain/kept-charts";
import { personalDataOf } from "~/features/account/my-data.server";
import { getDb } from "~/infra/db.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import {
  type ChartToKeep,
  deleteKeptChart,
  keepChart,
  keptChartOf,
  keptChartsOf,
  renameKeptChart,
  sharedChart,
  shareKeptChart,
  shareTokenOf,
  stopSharingKeptChart,
} from "~/services/kept-charts.server";

// My kundlis on the test database: each customer's charts theirs alone, a link to send made only
// when asked and ended when stopped, and everything gone with the account.

let counter = 0;
async function customer() {
  counter += 1;
  const mobile = `95${String(Date.now() % 1e6).padStart(6, "0")}${String(counter).padStart(2, "0")}`;
  const row = await registerCustomer({ mobile, firstName: "Asha", lastName: null });
  return { id: row.id, mobile };
}

const ASHA: ChartToKeep = {
  name: "Asha",
  relation: "self",
  date: "1990-05-17",
  time: "10:00",
  place: "Varanasi, Uttar Pradesh",
  clock: null,
};
const RAVI: ChartToKeep = { name: "Ravi", relation: "son", date: "2015-01-26", time: null, place: "Pune, Maharashtra", clock: null };

const kept = async (customerId: number, chart: ChartToKeep) => {
  const result = await keepChart(customerId, chart);
  if (!("id" in result)) throw new Error("not kept");
  return result.id;
};

describe("kept charts", () => {
  it("keeps a customer's charts in order, with the birth as typed, and opens each for its owner alone", async () => {
    const [owner, other] = [await customer(), await customer()];
    const asha = await kept(owner.id, ASHA);
    const ravi = await kept(owner.id, RAVI);
    expect(await keptChartsOf(owner.id)).toEqual([
      { id: asha, ...ASHA },
      { id: ravi, ...RAVI },
    ]);
    expect(await keptChartOf(owner.id, ravi)).toEqual({ id: ravi, ...RAVI });
    expect(await keptChartOf(other.id, ravi)).toBeNull();
    expect(await keptChartsOf(other.id)).toEqual([]);
  });

  it("renames and deletes only the owner's chart", async () => {
    const [owner, other] = [await customer(), await customer()];
    const id = await kept(owner.id, ASHA);
    expect(await renameKeptChart(other.id, id, { name: "Stolen", relation: "friend" })).toBe(false);
    expect(await deleteKeptChart(other.id, id)).toBe(false);
    expect(await renameKeptChart(owner.id, id, { name: "Asha Devi", relation: "mother" })).toBe(true);
    expect(await keptChartOf(owner.id, id)).toMatchObject({ name: "Asha Devi", relation: "mother" });
    expect(await deleteKeptChart(owner.id, id)).toBe(true);
    expect(await keptChartOf(owner.id, id)).toBeNull();
  });

  it(`keeps at most ${KEPT_CHARTS_MAX} charts for a customer, even when posted at once`, async () => {
    const owner = await customer();
    const results = await Promise.all(Array.from({ length: KEPT_CHARTS_MAX + 5 }, () => keepChart(owner.id, ASHA)));
    expect(results.filter((result) => "id" in result)).toHaveLength(KEPT_CHARTS_MAX);
    expect(results.filter((result) => "full" in result)).toHaveLength(5);
    expect(await keptChartsOf(owner.id)).toHaveLength(KEPT_CHARTS_MAX);
  });
});

describe("a kept chart's link to send", () => {
  it("is made only by the owner, opens the chart by its random token, and names no birth detail", async () => {
    const [owner, other] = [await customer(), await customer()];
    const id = await kept(owner.id, ASHA);
    expect(await shareTokenOf(owner.id, id)).toBeNull();
    expect(await shareKeptChart(other.id, id)).toBeNull();
    const token = (await shareKeptChart(owner.id, id))!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const detail of ["Asha", "1990-05-17", "Varanasi"]) expect(token).not.toContain(detail);
    expect(await sharedChart(token)).toEqual({ id, ...ASHA });
    expect(await shareTokenOf(owner.id, id)).toBe(token);
    expect(await shareTokenOf(other.id, id)).toBeNull();
    // Only its hash and a sealed copy are stored.
    const row = await (await getDb()).selectFrom("chartShares").selectAll().where("chartId", "=", id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("stops opening the chart when stopped, when made anew, and when the chart is deleted", async () => {
    const owner = await customer();
    const id = await kept(owner.id, ASHA);
    const first = (await shareKeptChart(owner.id, id))!;
    const second = (await shareKeptChart(owner.id, id))!;
    expect(second).not.toBe(first);
    expect(await sharedChart(first)).toBeNull();
    expect(await sharedChart(second)).not.toBeNull();
    expect(await stopSharingKeptChart(owner.id, id)).toBe(true);
    expect(await sharedChart(second)).toBeNull();
    const third = (await shareKeptChart(owner.id, id))!;
    await deleteKeptChart(owner.id, id);
    expect(await sharedChart(third)).toBeNull();
  });

  it("does not open for a token never made", async () => {
    expect(await sharedChart("A".repeat(43))).toBeNull();
  });
});

describe("kept charts and the account", () => {
  it("are in my data, with whether each one's link is open", async () => {
    const owner = await customer();
    const id = await kept(owner.id, ASHA);
    await kept(owner.id, RAVI);
    await shareKeptChart(owner.id, id);
    const data = await personalDataOf({ phone: owner.mobile, sessionId: undefined });
    const section = data.sections.find((s) => s.id === "kept-charts")!;
    expect(section.records).toHaveLength(2);
    const values = section.records.map((record) => Object.fromEntries(record.fields.map((f) => [f.key, f.value])));
    expect(values[0]).toMatchObject({
      name: "Asha",
      relation: "Self",
      date: "1990-05-17",
      time: "10:00",
      place: "Varanasi, Uttar Pradesh",
    });
    expect(values[0].shared).toBe("a link to send it is open");
    expect(values[1]).toMatchObject({ name: "Ravi", relation: "Son", time: "not known", shared: "no link" });
  });

  it("go with the account, and their links with them", async () => {
    const owner = await customer();
    const id = await kept(owner.id, ASHA);
    const token = (await shareKeptChart(owner.id, id))!;
    expect(await deleteCustomerByMobile(owner.mobile)).toBe(true);
    expect(await sharedChart(token)).toBeNull();
    const db = await getDb();
    expect(await db.selectFrom("keptCharts").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("chartShares").select("chartId").where("chartId", "=", id).execute()).toEqual([]);
  });
});
