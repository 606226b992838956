import fs from "node:fs";

import { expect, test } from "@playwright/test";
import autocannon from "autocannon";

import {
  type FreshDatabase,
  freshDatabase,
  postgresReachable,
  type RoundRobinProxy,
  roundRobinProxy,
  sharedSecrets,
  startInstance,
  startInstances,
} from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { signedInCustomer } from "./cluster-visitors";

// A rolling restart of two instances under load (docs/deploying.md): autocannon sends a steady stream of
// page views (public pages and a signed-in customer's profile) through a round-robin proxy while
// each instance in turn is taken out of the proxy, stopped with SIGTERM, started again on the
// same database with the same secrets, and put back. No request may fail: every answer is a
// 2xx or 3xx, and no connection breaks or times out.

const PUBLIC_PAGES = ["/", "/blogs", "/daily-horoscope/today/leo", "/yearly-horoscope/leo", "/faq"];
const CONNECTIONS = 8;

type LoadResult = {
  total: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
};

/** Load against `url` until stopped; resolves with what it saw. */
function loadUntilStopped(url: string, requests: autocannon.Request[]) {
  let instance: autocannon.Instance;
  const done = new Promise<LoadResult>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        // Long enough for both restarts; stopped as soon as they are done.
        duration: 300,
        requests,
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              total: result.requests.total,
              errors: result.errors,
              timeouts: result.timeouts,
              statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
            }),
    );
  });
  return { stop: () => (instance.stop(), done) };
}

/** Requests an instance has answered so far, by its request log. */
const answered = (instance: RunningServer) => instance.output().split(`"msg":"request"`).length - 1;

if (await postgresReachable()) {
  test.describe("rolling restart under load", () => {
    test.describe.configure({ mode: "serial" });
    let database: FreshDatabase;
    let proxy: RoundRobinProxy | undefined;
    const secrets = sharedSecrets();
    const started: RunningServer[] = [];

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      database = await freshDatabase();
      started.push(...(await startInstances(2, { databaseUrl: database.url, secrets })));
    });

    test.afterAll(async () => {
      await proxy?.close();
      await Promise.all(started.map((instance) => instance.stop()));
      for (const instance of started) fs.rmSync(instance.dataDir, { recursive: true, force: true });
      await database?.drop();
    });

    let live: RunningServer[] = [];
    let customerCookie = "";

    /**
     * Restarts each live instance in turn under load through the proxy and checks no request
     * failed. `drainFirst`: the proxy stops sending to the instance before it gets SIGTERM, as a
     * load balancer that is told first; otherwise SIGTERM comes first and the proxy notices 300 ms
     * later, as a balancer whose health check lags, and only its retry of a failed GET helps.
     */
    async function restartEachUnderLoad(drainFirst: boolean) {
      const balancer = proxy!;
      const retriedBefore = balancer.retried();
      const load = loadUntilStopped(balancer.url, [
        ...PUBLIC_PAGES.map((path) => ({ method: "GET" as const, path })),
        { method: "GET", path: "/profile", headers: { cookie: customerCookie } },
      ]);
      // Let the load settle on both instances before the first restart.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const stoppedNow: RunningServer[] = [];
      const exitCodes: Array<number | null> = [];
      for (const old of [...live]) {
        live = live.filter((instance) => instance !== old);
        let exited: Promise<number | null>;
        if (drainFirst) {
          balancer.setTargets(live.map((instance) => instance.baseURL));
          exited = old.stop("SIGTERM");
        } else {
          exited = old.stop("SIGTERM");
          await new Promise((resolve) => setTimeout(resolve, 300));
          balancer.setTargets(live.map((instance) => instance.baseURL));
        }
        exitCodes.push(await exited);
        stoppedNow.push(old);
        // A new process on the same database with the same secrets, put in once it is healthy.
        const fresh = await startInstance({ databaseUrl: database.url, secrets });
        started.push(fresh);
        live.push(fresh);
        balancer.setTargets(live.map((instance) => instance.baseURL));
        // The new instance takes its share of the load before the next one goes.
        await expect.poll(() => answered(fresh), { timeout: 20_000 }).toBeGreaterThan(50);
      }
      const result = await load.stop();
      console.log(
        `rolling restart (${drainFirst ? "drained first" : "SIGTERM first"}): ${result.total} requests through the proxy, ` +
          `statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}, timeouts ${result.timeouts}, ` +
          `GETs the proxy retried ${balancer.retried() - retriedBefore}`,
      );

      expect(exitCodes).toEqual([0, 0]);
      expect(result.total).toBeGreaterThan(100);
      expect(result.errors, "connection errors").toBe(0);
      expect(result.timeouts, "timeouts").toBe(0);
      const failed = Object.entries(result.statuses).filter(([code]) => !/^[23]\d\d$/.test(code));
      expect(failed, "answers other than 2xx or 3xx").toEqual([]);
      // The old instances finished their requests and stopped cleanly.
      for (const instance of stoppedNow) expect(instance.output()).toContain(`"msg":"stopped"`);
      // The signed-in customer is still signed in on the new instances (the session is in the database).
      for (const instance of live) {
        const profile = await fetch(`${instance.baseURL}/profile`, { headers: { Cookie: customerCookie }, redirect: "manual" });
        expect(profile.status).toBe(200);
      }
    }

    test("restarting A then B, each taken out of the proxy first, fails no request", async () => {
      test.setTimeout(240_000);
      live = [...started];
      const { visitor } = await signedInCustomer("Rolling Restart", live[0], live[1]);
      customerCookie = visitor.cookie();
      proxy = await roundRobinProxy(live.map((instance) => instance.baseURL));
      const profile = await fetch(`${proxy.url}/profile`, { headers: { Cookie: customerCookie }, redirect: "manual" });
      expect(profile.status).toBe(200);
      expect(await profile.text()).toContain("Rolling Restart");
      await restartEachUnderLoad(true);
    });

    test("restarting each instance before the proxy notices fails no request: GETs that meet a closed socket are retried", async () => {
      test.setTimeout(240_000);
      test.skip(!proxy, "needs the instances and proxy of the test before");
      await restartEachUnderLoad(false);
    });
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432; the cluster tests are not run.");
}
