import { type PGlite, protocol } from "@electric-sql/pglite";

// Kysely has no PGlite dialect in its core; this makes a PGlite instance look like
// the `pg` Pool that Kysely's PostgresDialect drives. PGlite is one connection, so
// a lock hands it to one Kysely "connection" at a time: a transaction then owns it
// from BEGIN to COMMIT and no other request's query can slip in between.
export function pglitePool(pg: PGlite) {
  let tail: Promise<void> = Promise.resolve();
  const statements = preparedStatements(pg);

  const client = {
    async query(text: string, params: unknown[] = []) {
      // PGlite's extended protocol takes one statement; parameterless scripts
      // (migrations) go through exec, which accepts several.
      if (params.length === 0 && text.includes(";")) {
        const results = await pg.exec(text);
        await statements.forgetAll();
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0, command: last?.command };
      }
      const values = textValues(params);
      const result = values ? await statements.run(text, values) : await pg.query(text, params);
      await statements.forgetAllAfter(text);
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
      // Everything to the data files before closing: PGlite's close() swallows an error of its
      // own shutdown checkpoint, and this one fails loudly instead.
      await pg.exec("checkpoint");
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

/** Statements worth keeping prepared: queries and changes of data, not transaction control or DDL. */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction|end)\b/i;
/** Enough for every query shape of the app; the least recently used goes beyond it. */
const MAX_PREPARED = 500;

/**
 * Each statement goes to the WebAssembly Postgres as a single message (Parse, Bind, Describe,
 * Execute, Sync); PGlite's query() makes six calls for it, asking for the parameter types
 * between Parse and Bind. The app's queries are prepared once by name and then only bound and
 * executed: parsing and planning in WebAssembly cost more than running most of them (a few
 * milliseconds for a query with subqueries, every request). Postgres replans a prepared
 * statement by itself when a table it reads changes; DDL here also drops them all.
 */
function preparedStatements(pg: PGlite) {
  const serialize = protocol.serialize;
  type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
  type Prepared = { name: string; rowDescription?: BackendMessage | null };
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  const send = async (parts: Uint8Array[]) => {
    const message = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    // The data directory is the host's own files (NodeFS), so there is nothing to sync after it.
    return pg.execProtocolStream(message, { syncToFs: false });
  };

  const forgetAll = async () => {
    if (prepared.size === 0) return;
    prepared.clear();
    await pg.exec("deallocate all");
  };

  return {
    async run(text: string, values: (string | null)[]) {
      const parts: Uint8Array[] = [];
      let statement: Prepared | undefined;
      let parsedNow = false;
      if (REUSABLE.test(text)) {
        statement = prepared.get(text);
        if (statement) {
          // Most recently used last, so the first in the map is the one to drop.
          prepared.delete(text);
          prepared.set(text, statement);
        } else {
          statement = { name: `s${++counter}` };
          parsedNow = true;
          if (prepared.size >= MAX_PREPARED) {
            const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
            prepared.delete(oldestText);
            parts.push(serialize.close({ type: "S", name: oldest.name }));
          }
        }
      }
      const name = statement?.name ?? "";
      // A prepared statement's columns do not change: they are asked for at its first run only.
      const known = statement?.rowDescription !== undefined;
      if (!statement || parsedNow) parts.push(serialize.parse({ name, text }));
      parts.push(serialize.bind({ statement: name, values }));
      if (!known) parts.push(serialize.describe({ type: "P" }));
      parts.push(serialize.execute({}), serialize.sync());
      try {
        let messages = await send(parts);
        if (statement && !known) {
          statement.rowDescription = messages.find((m) => m.name === "rowDescription") ?? null;
        } else if (statement?.rowDescription) {
          messages = [statement.rowDescription, ...messages];
        }
        if (parsedNow) prepared.set(text, statement!);
        return resultOf(messages, pg.parsers);
      } catch (error) {
        // Whether the Parse got through is unknown: the name is closed (closing a statement that
        // does not exist is no error) and used no more.
        if (parsedNow) await send([serialize.close({ type: "S", name }), serialize.sync()]).catch(() => undefined);
        // As PGlite's query() reports it: the statement goes with the error.
        if (error instanceof Error) Object.assign(error, { query: text });
        throw error;
      }
    },
    forgetAll,
    /** After DDL (not after transaction control), prepared statements may describe old tables. */
    async forgetAllAfter(text: string) {
      if (!TRANSACTION_CONTROL.test(text) && !REUSABLE.test(text)) await forgetAll();
    },
  };
}

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Parsers = PGlite["parsers"];
type Column = { name: string; dataTypeID: number };

/**
 * What PGlite's parseResults makes of one statement's answer (rows, command, rowCount,
 * affectedRows), made with a loop: parseResults builds every row with Object.fromEntries over
 * [name, value] pairs and looks up each value's parser, several times the cost (decision 020).
 */
function resultOf(messages: BackendMessage[], parsers: Parsers) {
  const rows: Record<string, unknown>[] = [];
  let names: string[] = [];
  let columnParsers: (((value: string, typeId: number) => unknown) | undefined)[] = [];
  let types: number[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === "rowDescription") {
      const columns = (message as unknown as { fields: Column[] }).fields;
      names = columns.map((column) => column.name);
      types = columns.map((column) => column.dataTypeID);
      columnParsers = types.map((type) => parsers[type]);
    } else if (message.name === "dataRow") {
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < values.length; i++) {
        const value = values[i];
        const parser = columnParsers[i];
        row[names[i]] = value === null ? null : parser ? parser(value, types[i]) : value;
      }
      rows.push(row);
    } else if (message.name === "commandComplete") {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5" end in a row count; "CREATE TABLE" does not.
      const parts = (message as unknown as { text: string }).text.split(" ");
      command = parts[0];
      const count = parseInt(parts[parts.length - 1], 10);
      if (!Number.isNaN(count)) rowCount = count;
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command) && rowCount !== undefined) affectedRows += rowCount;
    }
  }
  return { rows, command, rowCount, affectedRows };
}
