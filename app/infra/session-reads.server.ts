import { env } from "./env.server";
import { singleton } from "./singleton.server";

/**
 * What a session shows (the visitor frame: whether a customer is signed in, and which copy of a
 * cached page a session cookie gets; the administrator a signed-in admin session belongs to),
 * remembered per session id or signed cookie value for a few seconds — on the embedded
 * database only.
 *
 * Why: a cached page costs little CPU, and one indexed read on the embedded database (PGlite,
 * PostgreSQL compiled to WebAssembly, in this process) costs about as much again per query; a
 * signed-in customer's page needs the session and the customer's row to choose its copy
 * (decision 063; figures in docs/performance.md).
 * Why it is exact: the embedded database belongs to this one process, so every change to a
 * session or a customer goes through this process's code, which forgets everything remembered
 * (forgetSessionReads) after each such write, before and after its commit. A read that was under
 * way while a write happened is not remembered. On PostgreSQL, where other instances write too,
 * nothing is remembered: each request reads its row; nor in a thread of the page pool
 * (edge/page-pool.ts), whose database is the main thread's and is written there.
 */

const REMEMBER_MS = 30_000;
const MAX_ENTRIES = 20_000;

type Store = {
  entries: Map<string, { value: unknown; until: number }>;
  generation: number;
  /** In a thread of the page pool: nothing is remembered, and what this thread writes is told to the main thread. */
  tellOwner: (() => void) | null;
};

function store(): Store {
  return singleton("session-reads", () => ({ entries: new Map(), generation: 0, tellOwner: null }));
}

/**
 * Nothing is remembered in this thread, whose database is another thread's: writes made there
 * would not make this one forget. A write made here (a session's renewal) is passed on with
 * `tellOwner`, and the owner forgets as the message arrives.
 */
export function rememberNothing(tellOwner: () => void): void {
  store().tellOwner = tellOwner;
}

/** Forgets every remembered read: call after any write to sessions or to what they show. */
export function forgetSessionReads(): void {
  const s = store();
  s.generation++;
  s.entries.clear();
  s.tellOwner?.();
}

/**
 * `read()`'s value for this session id, or what it gave within the last seconds (embedded
 * database only). `read` says until when its value can hold at most (the session's expiry).
 */
export async function rememberedForSession<T>(sessionId: string, read: () => Promise<{ value: T; validUntil: number }>): Promise<T> {
  const s = store();
  if (env().DATABASE_URL || s.tellOwner) return (await read()).value;
  const now = Date.now();
  const known = s.entries.get(sessionId);
  if (known && known.until > now) return known.value as T;
  const generation = s.generation;
  const { value, validUntil } = await read();
  if (s.generation === generation) {
    if (s.entries.size >= MAX_ENTRIES) s.entries.clear();
    s.entries.set(sessionId, { value, until: Math.min(now + REMEMBER_MS, validUntil) });
  }
  return value;
}
