import { parse, protocol, type PGlite } from "@electric-sql/pglite";

// Kysely has no PGlite dialect in its core; this makes a PGlite instance look like
// the `pg` Pool that Kysely's PostgresDialect drives. PGlite is one connection, so
// a lock hands it to one Kysely "connection" at a time: a transaction then owns it
// from BEGIN to COMMIT and no other request's query can slip in between.
export function pglitePool(pg: PGlite) {
  let tail: Promise<void> = Promise.resolve();

  const client = {
    async query(text: string, params: unknown[] = []) {
      // PGlite's extended protocol takes one statement; parameterless scripts
      // (migrations) go through exec, which accepts several.
      if (params.length === 0 && text.includes(";")) {
        const results = await pg.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0, command: last?.command };
      }
      const values = textValues(params);
      const result = values ? await queryInOneTrip(pg, text, values) : await pg.query(text, params);
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.affectedRows ?? 0,
        command: result.command,
      };
    },
  };

  return {
    async connect() {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      let released = false;
      return {
        query: client.query,
        release() {
          if (!released) {
            released = true;
            release();
          }
        },
      };
    },
    async end() {
      await tail;
      await pg.close();
    },
  };
}

/**
 * The parameters in PostgreSQL's text form when each one's form does not depend on the column
 * it meets (text, numbers, booleans, dates), as node-postgres sends them; null otherwise (bytes,
 * arrays, objects), for PGlite's own query, which asks the server for the types first.
 */
function textValues(params: unknown[]): (string | null)[] | null {
  const values: (string | null)[] = [];
  for (const param of params) {
    if (param === null || param === undefined) values.push(null);
    else if (typeof param === "string") values.push(param);
    else if (typeof param === "number" || typeof param === "bigint") values.push(String(param));
    else if (typeof param === "boolean") values.push(param ? "t" : "f");
    else if (param instanceof Date) values.push(param.toISOString());
    else return null;
  }
  return values;
}

/**
 * One statement as a single message (Parse, Bind, Describe, Execute, Sync) to the WebAssembly
 * Postgres. PGlite's query() makes six calls for it (it asks for the parameter types between
 * Parse and Bind); every statement of every request pays that, about half its cost on a small
 * query. The server infers the parameter types from the statement either way.
 */
async function queryInOneTrip(pg: PGlite, text: string, values: (string | null)[]) {
  const serialize = protocol.serialize;
  const parts = [serialize.parse({ text }), serialize.bind({ values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()];
  const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  let messages;
  try {
    // The data directory is the host's own files (NodeFS), so there is nothing to sync after it.
    messages = await pg.execProtocolStream(message, { syncToFs: false });
  } catch (error) {
    // As PGlite's query() reports it: the statement goes with the error.
    if (error instanceof Error) Object.assign(error, { query: text });
    throw error;
  }
  return parse.parseResults(messages, pg.parsers)[0];
}
