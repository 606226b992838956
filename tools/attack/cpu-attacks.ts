// What one client can do to everyone through the work a page costs: a form kept in the page
// cache with a stranger's query in its action, a flood of charts, festival years never asked for.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { RunningServer } from "../../tests/support/server-process";
import { Broken, type Finding, machineLoad, median, percentile, sleep } from "./talk";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const FORM = "application/x-www-form-urlencoded";
const BIRTH = { name: "Poison Check", date: "1990-05-14", time: "06:30", place: "Pune" };
const MILAN = {
  boy_name: "A",
  boy_date: "1988-02-03",
  boy_time: "10:15",
  boy_place: "Pune",
  girl_name: "B",
  girl_date: "1990-07-09",
  girl_time: "08:45",
  girl_place: "Nagpur",
};

const actionsOf = (html: string) => [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

/**
 * Each kundli form page asked for with a 15 KB query (as `?x=AAAA…` once broke the form for
 * everyone), then plainly by another visitor until that comes from memory: SAFE when no form of the
 * kept page carries the query and a post to each of its actions gives the chart or the match.
 */
export async function kundliFormPoisoning(server: RunningServer): Promise<Finding> {
  const poison = `x=${"A".repeat(15_000)}`;
  const seen: string[] = [];
  let carried = 0;
  let refused = 0;
  for (const [page, body] of [
    ["/kundli", BIRTH],
    ["/hi/kundli", BIRTH],
    ["/kundli-milan", MILAN],
    ["/hi/kundli-milan", MILAN],
  ] as const) {
    const first = await fetch(`${server.baseURL}${page}?${poison}`, { headers: { "X-Forwarded-For": "198.18.0.1" } });
    await first.arrayBuffer();
    if (first.status !== 200) throw new Broken(`${page} with the long query answered ${first.status}`);
    let html = "";
    for (let i = 0; i < 3; i++) html = await (await fetch(`${server.baseURL}${page}`)).text();
    const actions = actionsOf(html);
    if (actions.length === 0) throw new Broken(`${page} has no form with an action`);
    carried += actions.filter((action) => action.includes("AAAA")).length;
    const statuses = [];
    for (const action of actions) {
      const answer: Response = await fetch(`${server.baseURL}${action}`, {
        method: "POST",
        headers: { Origin: server.baseURL, "Content-Type": FORM, "X-Forwarded-For": `198.18.${seen.length + 1}.${statuses.length + 1}` },
        body: new URLSearchParams(body),
      });
      await answer.arrayBuffer();
      statuses.push(answer.status);
      if (answer.status !== 200) refused += 1;
    }
    seen.push(`${page}: ${actions.length} forms (${statuses.join(", ")})`);
  }
  return {
    verdict: carried === 0 && refused === 0 ? "SAFE" : "VULNERABLE",
    evidence: `after a 15 KB query on each, the next visitor's ${seen.join("; ")}; ${carried} actions carry the query`,
  };
}

export type Times = { pages: number[]; health: number[] };

/** /faq (from memory) and /healthz, one after the other, again and again until `untilMs`. */
export async function timeReads(server: RunningServer, untilMs: number): Promise<Times> {
  const times: Times = { pages: [], health: [] };
  while (Date.now() < untilMs) {
    for (const [list, address] of [
      [times.pages, "/faq"],
      [times.health, "/healthz"],
    ] as const) {
      const started = performance.now();
      const answer = await fetch(`${server.baseURL}${address}`, { headers: { "X-Forwarded-For": "198.18.200.1" } });
      await answer.arrayBuffer();
      list.push(performance.now() - started);
    }
    await sleep(20);
  }
  return times;
}

export const summary = (times: number[]) => `median ${median(times).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`;

/** autocannon from a process of its own: `connections` posting charts from one address for `seconds`. */
function chartFloodProcess(server: RunningServer, connections: number, seconds: number): Promise<Record<string, number>> {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/autocannon/autocannon.js"),
      ...["-c", String(connections), "-d", String(seconds), "-m", "POST", "-j"],
      ...["-H", `Origin=${server.baseURL}`, "-H", "X-Forwarded-For=198.18.66.6", "-H", `Content-Type=${FORM}`],
      ...["-b", new URLSearchParams(BIRTH).toString(), `${server.baseURL}/kundli`],
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const report = JSON.parse(out) as { statusCodeStats?: Record<string, { count: number }> };
        resolve(Object.fromEntries(Object.entries(report.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])));
      } catch {
        reject(new Broken("autocannon gave no report"));
      }
    });
  });
}

/**
 * 128 connections post charts from one address for 6 s while /faq (from memory) and /healthz are
 * timed, beside the same reads just before: WEAK when the reads during the flood pass 50 ms median
 * or 250 ms p99 twice running (the load is printed), or when the flood drew no 429.
 */
export async function chartFlood(server: RunningServer): Promise<Finding> {
  for (let i = 0; i < 3; i++) await (await fetch(`${server.baseURL}/faq`)).arrayBuffer();
  const round = async () => {
    const quiet = await timeReads(server, Date.now() + 1_000);
    const flooding = chartFloodProcess(server, 128, 6);
    await sleep(1_000);
    const during = await timeReads(server, Date.now() + 4_500);
    const statuses = await flooding;
    const all = [...during.pages, ...during.health];
    const ok =
      median(all) <= 50 && percentile(all, 99) <= 250 && (statuses["429"] ?? 0) > 0 && !Object.keys(statuses).some((c) => Number(c) >= 500);
    const evidence =
      `before: /faq ${summary(quiet.pages)}, /healthz ${summary(quiet.health)}; during 128 connections posting charts from one address: ` +
      `/faq ${summary(during.pages)}, /healthz ${summary(during.health)}; the flood's statuses ${JSON.stringify(statuses)}; ${machineLoad()}`;
    return { ok, evidence };
  };
  const first = await round();
  if (first.ok) return { verdict: "SAFE", evidence: first.evidence };
  await sleep(3_000);
  const second = await round();
  return { verdict: second.ok ? "SAFE" : "WEAK", evidence: `${first.evidence}; again: ${second.evidence}` };
}

/**
 * Twelve festival years nobody asked for, asked for at once from twelve addresses, while /healthz
 * is timed every 10 ms: WEAK when its p99 passes 50 ms (the years are computed on a worker thread;
 * before, this thread stalled 4.4–6.8 s), repeated once with twelve other years before WEAK.
 */
export async function festivalYearStall(server: RunningServer): Promise<Finding> {
  const round = async (from: number) => {
    const health: number[] = [];
    let asking = true;
    const probing = (async () => {
      while (asking) {
        const started = performance.now();
        await (await fetch(`${server.baseURL}/healthz`)).arrayBuffer();
        health.push(performance.now() - started);
        await sleep(10);
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const answer = await fetch(`${server.baseURL}/festival/${from + i}/march`, {
          headers: { "X-Forwarded-For": `198.18.100.${i + 1}` },
        });
        await answer.arrayBuffer();
        return answer.status;
      }),
    );
    const allMs = performance.now() - started;
    asking = false;
    await probing;
    if (statuses.some((status) => status !== 200)) throw new Broken(`festival years answered ${statuses.join(", ")}`);
    return {
      ok: percentile(health, 99) <= 50,
      evidence: `years ${from}–${from + 11} at once: all answered in ${allMs.toFixed(0)} ms; /healthz meanwhile ${summary(health)}, slowest ${Math.max(...health).toFixed(0)} ms (${health.length} timed); ${machineLoad()}`,
    };
  };
  const first = await round(2070);
  if (first.ok) return { verdict: "SAFE", evidence: first.evidence };
  const second = await round(2084);
  return { verdict: second.ok ? "SAFE" : "WEAK", evidence: `${first.evidence}; again: ${second.evidence}` };
}
