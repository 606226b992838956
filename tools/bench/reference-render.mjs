// The bench's yardstick: a fixed page rendered by the React the server renders with, in a process
// of its own, whose CPU time per render says how fast this machine runs that kind of work right
// now. The page is built here from constants and never changes with the app, so a server's render
// divided by it is a figure of the code, not of the machine (decision 127). Run as a child of the
// bench (`startReference`); asked "render" on its stdin, it renders and says so, and the bench
// reads its CPU time from /proc as it reads the server's.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import { cpuNanoseconds, serverAsleep } from "./process-cpu.mjs";

const WARMUP_RENDERS = 150;

/**
 * The yardstick's render, CPU median, on the machine the time budgets were set on: this project's
 * 2-core `node-svc` machine (Node 20, Debian 12) at its fastest, with nothing else running. On
 * 2026-11-29 the idle machine's medians of 200 renders ranged 2.7–5.3 ms, the fastest fifth
 * 2.7–3.4; and four pages whose figures were recorded on the machine the last budgets were
 * checked on (docs/performance.md, 2026-11-29 early morning) measured 1.3–1.7× as costly beside
 * a 4.8 ms yardstick, which puts that machine's yardstick at 2.8–3.7 ms (decision 127). A budget
 * in milliseconds means milliseconds there.
 */
export const BUDGET_MACHINE_REFERENCE_MS = 3.0;

/**
 * A CPU median measured beside the yardstick's, as the time it would take on the budgets' machine:
 * `budgetMachineMs` = ms × BUDGET_MACHINE_REFERENCE_MS ÷ the yardstick's median here and now.
 */
export function calibrated(ms, referenceMedianMs) {
  return { referenceMedianMs, budgetMachineMs: (ms * BUDGET_MACHINE_REFERENCE_MS) / referenceMedianMs };
}

/**
 * The yardstick's page: a header of links, a table of 40 rows by 6 cells, twelve paragraphs of
 * English and Hindi text and a form of 8 fields: 26 KB of HTML, about a chart report's size.
 */
async function referencePage(React) {
  const h = React.createElement;
  const words = "तिथि नक्षत्र योग करण वार sunrise sunset moonrise muhurat choghadiya hora".split(" ");
  const text = (n) => Array.from({ length: 30 }, (_, i) => words[(n * 7 + i) % words.length]).join(" ");
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Yardstick")),
    h(
      "body",
      null,
      h(
        "header",
        { className: "site-header" },
        h(
          "nav",
          null,
          Array.from({ length: 30 }, (_, i) =>
            h("a", { key: i, href: `/section-${i}`, className: i % 2 ? "link" : "link link-alt" }, `Section ${i}`),
          ),
        ),
      ),
      h(
        "main",
        null,
        h(
          "table",
          { className: "data-table" },
          h(
            "tbody",
            null,
            Array.from({ length: 40 }, (_, row) =>
              h(
                "tr",
                { key: row },
                Array.from({ length: 6 }, (_, cell) =>
                  h("td", { key: cell, "data-label": words[cell] }, `${words[(row + cell) % words.length]} ${(row * 6 + cell) * 1.25}°`),
                ),
              ),
            ),
          ),
        ),
        Array.from({ length: 12 }, (_, i) => h("p", { key: i }, text(i), h("strong", null, ` ${i}`), " ", text(i + 1))),
        h(
          "form",
          { method: "post", action: "/yardstick" },
          Array.from({ length: 8 }, (_, i) =>
            h(
              "div",
              { key: i, className: "field" },
              h("label", { htmlFor: `f${i}` }, `Field ${i}`),
              h("input", { id: `f${i}`, name: `f${i}`, defaultValue: words[i], "aria-describedby": `f${i}-note` }),
              h("p", { id: `f${i}-note`, className: "note" }, text(i)),
            ),
          ),
          h("button", { type: "submit" }, "Send"),
        ),
      ),
    ),
  );
}

/**
 * The yardstick's median over `renders` renders in a row, taken just before and just after a load
 * run (while the load runs, the yardstick would take the cores it measures).
 */
export async function referenceMedian(reference, renders = 40) {
  const cpus = [];
  for (let i = 0; i < renders; i++) cpus.push(await reference.render());
  cpus.sort((a, b) => a - b);
  return cpus[Math.floor(cpus.length / 2)];
}

/**
 * A rate measured between two yardstick medians as it would be on the budgets' machine: a machine
 * whose yardstick takes twice as long serves half as many, so `budgetMachineRps` = rps × the
 * yardstick's median here ÷ BUDGET_MACHINE_REFERENCE_MS.
 */
export function calibratedRate(rps, referenceMedianMs) {
  return { referenceMedianMs, budgetMachineRps: (rps * referenceMedianMs) / BUDGET_MACHINE_REFERENCE_MS };
}

/** The child: renders as the server does (React's Web Streams renderer, read to its end). */
async function serve() {
  const React = (await import("react")).default;
  const { renderToReadableStream } = await import("react-dom/server.browser");
  const render = async () => {
    const stream = await renderToReadableStream(await referencePage(React));
    await stream.allReady;
    const reader = stream.getReader();
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return bytes;
      bytes += value.byteLength;
    }
  };
  for (let i = 0; i < WARMUP_RENDERS; i++) await render();
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    // "render": one render, answered with its CPU time in milliseconds.
    if (line.trim() !== "render") continue;
    await render();
    process.stdout.write("rendered\n");
  }
}

/**
 * Starts the yardstick in a child process with the node options the server under test runs with
 * (so a server slowed by a V8 flag is measured against a yardstick slowed alike). `render()`
 * renders the page once and resolves to the CPU milliseconds it took: the bench renders it once
 * after each request it measures, so that both are measured under the same conditions, second by
 * second. Returns { render(): Promise<ms>, stop() }.
 */
export function startReference(nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), "--serve"], { stdio: ["pipe", "pipe", "inherit"] });
  const answers = createInterface({ input: child.stdout });
  const waiting = [];
  answers.on("line", () => waiting.shift()?.());
  return {
    async render() {
      const before = cpuNanoseconds(child.pid);
      await new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write("render\n");
      });
      await serverAsleep(child.pid);
      return Number(cpuNanoseconds(child.pid) - before) / 1e6;
    },
    stop: () => child.kill("SIGTERM"),
  };
}

if (process.argv.includes("--serve")) await serve();
