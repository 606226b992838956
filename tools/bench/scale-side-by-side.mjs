// `--scale N` compared like with like: a server on the demo data and one on N× the demo data,
// started together after the seed and measured part by part in turns (each part on one, then
// on the other, the order alternating), so that whatever else the machine does in those minutes
// (the seed's writes reaching the disk, other processes, a load generator grown heavy over a
// long run) falls on both alike. Compared with figures taken ten minutes earlier in the run, any
// such difference counted against the large database (decision 017).
import fs from "node:fs";

import { measureRenderCost, NO_PAGE_CACHE } from "./render-cost.mjs";
import { listCacheMissTimings, SCALE_PATHS, seedScaledDataDir, uncachedPageTimings } from "./scale.mjs";

/**
 * Seeds N× into a fresh DATA_DIR, starts a demo-data server and a server on that folder with
 * `startServer(env)`, both with NO_PAGE_CACHE (every part measures renders), and runs each of
 * `parts` (instance => Promise<figures[]>) on both in turns, `rounds` times (BENCH_SCALE_ROUNDS, default 2; each figure the best of its rounds: one
 * round's single figures vary widely between neighbouring pages, decision 020).
 * Returns { factor, seedMs, demoFigures, figures } for compareAtScale.
 */
export async function runSideBySide(
  factor,
  startServer,
  { env = {}, parts, rounds = Number(process.env.BENCH_SCALE_ROUNDS) || 2, log = (text) => process.stdout.write(text) },
) {
  log(`  seeding ${factor}× the demo data into a fresh DATA_DIR ...`);
  const { dataDir, seedMs } = await seedScaledDataDir(factor);
  log(` ${(seedMs / 1000).toFixed(0)} s\n`);
  const servers = [];
  try {
    const demo = await startServer({ ...env, ...NO_PAGE_CACHE });
    servers.push(demo);
    const scaled = await startServer({ ...env, ...NO_PAGE_CACHE, DATA_DIR: dataDir });
    servers.push(scaled);
    // The scaled server's own folder is the seeded one (the form posts read its outbox).
    const instances = { demo, scaled: { ...scaled, dataDir } };
    const found = { demo: [], scaled: [] };
    log(`  measuring the demo data and ${factor}× in turns, ${parts.length} parts, ${rounds} round(s) ...`);
    for (let round = 0; round < rounds; round++) {
      for (const [i, part] of parts.entries()) {
        const turns = (i + round) % 2 === 0 ? ["demo", "scaled"] : ["scaled", "demo"];
        for (const turn of turns) found[turn].push(...(await part(instances[turn])));
      }
    }
    log(" done\n");
    return { factor, seedMs, demoFigures: bestOf(found.demo), figures: bestOf(found.scaled) };
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One figure per label, the best of the rounds (the lowest cost, the highest rate): what else
 * runs on the machine only ever adds to a cost, so the best round is the closest to the truth.
 */
function bestOf(figures) {
  const best = new Map();
  for (const figure of figures) {
    const held = best.get(figure.label);
    const better = figure.better === "higher" ? figure.value > held?.value : figure.value < held?.value;
    if (!held || better) best.set(figure.label, figure);
  }
  return [...best.values()];
}

/**
 * measureScaleFigures as parts: the same warm-up (as one part, giving no figures), then each
 * page's uncached timings and the lists' cache misses, so that runSideBySide takes turns at
 * every page rather than once for them all.
 */
export function scaleFigureParts() {
  return [
    async (instance) => {
      await uncachedPageTimings(instance, SCALE_PATHS, { requests: 20, warmup: 20 });
      await listCacheMissTimings(instance, ["bengali", "marathi", "kannada", "telugu", "malayalam", "gujarati"]);
      return [];
    },
    ...SCALE_PATHS.map((pathname) => (instance) => uncachedPageTimings(instance, [pathname])),
    (instance) => listCacheMissTimings(instance),
  ];
}

/**
 * The uncached render cost as one part per page (render-cost.mjs pages); `cookiesFor(instance)`
 * makes the sessions the form and admin pages need, once per instance.
 */
export function renderCostParts(pages, cookiesFor, { requests }) {
  const made = new WeakMap();
  const cookies = (instance) => {
    if (!made.has(instance)) made.set(instance, cookiesFor(instance));
    return made.get(instance);
  };
  return pages.map((page) => async (instance) => {
    // One round here: runSideBySide takes the turns and keeps the best of its rounds.
    const [result] = await measureRenderCost(instance, [page], await cookies(instance), { requests, rounds: 1 });
    return [{ label: `uncached render ${result.label}: CPU median`, value: result.cpuMedianMs, unit: "ms", better: "lower" }];
  });
}
