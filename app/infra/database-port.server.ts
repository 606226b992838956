import type { MessagePort } from "node:worker_threads";

/**
 * The database across threads. The embedded database (PGlite) lives in the main thread's memory
 * and cannot be opened twice, so a thread of the page pool (edge/page-pool.ts) reaches it through
 * a message port: `poolThrough` is a `pg`-style pool for Kysely's PostgresDialect (as
 * pglite-pool.server.ts is), and `serveDatabaseOn` answers it on the main thread from the
 * process's own pool. A connection lent across the port is one of that pool's, held from
 * connect to release, so a transaction begun in the page thread owns it until it ends there.
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
  | { id: number; op: "connect" }
  | { id: number; op: "query"; connection: number; text: string; params: unknown[] }
  | { id: number; op: "release"; connection: number };
type AskOf<T> = T extends unknown ? Omit<T, "id"> : never;
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** Bytes as `pg` writes and reads them. */
const asBuffer = (value: unknown) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;

/** An error as data: its message and the fields callers read (`code`, `constraint`, `detail`…). */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) if (["string", "number", "boolean"].includes(typeof value)) data[key] = value;
  return data;
}

function errorOf(data: Record<string, unknown>): Error {
  const error = new Error(String(data.message));
  Object.assign(error, data);
  return error;
}

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
    const { rows, rowCount, command } = await client.query(ask.text, ask.params.map(asBuffer));
    return { rows, rowCount, command } satisfies RawResult;
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
  return {
    async connect() {
      const connection = await ask<number>({ op: "connect" });
      let released = false;
      return {
        async query(text: string, params: unknown[] = []) {
          const result = await ask<RawResult>({ op: "query", connection, text, params });
          for (const row of result.rows as Array<Record<string, unknown>>) {
            for (const key of Object.keys(row)) row[key] = asBuffer(row[key]);
          }
          return result;
        },
        release() {
          if (released) return;
          released = true;
          ask({ op: "release", connection }).catch(() => undefined);
        },
      };
    },
    async end() {
      port.close();
    },
  };
}
