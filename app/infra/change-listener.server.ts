import pg from "pg";

import { changeChannel, type Changed, dropCaches, topicsOf } from "./change-notices.server";
import { env } from "./env.server";
import { logger } from "./logger.server";

/**
 * Listens for other instances' change notices (change-notices.server.ts) on a connection of its
 * own: a pooled connection is handed to other queries, and LISTEN belongs to one session.
 *
 * When the connection is lost (the database restarted, a network cut, a failover), it connects
 * again by itself, waiting longer after each failure, and then drops every cache, since the
 * notices sent meanwhile are gone. A ping now and then finds a connection that died silently.
 */

export type ChangeListenerOptions = {
  url: string;
  channel?: string;
  /** What a notice does; by default drops this process's caches of what changed. */
  onNotice?: (changed: Changed) => void;
  /** Shown in pg_stat_activity, so an operator can tell this connection from the pool's. */
  applicationName?: string;
  /** The first wait before connecting again, doubled after each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  pingMs?: number;
};

export type ChangeListener = {
  /** True while LISTEN is in force on a live connection. */
  listening: () => boolean;
  close: () => Promise<void>;
};

const PING_TIMEOUT_MS = 5_000;
const CLOSE_PATIENCE_MS = 2_000;

/** Starts listening; resolves after the first try to connect, which, if it failed, is retried. */
export async function listenForChanges(options: ChangeListenerOptions): Promise<ChangeListener> {
  const channel = options.channel ?? changeChannel();
  const onNotice = options.onNotice ?? dropCaches;
  const firstRetryMs = options.firstRetryMs ?? 200;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client, error?: unknown) => {
    if (closed || client !== current) return;
    current = null;
    listening = false;
    client.removeAllListeners("notification");
    void client.end().catch(() => undefined);
    // Full jitter keeps instances that lost the database together from all coming back at once.
    const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** failures) * (0.5 + Math.random() / 2);
    failures++;
    logger.warn("change notices: connection lost", { error: error instanceof Error ? error.message : error, retryInMs: Math.round(wait) });
    retry = setTimeout(() => void connect(), wait);
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName ?? "grahavani change notices",
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    current = client;
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === channel) onNotice(topicsOf(message.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (client !== current) return;
    if (failures > 0) logger.info("change notices: listening again", { afterFailures: failures });
    listening = true;
    failures = 0;
    // Whatever was published while nobody listened here is unknown: every cache goes.
    onNotice("all");
  };

  const ping = setInterval(() => {
    const client = current;
    if (!client || !listening) return;
    let timer: NodeJS.Timeout | undefined;
    Promise.race([
      client.query("select 1"),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("ping timed out")), PING_TIMEOUT_MS);
      }),
    ])
      .catch((error) => lost(client, error))
      .finally(() => clearTimeout(timer));
  }, options.pingMs ?? 15_000);
  ping.unref();

  await connect();

  return {
    listening: () => listening,
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(retry);
      clearInterval(ping);
      const client = current;
      current = null;
      if (!client) return;
      client.removeAllListeners("notification");
      await Promise.race([client.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, CLOSE_PATIENCE_MS).unref())]);
    },
  };
}

/** Server start-up: on PostgreSQL, follows the other instances' changes; returns how to stop. */
export async function startChangeNotices(): Promise<() => Promise<void>> {
  const url = env().DATABASE_URL;
  if (!url) return async () => undefined;
  const listener = await listenForChanges({ url });
  if (!listener.listening()) logger.warn("change notices: not listening yet, retrying");
  return listener.close;
}
