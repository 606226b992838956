import { type Kysely, sql, type Transaction } from "kysely";

import { getDb } from "./db.server";
import type { Database } from "./db-schema.server";
import { dropPageCache } from "./page-cache.server";
import { singleton } from "./singleton.server";

/**
 * Change notices: publishing code says what changed, and every instance drops the caches that
 * show it (docs/decisions/009-change-notices.md).
 *
 * A change is announced with a PostgreSQL `NOTIFY` sent in its own transaction, so the notice
 * goes out when the change commits and never for one rolled back. On PostgreSQL every instance
 * listens (change-listener.server.ts); on the embedded database there is only this process. Either
 * way the instance that made the change drops its own caches at once, after the commit, so the
 * page its administrator is redirected to already shows the change. The caches' TTLs stay as a
 * backstop for a notice lost while a listener was away.
 */

export const CHANGE_TOPICS = ["blogs", "horoscopes", "faqs", "site-content", "astrologers", "yearly-horoscopes", "festivals"] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** Every topic, for a listener that may have missed notices. */
export type Changed = readonly ChangeTopic[] | "all";

type Registry = {
  handlers: Map<ChangeTopic, Set<() => void>>;
  drops: Map<ChangeTopic, number>;
  elsewhere: Set<(changed: Changed) => void>;
};

// server.ts (which runs the listener) and the Remix build (whose services hold the caches) are
// two bundles in one process: the handlers are kept where both see them.
function registry(): Registry {
  return singleton("change-notice-handlers", () => ({ handlers: new Map(), drops: new Map(), elsewhere: new Set() }));
}

/** A service's cache of `topic`: `drop` forgets it whenever that topic changes on any instance. */
export function onChange(topic: ChangeTopic, drop: () => void): void {
  const { handlers } = registry();
  if (!handlers.has(topic)) handlers.set(topic, new Set());
  handlers.get(topic)!.add(drop);
}

/**
 * How often `topic`'s caches were dropped in this process. A cache compares it before and after a
 * read and keeps the result only if it did not move: a read under way when the change committed
 * may have seen the old rows, and keeping them would undo the drop until the TTL.
 */
export function dropsOf(topic: ChangeTopic): number {
  return registry().drops.get(topic) ?? 0;
}

/**
 * Another thread of this process with caches of its own (the page pool's, edge/page-pool.ts):
 * `tell` passes it every change this thread hears of.
 */
export function onCachesDropped(tell: (changed: Changed) => void): () => void {
  registry().elsewhere.add(tell);
  return () => registry().elsewhere.delete(tell);
}

/** Drops, in this thread, the page cache and the data caches of the topics that changed; and tells the process's other threads. */
export function dropCaches(changed: Changed): void {
  dropPageCache();
  const { handlers, drops, elsewhere } = registry();
  for (const topic of changed === "all" ? CHANGE_TOPICS : changed) {
    drops.set(topic, (drops.get(topic) ?? 0) + 1);
    for (const drop of handlers.get(topic) ?? []) drop();
  }
  for (const tell of elsewhere) tell(changed);
}

/** The one channel of this database (and schema: tests and apps sharing a database keep apart). */
export function changeChannel(schema = process.env.DATABASE_SCHEMA): string {
  // PostgreSQL cuts identifiers at 63 bytes, and pg_notify refuses longer channel names.
  return (schema ? `grahavani_changes_${schema}` : "grahavani_changes").slice(0, 63);
}

/** The payload of a notice: `{"topics":[...]}`. */
function noticePayload(topics: readonly ChangeTopic[]): string {
  return JSON.stringify({ topics });
}

/** The topics a payload names; anything unreadable (say, from a newer release) means all of them. */
export function topicsOf(payload: string | undefined): Changed {
  try {
    const topics = (JSON.parse(payload ?? "") as { topics?: unknown }).topics;
    if (Array.isArray(topics) && topics.length > 0 && topics.every((t) => (CHANGE_TOPICS as readonly unknown[]).includes(t))) {
      return topics as ChangeTopic[];
    }
  } catch {
    // fall through
  }
  return "all";
}

async function sendNotice(db: Kysely<Database>, topics: readonly ChangeTopic[]): Promise<void> {
  await sql`select pg_notify(${changeChannel()}, ${noticePayload(topics)})`.execute(db);
}

function asList(topics: ChangeTopic | readonly ChangeTopic[]): readonly ChangeTopic[] {
  return typeof topics === "string" ? [topics] : topics;
}

/**
 * Runs `change` in one transaction with its notice: other instances hear of it when it commits
 * (and not at all when it fails); this instance drops its caches right after the commit.
 */
export async function publishChange<T>(
  topics: ChangeTopic | readonly ChangeTopic[],
  change: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const list = asList(topics);
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    // Sent first, delivered at COMMIT: PostgreSQL holds a transaction's notices until then.
    await sendNotice(trx, list);
    return change(trx);
  });
  dropCaches(list);
  return result;
}
