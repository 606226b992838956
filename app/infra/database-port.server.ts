import type { MessagePort } from "node:worker_threads";

/**
 * The database across threads. The embedded database (PGlite) lives in the main thread's memory
 * and cannot be opened twice, so a thread of the page pool (edge/page-pool.ts) reaches it through
 * a message port: `poolThrough` is a `pg`-style pool for Kysely's PostgresDialect (as
 * pglite-pool.server.ts is), and `serveDatabaseOn` answers it on the main thread from the
 * process's own pool.
 *
 * A statement outside a transaction takes one of that pool's connections for itself alone, on
 * the main thread, and gives it back at once: the embedded database has one connection, and a
 * page thread that held it from Kysely's connect to its release would hold it while it draws
 * another chart between the two messages. A transaction (from BEGIN to COMMIT or ROLLBACK) holds
 * one connection throughout, as it must.
 *
 * What crosses is copied (structured clone): text, parameters, rows of plain values; bytes
 * arrive as Uint8Array and are made Buffers again on each side, as `pg` gives and takes them.
 */

/** The part of a `pg` pool that Kysely's PostgresDialect uses, and our pools provide. */
export type RawPool = {
  connect(): Promise<RawClient>;
};
export type RawClient = {
  query(text: string, params?: unknown[]): Promise<RawResult>;
  release(): void;
};
export type RawResult = { rows: unknown[]; rowCount?: number | null; command?: string };

type Ask =
  | { id: number; op: "once"; text: string; params: unknown[] }
  | { id: number; op: "connect" }
  | { id: number; op: "query"; connection: number; text: string; params: unknown[] }
  | { id: number; op: "release"; connection: number };
type AskOf<T> = T extends unknown ? Omit<T, "id"> : never;
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

/** Bytes as `pg` writes and reads them. */
const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

type ErrorData = { message: string; fields: Record<string, string | number | boolean>; cause?: ErrorData; errors?: ErrorData[] };

/**
 * An error as data: its message, the fields callers read (`code`, `constraint`, `detail`…), and
 * its cause and inner errors, which isDatabaseUnavailable looks through (a few levels deep).
 */
function errorData(error: unknown, depth = 0): ErrorData {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: ErrorData["fields"] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
  }
  const data: ErrorData = { message: error.message, fields };
  if (depth < 3 && error.cause !== undefined) data.cause = errorData(error.cause, depth + 1);
  if (depth < 3 && error instanceof AggregateError) data.errors = error.errors.map((inner) => errorData(inner, depth + 1));
  return data;
}

function errorOf(data: ErrorData): Error {
  const inner = data.errors?.map(errorOf);
  const error = inner ? new AggregateError(inner, data.message) : new Error(data.message);
  Object.assign(error, data.fields);
  if (data.cause) error.cause = errorOf(data.cause);
  return error;
}

/** What crosses of a result: `pg`'s Result has functions, which cannot. */
const resultOf = ({ rows, rowCount, command }: RawResult): RawResult => ({ rows, rowCount, command });

/** BEGIN or START TRANSACTION: from here the connection is held. */
const BEGINS = /^\s*(begin|start\s+transaction)\b/i;
/** COMMIT or ROLLBACK of the transaction (not ROLLBACK TO SAVEPOINT): from here it is not. */
const ENDS = /^\s*(commit|rollback|end)\s*;?\s*$/i;

/**
 * Answers a page thread's queries on `port` from `pool`. Returns what ends it: every connection
 * the thread still held is rolled back and released (a thread that died mid-transaction must
 * neither keep the embedded database's one connection for ever nor leave its transaction open
 * on it for the next query).
 */
export function serveDatabaseOn(port: MessagePort, pool: () => Promise<RawPool>): () => void {
  const lent = new Map<number, RawClient>();
  let next = 1;
  let stopped = false;
  const giveBack = (client: RawClient) => {
    client
      .query("rollback")
      .catch(() => undefined)
      .finally(() => client.release());
  };
  const run = async (ask: Ask): Promise<unknown> => {
    if (ask.op === "once") {
      const client = await (await pool()).connect();
      try {
        return resultOf(await client.query(ask.text, ask.params.map(asBuffer)));
      } finally {
        client.release();
      }
    }
    if (ask.op === "connect") {
      const client = await (await pool()).connect();
      if (stopped) {
        client.release();
        throw new Error("The page thread has stopped");
      }
      const connection = next++;
      lent.set(connection, client);
      return connection;
    }
    const client = lent.get(ask.connection);
    if (!client) throw new Error("This connection was released");
    if (ask.op === "release") {
      lent.delete(ask.connection);
      client.release();
      return null;
    }
    return resultOf(await client.query(ask.text, ask.params.map(asBuffer)));
  };
  const onMessage = (ask: Ask) => {
    run(ask).then(
      (value) => stopped || port.postMessage({ id: ask.id, ok: true, value } satisfies Answer),
      (error: unknown) => stopped || port.postMessage({ id: ask.id, ok: false, error: errorData(error) } satisfies Answer),
    );
  };
  port.on("message", onMessage);
  return () => {
    stopped = true;
    port.off("message", onMessage);
    for (const client of lent.values()) giveBack(client);
    lent.clear();
  };
}

/** A pool whose connections are the main thread's, asked for across `port`. */
export function poolThrough(port: MessagePort): RawPool & { end(): Promise<void> } {
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 1;
  port.on("message", (answer: Answer) => {
    const asker = waiting.get(answer.id);
    if (!asker) return;
    waiting.delete(answer.id);
    if (answer.ok) asker.resolve(answer.value);
    else asker.reject(errorOf(answer.error));
  });
  // A port with nothing asked of it must not keep the thread alive.
  port.unref();
  const ask = <T>(message: AskOf<Ask>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ ...message, id });
    });
  const withBuffers = (result: RawResult) => {
    for (const row of result.rows as Array<Record<string, unknown>>) {
      for (const key of Object.keys(row)) row[key] = asBuffer(row[key]);
    }
    return result;
  };
  return {
    // Kysely's connection: a real one of the main thread's is taken only for a transaction.
    async connect() {
      let held: number | null = null;
      const giveBack = () => {
        if (held === null) return;
        ask({ op: "release", connection: held }).catch(() => undefined);
        held = null;
      };
      return {
        async query(text: string, params: unknown[] = []) {
          if (held === null && !BEGINS.test(text)) return withBuffers(await ask<RawResult>({ op: "once", text, params }));
          held ??= await ask<number>({ op: "connect" });
          const result = await ask<RawResult>({ op: "query", connection: held, text, params });
          if (ENDS.test(text)) giveBack();
          return withBuffers(result);
        },
        release: giveBack,
      };
    },
    async end() {
      port.close();
    },
  };
}
