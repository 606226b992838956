import { afterAll, describe, expect, it } from "vitest";

import { chartPostBudgets, formPostBudgets } from "../../tools/bench/form-posts.mjs";
import {
  BUDGET_MACHINE_REFERENCE_MS,
  calibrated,
  calibratedRate,
  referenceMedian,
  startReference,
} from "../../tools/bench/reference-render.mjs";
import { renderCostReport } from "../../tools/bench/render-cost.mjs";

// The bench judges its time budgets beside a yardstick measured in the same run (decision 127):
// a figure is taken to the budgets' machine by the yardstick's ratio, and the verdict is that
// figure's, not the one measured here.

const page = { label: "/faq (cache miss)", path: "/faq", requests: 200, rounds: 3, budgetMs: 12 };
const figures = { wallMedianMs: 5, wallP90Ms: 6, cpuP90Ms: 9, cpuMeanMs: 8, ticksMeanMs: 8, status: 200, bytes: 10_000 };

describe("the yardstick's arithmetic", () => {
  it("takes a render to the budgets' machine: twice the yardstick's time here is half the figure there", () => {
    expect(calibrated(20, BUDGET_MACHINE_REFERENCE_MS * 2)).toEqual({
      referenceMedianMs: BUDGET_MACHINE_REFERENCE_MS * 2,
      budgetMachineMs: 10,
    });
    expect(calibrated(20, BUDGET_MACHINE_REFERENCE_MS / 2).budgetMachineMs).toBeCloseTo(40);
  });

  it("takes a rate there the other way: a machine twice as slow serves half as many", () => {
    expect(calibratedRate(50, BUDGET_MACHINE_REFERENCE_MS * 2).budgetMachineRps).toBeCloseTo(100);
    expect(calibratedRate(50, BUDGET_MACHINE_REFERENCE_MS / 2).budgetMachineRps).toBeCloseTo(25);
  });
});

describe("verdicts", () => {
  it("judge a render on its figure on the budgets' machine, and say both figures", () => {
    const slowMachine = { ...page, ...figures, cpuMedianMs: 16, ...calibrated(16, BUDGET_MACHINE_REFERENCE_MS * 2) };
    const fastMachine = { ...page, ...figures, cpuMedianMs: 9, ...calibrated(9, BUDGET_MACHINE_REFERENCE_MS / 2) };
    const [slow, fast] = renderCostReport([slowMachine, fastMachine]).budgets;
    expect(slow[1], "16 ms here, 8 ms there: within 12").toBe(true);
    expect(slow[0]).toContain("8.00 ms there: 16.00 ms here");
    expect(fast[1], "9 ms here, 18 ms there: over 12").toBe(false);
  });

  it("judge a render measured without the yardstick as measured", () => {
    const [line] = renderCostReport([{ ...page, ...figures, cpuMedianMs: 13 }]).budgets;
    expect(line[1]).toBe(false);
  });

  it("judge form and chart posts on their rates there", () => {
    const row = (successRps: number, referenceMedianMs: number) => ({
      name: "post",
      successRps,
      s5xx: 0,
      errors: 0,
      timeouts: 0,
      sample: { checked: 20, ok: 20 },
      ...calibratedRate(successRps, referenceMedianMs),
    });
    expect(formPostBudgets({ rows: [row(150, BUDGET_MACHINE_REFERENCE_MS * 1.5)] })[0][1], "150/s here is 225/s there").toBe(true);
    expect(formPostBudgets({ rows: [row(250, BUDGET_MACHINE_REFERENCE_MS * 0.5)] })[0][1], "250/s here is 125/s there").toBe(false);
    expect(chartPostBudgets({ rows: [row(40, BUDGET_MACHINE_REFERENCE_MS * 2)] })[0][1], "40/s here is 80/s there").toBe(true);
  });
});

describe("the yardstick", () => {
  const reference = startReference();
  afterAll(() => reference.stop());

  it("renders its page in a process of its own and is charged its CPU time", async () => {
    const median = await referenceMedian(reference, 9);
    // A real render of a page of 26 KB: more than a tenth of a millisecond, less than a second.
    expect(median).toBeGreaterThan(0.1);
    expect(median).toBeLessThan(1_000);
  }, 60_000);
});
