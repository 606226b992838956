import type { PGlite } from "@electric-sql/pglite";

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
      const result = await pg.query(text, params);
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
