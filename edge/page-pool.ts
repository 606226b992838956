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
 */

/**
 * Threads of the page pool: one a core. While charts are drawn there, the main thread mostly
 * waits (the gate keeps its own part small), so the cores are the charts'; the system shares
 * them with the main thread, whose pages stayed within their budgets under every flood measured.
 */
export function pageThreads(): number {
  return os.availableParallelism();
}

/** A page not answered in this long is failed: a chart takes milliseconds. */
const LONGEST_RENDER_MS = 30_000;

type Task = PageTask | PlacesTask;
type Answered = Exclude<PageAnswer, { kind: "failed" }>;
type Waiting = { resolve: (answer: Answered) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
type Thread = { worker: Worker; ready: boolean; busy: Map<number, Waiting>; stopDatabase: () => void };

export type PagePool = {
  /** Settles when the first thread is ready; fails when one stopped before it was. */
  ready: Promise<void>;
  /** Express's last handler for a request whose page the pool renders. */
  render(req: express.Request, res: express.Response, next: express.NextFunction, context: LoadContext): void;
  /** A place search that no name answers: the names near the text, reckoned on a thread of the pool. */
  searchPlaces(query: string, language: Language): Promise<PlaceSuggestions>;
  /** Stops the threads (at shutdown, after the last request was answered). */
  close(): Promise<void>;
  threads: number;
};

export function startPagePool({
  threads,
  script,
  buildPath,
  database,
}: {
  threads: number;
  /** build/page-work.js */
  script: string;
  buildPath: string;
  database: () => Promise<RawPool>;
}): PagePool {
  const pool: Thread[] = [];
  /** Tasks that came before any thread was ready. */
  const early: Array<{ task: Task; waiting: Waiting }> = [];
  let closing = false;
  let nextId = 1;
  let settleReady!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));

  const send = (thread: Thread, task: Task, waiting: Waiting) => {
    thread.busy.set(task.id, waiting);
    thread.worker.postMessage(task satisfies ToPageThread, task.kind === "page" && task.body ? [task.body.buffer] : []);
  };
  const leastBusy = () =>
    pool
      .filter((thread) => thread.ready)
      .reduce<Thread | null>((best, thread) => (!best || thread.busy.size < best.busy.size ? thread : best), null);

  const start = (slot: number) => {
    const channel = new MessageChannel();
    const worker = new Worker(script, {
      workerData: { buildPath, database: channel.port2 },
      transferList: [channel.port2],
    });
    const thread: Thread = { worker, ready: false, busy: new Map(), stopDatabase: serveDatabaseOn(channel.port1, database) };
    pool[slot] = thread;
    worker.on("message", (message: FromPageThread) => {
      if (message.kind === "ready") {
        thread.ready = true;
        settleReady.resolve();
        for (const { task, waiting } of early.splice(0)) send(leastBusy()!, task, waiting);
        return;
      }
      if (message.kind === "session-written") return forgetSessionReads();
      const waiting = thread.busy.get(message.id);
      if (!waiting) return;
      thread.busy.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.kind === "failed") waiting.reject(new Error(`The page thread failed: ${message.message}`));
      else waiting.resolve(message);
    });
    worker.on("error", (error) => logger.error("page thread stopped", { error: error.stack ?? error.message }));
    worker.on("exit", (code) => {
      if (!thread.ready) settleReady.reject(new Error(`A page thread stopped before it was ready (${code})`));
      thread.stopDatabase();
      channel.port1.close();
      for (const waiting of thread.busy.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new Error(`The page thread stopped (${code})`));
      }
      thread.busy.clear();
      if (!closing) {
        logger.warn("page thread stopped; a new one starts in a second", { exitCode: code });
        setTimeout(() => closing || start(slot), 1_000);
      }
    });
  };
  for (let slot = 0; slot < threads; slot++) start(slot);
  const stopTelling = onCachesDropped((changed) => {
    for (const thread of pool) thread.worker.postMessage({ kind: "drop", changed } satisfies ToPageThread);
  });

  const onPool = async (task: Task) =>
    new Promise<Answered>((resolve, reject) => {
      const waiting: Waiting = {
        resolve,
        reject,
        timer: setTimeout(() => {
          for (const thread of pool) thread.busy.delete(task.id);
          reject(new Error("The page thread did not answer in time"));
        }, LONGEST_RENDER_MS),
      };
      const thread = leastBusy();
      if (thread) send(thread, task, waiting);
      else early.push({ task, waiting });
    });

  return {
    threads,
    ready,
    render(req, res, next, context) {
      // The request's log line says where its page was drawn.
      res.locals.renderedOn = "page pool";
      taskOf(req, nextId++, context)
        .then(onPool)
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
      await Promise.all(pool.map((thread) => thread.worker.terminate()));
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
