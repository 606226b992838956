import os from "node:os";
import { MessageChannel, Worker } from "node:worker_threads";

import type express from "express";

import type { Language } from "../app/domain/language";
import { onCachesDropped } from "../app/infra/change-notices.server";
import { type RawPool, serveDatabaseOn } from "../app/infra/database-port.server";
import type { LoadContext } from "../app/infra/load-context.server";
import { logger } from "../app/infra/logger.server";
import { forgetSessionReads } from "../app/infra/session-reads.server";
import type { PlaceSuggestions } from "../app/services/birth-places.server";
import type { FromPageThread, PageAnswer, PageTask, PlacesTask, ToPageThread } from "./page-work";

/**
 * The page pool: threads that render the pages whose cost is their render (a chart and its
 * tables, a milan, a kept or shared chart: the routes with `renderedOnPagePool`), and reckon the
 * names near a typed place that no name answers (edge/place-search.ts), so that the
 * thread answering every other request (pages from memory, /healthz, forms) is not held up by
 * them (decision 121). Each thread runs the same Remix build (build/page-work.js); the main
 * thread reads the request, hands it over whole, and writes the answer back through Express
 * (compression, security headers and the request's log line stay the main thread's). The
 * database stays on the main thread, lent across a port (app/infra/database-port.server.ts).
 *
 * How many run at once is the costly-work gate's (edge/costly-work.ts): each thread takes what
 * it is given, the least busy first. A thread that dies is replaced; what it held fails.
 *
 * A thread starts when work first comes for it (a second when the first is busy), and stops after
 * IDLE_MS with nothing to do: each holds a whole copy of the app, about 55 MB resident, which a
 * server that draws no chart for a while need not keep. What comes while no thread is ready waits
 * for the first to load.
 */

/**
 * Threads of the page pool: one a core. While charts are drawn there, the main thread mostly
 * waits (the gate keeps its own part small), so the cores are the charts'; the system shares
 * them with the main thread, whose pages stayed within their budgets under every flood measured.
 */
export function pageThreads(): number {
  return os.availableParallelism();
}

/**
 * A task not answered in this long fails, and its thread is replaced: a chart takes
 * milliseconds, so a thread that long on one is stuck, perhaps holding a transaction, which only
 * its end gives back (app/infra/database-port.server.ts).
 */
const LONGEST_RENDER_MS = 30_000;
/** A thread that has not loaded the app in this long is taken for one that never will. */
const LONGEST_START_MS = 60_000;
/** A slot whose thread stopped this many times in a row before it was ready is given up. */
const MOST_FAILED_STARTS = 3;
/** A thread with nothing to do for this long stops; the next work starts it again. */
const IDLE_MS = 5 * 60_000;

type Task = PageTask | PlacesTask;
type Answered = Exclude<PageAnswer, { kind: "failed" }>;
type Waiting = { task: Task; resolve: (answer: Answered) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Thread = {
  worker: Worker;
  ready: boolean;
  stopped: boolean;
  /** Stopped for having nothing to do: its slot waits for work, no replacement starts. */
  asleep: boolean;
  idleTimer: NodeJS.Timeout | null;
  busy: Map<number, Waiting>;
  stopDatabase: () => void;
};
/** A slot: its thread, running or starting; asleep until work comes; null once given up. */
type Slot = Thread | "asleep" | null;

export type PagePool = {
  /** Settles when a thread is first ready (the first work starts one); fails when none can start. */
  ready: Promise<void>;
  /** False once no thread is running or starting: the edge then renders on the main thread. */
  alive(): boolean;
  /** Express's last handler for a request whose page the pool renders. */
  render(req: express.Request, res: express.Response, next: express.NextFunction, context: LoadContext): void;
  /** A place search that no name answers: the names near the text, reckoned on a thread of the pool. */
  searchPlaces(query: string, language: Language): Promise<PlaceSuggestions>;
  /** Stops the threads (at shutdown, after the last request was answered); what they still held fails. */
  close(): Promise<void>;
  threads: number;
  /** The threads running or starting now (the others are asleep until work comes, or given up). */
  running(): number;
};

export function startPagePool({
  threads,
  script,
  buildPath,
  database,
  longestRenderMs = LONGEST_RENDER_MS,
  idleMs = IDLE_MS,
}: {
  threads: number;
  /** build/page-work.js */
  script: string;
  buildPath: string;
  database: () => Promise<RawPool>;
  longestRenderMs?: number;
  idleMs?: number;
}): PagePool {
  const pool: Slot[] = new Array<Slot>(threads).fill("asleep");
  /** Tasks that came while no thread was ready. */
  const early = new Map<number, Waiting>();
  let closing = false;
  let nextId = 1;
  let settleReady!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  // Nobody may be waiting on it (a start that fails after an earlier one was ready).
  ready.catch(() => undefined);
  const failedStarts = new Array<number>(threads).fill(0);

  const threadsOf = () => pool.filter((slot): slot is Thread => slot !== null && slot !== "asleep");
  const running = () => threadsOf().filter((thread) => !thread.stopped);
  // A slot is alive while its thread runs, sleeps or is being replaced; only a slot given up is not.
  const alive = () => !closing && pool.some((slot) => slot !== null);
  const wakeOne = () => {
    const slot = pool.indexOf("asleep");
    if (slot >= 0 && !closing) start(slot);
  };
  const send = (thread: Thread, waiting: Waiting) => {
    const { task } = waiting;
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.busy.set(task.id, waiting);
    thread.worker.postMessage(task satisfies ToPageThread, task.kind === "page" && task.body ? [task.body.buffer] : []);
  };
  const leastBusy = () =>
    running()
      .filter((thread) => thread.ready)
      .reduce<Thread | null>((best, thread) => (!best || thread.busy.size < best.busy.size ? thread : best), null);
  // A thread left with nothing to do sleeps after idleMs, unless work comes first.
  const restWhenIdle = (thread: Thread) => {
    if (thread.stopped || !thread.ready || thread.busy.size > 0 || thread.idleTimer) return;
    thread.idleTimer = setTimeout(() => {
      thread.idleTimer = null;
      if (thread.busy.size > 0 || thread.stopped) return;
      thread.asleep = true;
      thread.stopped = true;
      void thread.worker.terminate();
    }, idleMs);
    thread.idleTimer.unref();
  };
  const settle = (waiting: Waiting) => {
    clearTimeout(waiting.timer);
    early.delete(waiting.task.id);
    for (const thread of threadsOf()) {
      if (thread.busy.delete(waiting.task.id)) restWhenIdle(thread);
    }
  };
  const fail = (waiting: Waiting, error: Error) => {
    settle(waiting);
    waiting.reject(error);
  };

  const start = (slot: number) => {
    const channel = new MessageChannel();
    const worker = new Worker(script, {
      workerData: { buildPath, database: channel.port2 },
      transferList: [channel.port2],
    });
    const thread: Thread = {
      worker,
      ready: false,
      stopped: false,
      asleep: false,
      idleTimer: null,
      busy: new Map(),
      stopDatabase: serveDatabaseOn(channel.port1, database),
    };
    pool[slot] = thread;
    const startTimer = setTimeout(() => {
      logger.error("a page thread did not start in time", { ms: LONGEST_START_MS });
      void worker.terminate();
    }, LONGEST_START_MS);
    worker.on("message", (message: FromPageThread) => {
      if (message.kind === "ready") {
        clearTimeout(startTimer);
        thread.ready = true;
        failedStarts[slot] = 0;
        settleReady.resolve();
        for (const waiting of [...early.values()]) {
          early.delete(waiting.task.id);
          send(thread, waiting);
        }
        restWhenIdle(thread);
        return;
      }
      if (message.kind === "session-written") return forgetSessionReads();
      const waiting = thread.busy.get(message.id);
      if (!waiting) return;
      settle(waiting);
      if (message.kind === "failed") waiting.reject(new Error(`The page thread failed: ${message.message}`));
      else waiting.resolve(message);
    });
    worker.on("error", (error) => logger.error("page thread stopped", { error: error.stack ?? error.message }));
    worker.on("exit", (code) => {
      clearTimeout(startTimer);
      if (thread.idleTimer) clearTimeout(thread.idleTimer);
      // Out of the reckoning at once: nothing more is sent to it, and what it held fails now.
      thread.stopped = true;
      thread.stopDatabase();
      channel.port1.close();
      for (const waiting of [...thread.busy.values()]) fail(waiting, new Error(`The page thread stopped (${code})`));
      if (closing) return;
      if (thread.asleep) {
        pool[slot] = "asleep";
        // Work that came while it was stopping wakes it again.
        if (early.size > 0) wakeOne();
        return;
      }
      if (!thread.ready) failedStarts[slot] = (failedStarts[slot] ?? 0) + 1;
      if ((failedStarts[slot] ?? 0) >= MOST_FAILED_STARTS) {
        logger.error("a page thread failed to start again and again: its slot is given up", { exitCode: code });
        pool[slot] = null;
        if (!alive()) {
          settleReady.reject(new Error("No page thread could start"));
          for (const waiting of [...early.values()]) fail(waiting, new Error("No page thread could start"));
        }
        return;
      }
      logger.warn("page thread stopped; a new one starts in a second", { exitCode: code });
      setTimeout(() => closing || start(slot), 1_000);
    });
  };
  const stopTelling = onCachesDropped((changed) => {
    for (const thread of running()) thread.worker.postMessage({ kind: "drop", changed } satisfies ToPageThread);
  });

  const onPool = (task: Task, abandoned?: (abort: () => void) => void) =>
    new Promise<Answered>((resolve, reject) => {
      const waiting: Waiting = {
        task,
        resolve,
        reject,
        timer: setTimeout(() => {
          const stuck = running().find((thread) => thread.busy.has(task.id));
          fail(waiting, new Error("The page thread did not answer in time"));
          // Ended, so that whatever it holds (a transaction, the embedded database's connection) is
          // given back; nothing more is sent to it meanwhile.
          if (stuck) {
            stuck.stopped = true;
            void stuck.worker.terminate();
          }
        }, longestRenderMs),
      };
      if (!alive()) return reject(new Error("No page thread is running"));
      const thread = leastBusy();
      if (thread) send(thread, waiting);
      else early.set(task.id, waiting);
      // No thread was free: one more starts, while any sleeps.
      if (!thread || thread.busy.size > 1) wakeOne();
      // The client went away: its work is called off where it is (Remix stops at the request's signal).
      abandoned?.(() => {
        const holder = running().find((candidate) => candidate.busy.has(task.id));
        if (early.has(task.id)) fail(waiting, new Error("The client went away"));
        else holder?.worker.postMessage({ kind: "abort", id: task.id } satisfies ToPageThread);
      });
    });

  return {
    threads,
    running: () => running().length,
    ready,
    alive,
    render(req, res, next, context) {
      // The request's log line says where its page was drawn.
      res.locals.renderedOn = "page pool";
      taskOf(req, nextId++, context)
        .then((task) =>
          onPool(task, (abort) => {
            res.on("close", () => {
              if (!res.writableFinished) abort();
            });
          }),
        )
        .then((answer) => {
          if (answer.kind !== "page") throw new Error("The page thread answered a page with places");
          res.statusMessage = answer.statusText;
          res.status(answer.status);
          for (const [name, value] of answer.headers) res.append(name, value);
          res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
        })
        .catch(next);
    },
    async searchPlaces(query, language) {
      const answer = await onPool({ kind: "places", id: nextId++, query, language });
      if (answer.kind !== "places") throw new Error("The page thread answered places with a page");
      return answer.suggestions;
    },
    async close() {
      closing = true;
      stopTelling();
      for (const waiting of [...early.values()]) fail(waiting, new Error("The page pool is closing"));
      await Promise.all(running().map((thread) => thread.worker.terminate()));
    },
  };
}

/** The request as Remix's Express adapter makes it (its address as the client asked for it), read whole. */
async function taskOf(req: express.Request, id: number, context: LoadContext): Promise<PageTask> {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((text) => Number.parseInt(text ?? "", 10)).find(Number.isSafeInteger);
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push([name, one]);
  }
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const whole = Buffer.concat(chunks);
    // A copy of its own, so that handing it to the thread takes nothing else with it.
    body = new Uint8Array(whole.byteLength);
    body.set(whole);
  }
  return { kind: "page", id, url, method: req.method, headers, body, context };
}
