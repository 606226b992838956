import net from "node:net";

import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";

import { listFaqs } from "~/features/site/faqs.server";
import { type ChangeListener, listenForChanges } from "~/infra/change-listener.server";
import { changeChannel, type Changed, dropCaches, onChange, publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

// Publishing announces what changed; the instance that published drops its caches after the
// commit, and on PostgreSQL every listening instance hears of it (docs/decisions/009).

const PREFIX = "[change-notices.test] ";
const DATABASE_URL = process.env.DATABASE_URL;

let faqDrops = 0;
onChange("faqs", () => faqDrops++);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function addQuestion(trx: Parameters<Parameters<typeof publishChange>[1]>[0], question: string) {
  return trx
    .insertInto("faqs")
    .values({ question: `${PREFIX}${question}`, answer: "Yes.", position: 999 })
    .execute();
}

afterAll(async () => {
  const db = await getDb();
  await db.deleteFrom("faqs").where("question", "like", `${PREFIX}%`).execute();
});

describe("publishing a change on this instance", () => {
  it("drops the topic's caches once the change commits, not while it is under way", async () => {
    const before = faqDrops;
    await publishChange("faqs", async (trx) => {
      await addQuestion(trx, "committed");
      expect(faqDrops).toBe(before);
    });
    expect(faqDrops).toBe(before + 1);
  });

  it("drops nothing and saves nothing when the change fails", async () => {
    const before = faqDrops;
    await expect(
      publishChange("faqs", async (trx) => {
        await addQuestion(trx, "rolled back");
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(faqDrops).toBe(before);
    const db = await getDb();
    expect(await db.selectFrom("faqs").select("id").where("question", "=", `${PREFIX}rolled back`).execute()).toEqual([]);
  });
});

describe("a cache read under way when a change arrives", () => {
  it("is not kept, so the next read sees the database", async () => {
    const reading = listFaqs();
    // A change committed (here or on another instance) while the read was under way.
    dropCaches(["faqs"]);
    expect((await reading).some((f) => f.question === `${PREFIX}late`)).toBe(false);
    const db = await getDb();
    await db
      .insertInto("faqs")
      .values({ question: `${PREFIX}late`, answer: "Yes.", position: 999 })
      .execute();
    expect((await listFaqs()).some((f) => f.question === `${PREFIX}late`)).toBe(true);
  });
});

/** A listener that writes down what it hears, ignoring the drop-everything of its first connection. */
async function recordingListener(url: string, options: { applicationName?: string } = {}) {
  const heard: Changed[] = [];
  const listener = await listenForChanges({ url, firstRetryMs: 50, maxRetryMs: 400, ...options, onNotice: (c) => heard.push(c) });
  expect(listener.listening()).toBe(true);
  heard.length = 0;
  return { listener, heard };
}

/** A TCP relay to PostgreSQL that the test can cut (refusing connections) and restore on the same port. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => (client.destroy(), upstream.destroy());
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: (() => {
      const url = new URL(target);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    })(),
    cut: async () => {
      // close() waits for the open connections, so they are destroyed after it is called.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

if (!DATABASE_URL) console.log("NOTICE: DATABASE_URL is unset; the change listener tests on PostgreSQL are not run.");

describe.runIf(DATABASE_URL)("on PostgreSQL, instances listening for changes", () => {
  const url = DATABASE_URL!;
  const open: ChangeListener[] = [];
  const listen = async (options: { applicationName?: string; url?: string } = {}) => {
    const made = await recordingListener(options.url ?? url, options);
    open.push(made.listener);
    return made;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((listener) => listener.close()));
  });

  it("both hear a published change within a second of its commit, and never a rolled-back one", async () => {
    const a = await listen();
    const b = await listen();

    await publishChange("faqs", async (trx) => {
      await addQuestion(trx, "heard by both");
      // PostgreSQL holds the notice until COMMIT: nothing may arrive while the change is open.
      await sleep(300);
      expect(a.heard).toEqual([]);
      expect(b.heard).toEqual([]);
    });
    const committed = Date.now();
    await expect.poll(() => [a.heard, b.heard], { timeout: 1_000, interval: 10 }).toEqual([[["faqs"]], [["faqs"]]]);
    expect(Date.now() - committed).toBeLessThan(1_000);

    await expect(
      publishChange("blogs", async () => {
        throw new Error("the change failed");
      }),
    ).rejects.toThrow();
    // Notices arrive in commit order: had the rolled-back one been sent, it would come first.
    await publishChange(["horoscopes", "astrologers"], async () => undefined);
    await expect
      .poll(() => [a.heard, b.heard], { timeout: 1_000, interval: 10 })
      .toEqual([
        [["faqs"], ["horoscopes", "astrologers"]],
        [["faqs"], ["horoscopes", "astrologers"]],
      ]);
  });

  it("a notice from another instance drops this instance's caches of that topic", async () => {
    const listener = await listenForChanges({ url });
    open.push(listener);
    const before = faqDrops;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("select pg_notify($1, $2)", [changeChannel(), JSON.stringify({ topics: ["faqs"] })]);
    } finally {
      await other.end();
    }
    await expect.poll(() => faqDrops, { timeout: 1_000, interval: 10 }).toBe(before + 1);
  });

  it("after its connection is terminated, it listens again by itself, drops every cache, and hears later changes", async () => {
    const name = `change-notices-test-${process.pid}-${Date.now()}`;
    const a = await listen({ applicationName: name });
    const db = await getDb();
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${name}`.execute(db);
    expect(ended.rows).toEqual([{ ended: true }]);

    await expect.poll(() => a.heard, { timeout: 5_000, interval: 20 }).toEqual(["all"]);
    expect(a.listener.listening()).toBe(true);
    await publishChange("site-content", async () => undefined);
    await expect.poll(() => a.heard, { timeout: 1_000, interval: 10 }).toEqual(["all", ["site-content"]]);
  });

  it("while the database is unreachable it keeps trying, and once it is back it drops every cache and hears changes", async () => {
    const link = await relay(new URL(url));
    try {
      const a = await listen({ url: link.url });
      await link.cut();
      await expect.poll(() => a.listener.listening(), { timeout: 2_000, interval: 10 }).toBe(false);
      // Sent while this listener is away: it never hears it, hence the drop of everything.
      await publishChange("blogs", async () => undefined);
      // Several failed tries (connections refused) before the way back opens.
      await sleep(600);
      expect(a.heard).toEqual([]);
      await link.restore();

      await expect.poll(() => a.heard, { timeout: 5_000, interval: 20 }).toEqual(["all"]);
      await publishChange("faqs", async () => undefined);
      await expect.poll(() => a.heard, { timeout: 1_000, interval: 10 }).toEqual(["all", ["faqs"]]);
    } finally {
      await Promise.all(open.splice(0).map((listener) => listener.close()));
      await link.close();
    }
  });
});
