import net from "node:net";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { startServer } from "../../support/server-process";

// Runs where a PostgreSQL server listens on 127.0.0.1:5432 (this machine and CI); elsewhere
// the suite prints a notice and defines no test.
const PG_URL = "postgres://postgres@127.0.0.1:5432/test";

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** A TCP relay to PostgreSQL that the test can cut, to see the server notice. */
async function relay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => (client.destroy(), upstream.destroy());
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: async () => {
      // close() waits for open connections (the change listener's never idles out): destroy them first.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

if (await reachable(5432)) {
  test("on PostgreSQL the server migrates, seeds and serves, and /readyz notices a lost database while /healthz stays alive", async () => {
    test.setTimeout(120_000);
    const schema = `e2e_${Date.now().toString(36)}`;
    const link = await relay(5432);
    const server = await startServer({
      env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${link.port}/test`, DATABASE_SCHEMA: schema },
    });
    try {
      const home = await fetch(`${server.baseURL}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("support@grahavani.in");
      const daily = await (await fetch(`${server.baseURL}/daily-horoscope/today/leo`)).text();
      expect(daily).toMatch(/<p class="prediction">[^<]+<\/p>/);

      await link.cut();
      const down = await fetch(`${server.baseURL}/readyz`);
      expect(down.status).toBe(503);
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the PostgreSQL server test is not run.");
}
