import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

import pg from "pg";

import { adminEnv, type RunningServer, startServer } from "./server-process";

// Several instances of the site on one PostgreSQL, as behind a load balancer (docs/deploying.md). Each
// run gets a fresh database on the server at 127.0.0.1:5432 and drops it afterwards.

export const POSTGRES_ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** True when a PostgreSQL server listens where the cluster tests expect one. */
export function postgresReachable(url = POSTGRES_ADMIN_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Runs `text` on the database `url` names (its server's maintenance database, for CREATE and DROP). */
export async function onServer(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export type FreshDatabase = { url: string; name: string; drop: () => Promise<void> };

/** A new, empty database on the server of `adminUrl`, and a way to drop it. */
export async function freshDatabase(adminUrl = POSTGRES_ADMIN_URL): Promise<FreshDatabase> {
  const name = `grahavani_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    // WITH (FORCE) ends the connections of instances a failed test left running.
    drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** What every instance of one site shares: the keys that sign cookies and encrypt identity data. */
export function sharedSecrets(): Record<string, string> {
  return {
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  };
}

/**
 * Starts `count` instances on `databaseUrl`, one after another (the first migrates and seeds),
 * each on its own port with its own DATA_DIR, so nothing can be shared through the disk.
 */
export async function startInstances(
  count: number,
  options: { databaseUrl: string; secrets?: Record<string, string>; env?: Record<string, string> },
): Promise<RunningServer[]> {
  const secrets = options.secrets ?? sharedSecrets();
  const instances: RunningServer[] = [];
  try {
    for (let i = 0; i < count; i++) {
      instances.push(await startInstance({ databaseUrl: options.databaseUrl, secrets, env: options.env }));
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return instances;
}

/** One instance of the site on `databaseUrl` with the given shared secrets. */
export function startInstance(options: { databaseUrl: string; secrets: Record<string, string>; env?: Record<string, string> }) {
  return startServer({
    env: { ...adminEnv(), DATABASE_URL: options.databaseUrl, ...options.secrets, ...options.env },
  });
}

export type RoundRobinProxy = {
  url: string;
  /** The instances requests go to, in turn; changed while running for a rolling restart. */
  setTargets: (targets: string[]) => void;
  /** GETs and HEADs sent again to another instance after a connection error, so far. */
  retried: () => number;
  close: () => Promise<void>;
};

/**
 * A tiny load balancer: each request goes to the next instance in turn. It sets
 * X-Forwarded-For to the client's address, as a real proxy would (the instances trust loopback).
 * Like nginx (`proxy_next_upstream error`), a GET or HEAD whose connection fails before any answer
 * came (an instance that has just stopped listening, or closed a kept-alive socket as it stops)
 * is sent once more, to another instance; other methods get a 502.
 */
export async function roundRobinProxy(initialTargets: string[]): Promise<RoundRobinProxy> {
  let targets = [...initialTargets];
  let next = 0;
  let retried = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const idempotent = req.method === "GET" || req.method === "HEAD";
    const send = (triesLeft: number, failed?: string) => {
      // The retry goes to another instance than the one that failed, when there is one.
      let pick = targets[next++ % targets.length];
      if (pick === failed && targets.length > 1) pick = targets[next++ % targets.length];
      const target = new URL(pick);
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          agent,
          headers: { ...req.headers, "x-forwarded-for": req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "" },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        if (!res.headersSent && triesLeft > 0) {
          retried++;
          return send(triesLeft - 1, pick);
        }
        // Cut off in the middle of an answer: the client must see a broken answer, not a bad one.
        if (res.headersSent) return res.destroy();
        res.writeHead(502, { "content-type": "text/plain" });
        res.end("bad gateway");
      });
      if (idempotent) upstream.end();
      else req.pipe(upstream);
    };
    send(idempotent ? 1 : 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTargets: (list) => {
      targets = [...list];
    },
    retried: () => retried,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A visitor's browser over plain fetch: one cookie jar, one client address, and any instance as
 * the target of each request, as a load balancer would send it (the Origin named is the
 * instance's own, as the browser's would be the site's one origin).
 */
export function clusterVisitor(address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      const name = pair.slice(0, pair.indexOf("="));
      if (pair.endsWith("=") || /;\s*max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, pair);
    }
    return response;
  };
  const cookie = () => [...jar.values()].join("; ");
  const headers = (instance: { baseURL: string }, withCookie: string) => ({
    Origin: instance.baseURL,
    "X-Forwarded-For": address,
    ...(withCookie ? { Cookie: withCookie } : {}),
  });
  return {
    address,
    cookie,
    get: async (instance: { baseURL: string }, path: string, withCookie = cookie()) =>
      remember(await fetch(instance.baseURL + path, { headers: headers(instance, withCookie), redirect: "manual" })),
    post: async (instance: { baseURL: string }, path: string, form: Record<string, string> | FormData) =>
      remember(
        await fetch(instance.baseURL + path, {
          method: "POST",
          headers: headers(instance, cookie()),
          body: form instanceof FormData ? form : new URLSearchParams(form),
          redirect: "manual",
        }),
      ),
  };
}

export type ClusterVisitor = ReturnType<typeof clusterVisitor>;

/** The SMS this instance wrote to its own outbox (each instance has its own DATA_DIR). */
export function smsSentBy(instance: { dataDir: string }, mobile: string): string[] {
  const file = path.join(instance.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .map((m) => m.text);
}

/** The code in the newest OTP SMS this instance sent to the number: its only 4-digit number. */
export function otpSentBy(instance: { dataDir: string }, mobile: string): string {
  const text = smsSentBy(instance, mobile).at(-1);
  const codes = text?.match(/\b\d{4}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`no OTP SMS to +91${mobile} in ${instance.dataDir}/outbox.jsonl`);
  return codes[0];
}
