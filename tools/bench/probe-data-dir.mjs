// Measuring at scale without re-seeding for every run (decision 017):
//   node tools/bench/probe-data-dir.mjs [--data-dir DIR] [--scale-figures] [--render-cost] [--form-posts] [--seconds N] [--requests N] [--keep]
//     a server on a copy of DIR (a folder `build/seed-scale.server.js --scale 100` seeded once;
//     without --data-dir the server seeds the demo data), measured as run-bench measures it.
//   node tools/bench/probe-data-dir.mjs --compare-render --data-dir DIR [--rounds N] [--requests N]
//     a demo-data server and one on a copy of DIR, each page's render cost on one then the other.
//   node tools/bench/probe-data-dir.mjs --side-by-side N [--seconds N] [--requests N]
//     run-bench's --scale N comparison (scale-side-by-side.mjs) alone, with a fresh N× seed.
// BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") reach the servers' node;
// PROBE_ENTRY names the server script another way (a symlink to build/server.js).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { serverCommand } from "../../scripts/server-command.mjs";
import { FORM_POSTS_ENV, formPostTable, measureFormPosts } from "./form-posts.mjs";
import { READING_PAGES, readingPaths } from "./pages.mjs";
import { printTable } from "./print-table.mjs";
import { measureRenderCost, NO_PAGE_CACHE, renderCostCookies, renderCostPages, renderCostReport } from "./render-cost.mjs";
import { compareAtScale, measureScaleFigures } from "./scale.mjs";
import { renderCostParts, runSideBySide, scaleFigureParts } from "./scale-side-by-side.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BENCH_ADMIN = { email: "bench-admin@example.in", password: "bench admin password", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };

const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at < 0 ? undefined : argv[at + 1];
};

async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(seededDir, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-probe-"));
  // A copy, so that the seeded folder stays as the seeder left it (hard links would share writes).
  if (seededDir) execFileSync("cp", ["-a", `${seededDir}/.`, dataDir]);
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const production = serverCommand();
  const child = spawn(process.execPath, [...production.nodeArgs, ...nodeArgs, process.env.PROBE_ENTRY ?? "build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATABASE_URL: "",
      // Every figure here is a render's: the page cache keeps nothing.
      ...NO_PAGE_CACHE,
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, "utf8").slice(-3000)}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${dataDir}`);
  return { child, origin, dataDir, logFile, exited };
}

const seededDir = option("--data-dir");
if (argv.includes("--side-by-side")) {
  // The scale comparison as run-bench's --scale runs it, with short runs: --side-by-side N.
  const factor = Number(option("--side-by-side"));
  const env = {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
    ...FORM_POSTS_ENV,
  };
  const paths = READING_PAGES.filter((path) => path !== null && path !== "hi:article");
  const result = await runSideBySide(factor, (e) => startServer(null, e), {
    env,
    parts: [
      ...scaleFigureParts(),
      ...renderCostParts(renderCostPages(paths), (instance) => renderCostCookies(instance, BENCH_ADMIN), {
        requests: Number(option("--requests") ?? 200),
      }),
      async (instance) =>
        (await measureFormPosts(instance, { seconds: Number(option("--seconds") ?? 10), warmupSeconds: 1, connections: 50 })).rows.map(
          (row) => ({
            label: `form post ${row.name}: successful/s`,
            value: row.successRps,
            unit: "/s",
            better: "higher",
          }),
        ),
    ],
  });
  const budgets = compareAtScale(result.demoFigures, result.figures, factor);
  console.log(`${budgets.filter(([, ok]) => ok).length} of ${budgets.length} within the limit`);
  process.exit(0);
}
if (argv.includes("--compare-render")) {
  await compareRender(seededDir);
  process.exit(0);
}
const seconds = Number(option("--seconds") ?? 10);
const server = await startServer(seededDir, {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
  ...FORM_POSTS_ENV,
});
try {
  if (argv.includes("--scale-figures")) {
    // measureScaleFigures: the warm-up, then the uncached pages and the lists' cache misses.
    const figures = await measureScaleFigures(server);
    printTable(
      ["figure", "value"],
      figures.map((f) => [f.label, `${f.value.toFixed(2)} ${f.unit}`]),
    );
  }
  if (argv.includes("--render-cost")) {
    const paths = await readingPaths(server.origin);
    const results = await measureRenderCost(server, renderCostPages(paths), await renderCostCookies(server, BENCH_ADMIN), {
      requests: Number(option("--requests") ?? 200),
    });
    const report = renderCostReport(results);
    printTable(report.header, report.rows);
  }
  if (argv.includes("--form-posts")) {
    const forms = await measureFormPosts(server, { seconds, warmupSeconds: 2, connections: 50 });
    const table = formPostTable(forms);
    printTable(table.header, table.rows);
  }
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  console.log(
    status
      .split("\n")
      .filter((l) => /^Vm(RSS|HWM)/.test(l))
      .join("; "),
  );
} finally {
  if (server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (!argv.includes("--keep")) fs.rmSync(server.dataDir, { recursive: true, force: true });
  else console.log(`kept ${server.dataDir}`);
}

/**
 * `--compare-render --data-dir DIR`: a demo-data server and one on a copy of DIR side by side,
 * each page measured on one then the other, in rounds, so that load from elsewhere on the
 * machine falls on both alike. Prints each page's CPU median per server and their ratio.
 */
async function compareRender(dir) {
  const env = {
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
    ...FORM_POSTS_ENV,
  };
  const demo = await startServer(null, env);
  const scaled = await startServer(dir, env);
  const rounds = Number(option("--rounds") ?? 4);
  const requests = Number(option("--requests") ?? 50);
  try {
    const setups = [];
    for (const server of [demo, scaled]) {
      const paths = await readingPaths(server.origin);
      setups.push({ server, pages: renderCostPages(paths), cookies: await renderCostCookies(server, BENCH_ADMIN) });
    }
    const cpu = setups.map(() => new Map());
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < setups[0].pages.length; i++) {
        for (const [k, setup] of setups.entries()) {
          const [result] = await measureRenderCost(setup.server, [setup.pages[i]], setup.cookies, {
            requests,
            warmup: round === 0 ? 30 : 5,
            rounds: 1,
          });
          const key = setups[0].pages[i].label;
          if (!cpu[k].has(key)) cpu[k].set(key, []);
          cpu[k].get(key).push(result.cpuMedianMs);
        }
      }
    }
    const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    const rows = [...cpu[0].keys()].map((key) => {
      const a = med(cpu[0].get(key));
      const b = med(cpu[1].get(key));
      return [
        key,
        `${a.toFixed(2)} ms`,
        `${b.toFixed(2)} ms`,
        `${(b / a).toFixed(2)}×`,
        cpu[1]
          .get(key)
          .map((v, j) => (v / cpu[0].get(key)[j]).toFixed(2))
          .join(" "),
      ];
    });
    printTable(["page", "demo CPU median", "scaled CPU median", "ratio", "per round"], rows);
  } finally {
    for (const server of [demo, scaled]) {
      if (server.child.exitCode !== null)
        console.log(
          `server exited ${server.child.exitCode} ${server.child.signalCode}:\n${fs
            .readFileSync(server.logFile, "utf8")
            .split("\n")
            .filter((l) => !l.includes('"request"'))
            .slice(-8)
            .join("\n")}`,
        );
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}
