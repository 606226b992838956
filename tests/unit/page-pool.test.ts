import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { startPagePool } from "../../edge/page-pool";

// The page pool's threads as the pool sees them: here small scripts that answer place searches
// as a page thread does, and die, hang or never start when the search says so. The pool must send
// nothing to a dead thread, fail what it held at once, replace it, and give up a slot that never
// starts, so that the edge draws on the main thread instead; and start a thread only when work
// comes, and stop it when it has had none for a while.

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-pool-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function script(name: string, body: string): string {
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(file, `import { parentPort } from "node:worker_threads";\n${body}\n`);
  return file;
}

const answering = script(
  "answering",
  `parentPort.postMessage({ kind: "ready" });
parentPort.on("message", (task) => {
  if (task.kind !== "places") return;
  if (task.query === "die") process.exit(3);
  if (task.query === "hang") return;
  parentPort.postMessage({ kind: "places", id: task.id, suggestions: { kind: "found", places: [{ value: task.query, text: task.query }] } });
});`,
);
const neverStarting = script("never-starting", `process.exit(1);`);

const poolOf = (file: string, longestRenderMs = 30_000, { threads = 1, idleMs }: { threads?: number; idleMs?: number } = {}) =>
  startPagePool({
    threads,
    script: file,
    buildPath: "unused",
    database: () => Promise.reject(new Error("no database here")),
    longestRenderMs,
    idleMs,
  });

const until = async (done: () => boolean) => {
  for (const deadline = Date.now() + 10_000; !done(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() > deadline) throw new Error("not in time");
  }
};

describe("the page pool", () => {
  it("fails at once what a dying thread held, sends nothing more to it, and starts another", async () => {
    const pool = poolOf(answering);
    expect(await pool.searchPlaces("Pune", "en")).toEqual({ kind: "found", places: [{ value: "Pune", text: "Pune" }] });
    const started = Date.now();
    await expect(pool.searchPlaces("die", "en")).rejects.toThrow("The page thread stopped (3)");
    expect(Date.now() - started).toBeLessThan(5_000);
    // Asked while the new thread loads: it waits for it, and is answered.
    expect(await pool.searchPlaces("Nagpur", "en")).toEqual({ kind: "found", places: [{ value: "Nagpur", text: "Nagpur" }] });
    expect(pool.alive()).toBe(true);
    await pool.close();
  });

  it("fails a task past its time and replaces the thread that held it", async () => {
    // Long enough for the replacement to start (a second, then its loading) while "Agra" waits for it.
    const pool = poolOf(answering, 3_000);
    expect(await pool.searchPlaces("Pune", "en")).toMatchObject({ kind: "found" });
    await expect(pool.searchPlaces("hang", "en")).rejects.toThrow("did not answer in time");
    expect(await pool.searchPlaces("Agra", "en")).toMatchObject({ kind: "found" });
    await pool.close();
  });

  it("gives up a thread that never starts, and says so, so that the edge draws on the main thread", async () => {
    const pool = poolOf(neverStarting);
    const waiting = expect(pool.searchPlaces("Pune", "en")).rejects.toThrow("No page thread could start");
    await expect(pool.ready).rejects.toThrow("No page thread could start");
    await waiting;
    expect(pool.alive()).toBe(false);
    await expect(pool.searchPlaces("Pune", "en")).rejects.toThrow("No page thread is running");
    await pool.close();
  });

  it("fails what waits for a thread when the pool closes", async () => {
    const pool = poolOf(neverStarting);
    const failed = expect(pool.searchPlaces("Pune", "en")).rejects.toThrow("closing");
    await pool.close();
    await failed;
  });

  it("starts no thread before work comes, a second when the first is busy, and stops one idle for idleMs", async () => {
    const pool = poolOf(answering, 2_000, { threads: 2, idleMs: 300 });
    expect(pool.running()).toBe(0);
    expect(pool.alive()).toBe(true);
    expect(await pool.searchPlaces("Pune", "en")).toMatchObject({ kind: "found" });
    expect(pool.running()).toBe(1);
    // The first thread holds a task that never ends: the next finds it busy and wakes the second.
    const hung = expect(pool.searchPlaces("hang", "en")).rejects.toThrow("did not answer in time");
    expect(await pool.searchPlaces("Agra", "en")).toMatchObject({ kind: "found" });
    expect(pool.running()).toBe(2);
    await hung;
    // Nothing to do: each stops after idleMs, and the next work starts one again.
    await until(() => pool.running() === 0);
    expect(pool.alive()).toBe(true);
    expect(await pool.searchPlaces("Nagpur", "en")).toEqual({ kind: "found", places: [{ value: "Nagpur", text: "Nagpur" }] });
    expect(pool.running()).toBe(1);
    await pool.close();
  });
});
