import { pathToFileURL } from "node:url";
import { type MessagePort, parentPort, workerData } from "node:worker_threads";

import { createRequestHandler, type ServerBuild } from "@remix-run/node";

import type { Language } from "../app/domain/language";
import { type Changed, dropCaches } from "../app/infra/change-notices.server";
import { poolThrough } from "../app/infra/database-port.server";
import { useDatabaseThrough } from "../app/infra/db.server";
import type { LoadContext } from "../app/infra/load-context.server";
import { logger } from "../app/infra/logger.server";
import { rememberNothing } from "../app/infra/session-reads.server";
import { type PlaceSuggestions, searchBirthPlaces } from "../app/services/birth-places.server";
import { withDatabaseOutageAnswers } from "./database-outage";

// A thread of the page pool (edge/page-pool.ts; built to build/page-work.js): the same Remix
// build as the main thread's, answering the requests the main thread hands it (a chart, a milan,
// a kept or shared chart) with Remix's own request handler, and the place searches that no name
// answers, whose nearest names take milliseconds to reckon. Its database is the main thread's,
// reached through a message port; its caches of published content are dropped when the main
// thread's are.

/** A request as it crosses from the main thread: the parts of a fetch Request, copied. */
export type PageTask = {
  kind: "page";
  id: number;
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer> | null;
  context: LoadContext;
};
/** A place search that no name answers (edge/place-search.ts). */
export type PlacesTask = { kind: "places"; id: number; query: string; language: Language };
/** The answer as it crosses back. */
export type PageAnswer =
  | { kind: "page"; id: number; status: number; statusText: string; headers: Array<[string, string]>; body: Uint8Array }
  | { kind: "places"; id: number; suggestions: PlaceSuggestions }
  | { kind: "failed"; id: number; message: string };
export type ToPageThread = PageTask | PlacesTask | { kind: "drop"; changed: Changed } | { kind: "abort"; id: number };
export type FromPageThread = PageAnswer | { kind: "ready" } | { kind: "session-written" };

type PageWorkData = { buildPath: string; database: MessagePort };

async function main() {
  const port = parentPort!;
  const { buildPath, database } = workerData as PageWorkData;
  const tell = (message: FromPageThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  useDatabaseThrough(poolThrough(database));
  rememberNothing(() => tell({ kind: "session-written" }));
  const build = withDatabaseOutageAnswers((await import(pathToFileURL(buildPath).href)) as ServerBuild);
  const handle = createRequestHandler(build, build.mode);

  // The requests under way, each with what calls it off when its client goes away.
  const underWay = new Map<number, AbortController>();
  const answer = async (task: PageTask): Promise<void> => {
    const controller = new AbortController();
    underWay.set(task.id, controller);
    const request = new Request(task.url, {
      method: task.method,
      headers: task.headers,
      signal: controller.signal,
      ...(task.body ? { body: task.body } : {}),
    });
    const response = await handle(request, task.context).finally(() => underWay.delete(task.id));
    const body = new Uint8Array(await response.arrayBuffer());
    // Each Set-Cookie stays a header of its own; the rest as the Headers give them.
    const headers: Array<[string, string]> = [
      ...[...response.headers].filter(([name]) => name !== "set-cookie"),
      ...response.headers.getSetCookie().map((cookie): [string, string] => ["set-cookie", cookie]),
    ];
    tell({ kind: "page", id: task.id, status: response.status, statusText: response.statusText, headers, body }, [body.buffer]);
  };
  const search = async (task: PlacesTask): Promise<void> => {
    tell({ kind: "places", id: task.id, suggestions: await searchBirthPlaces(task.query, task.language) });
  };
  port.on("message", (message: ToPageThread) => {
    if (message.kind === "drop") return dropCaches(message.changed);
    if (message.kind === "abort") return underWay.get(message.id)?.abort();
    (message.kind === "places" ? search(message) : answer(message)).catch((error: unknown) => {
      logger.error("page thread failed a request", { error: error instanceof Error ? error.stack : String(error) });
      tell({ kind: "failed", id: message.id, message: error instanceof Error ? error.message : String(error) });
    });
  });
  tell({ kind: "ready" });
}

main().catch((error: unknown) => {
  logger.error("page thread failed to start", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
