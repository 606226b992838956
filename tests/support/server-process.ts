import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { serverCommand } from "../../scripts/server-command.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The administrator of the browser tests' server. Its second factor is set from configuration
// (ADMIN_TOTP_SECRET), as automation would, so tests can make its codes.
export const E2E_ADMIN = {
  email: "admin@example.in",
  password: "correct horse battery",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

/** The environment that makes a server create this administrator at start. */
export function adminEnv(admin: { email: string; password: string; totpSecret?: string } = E2E_ADMIN): Record<string, string> {
  return {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(admin.totpSecret ? { ADMIN_TOTP_SECRET: admin.totpSecret } : {}),
  };
}

export type RunningServer = {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-e2e-"));
}

/**
 * The browser tests' global setup migrates and seeds one embedded database and stops its server;
 * a server started without a data directory of its own starts on a copy of it, which takes a
 * second or two where a new database takes 4 s on an idle machine and up to 30 s under load. The
 * copy makes its own session secret. A test of what a first start does passes `fresh: true`.
 */
const PREPARED_DATA_DIR = "E2E_PREPARED_DATA_DIR";

export async function prepareDataDir(): Promise<string> {
  const server = await startServer({ fresh: true });
  if ((await server.stop()) !== 0) throw new Error(`the preparing server failed:\n${server.output().slice(-4000)}`);
  fs.rmSync(path.join(server.dataDir, "session-secret"), { force: true });
  process.env[PREPARED_DATA_DIR] = server.dataDir;
  return server.dataDir;
}

/** A copy of the prepared database, when the run made one and the server would start the same way. */
function copyOfPrepared(env: Record<string, string>): string | null {
  const prepared = process.env[PREPARED_DATA_DIR];
  if (!prepared || env.DATABASE_URL || env.SEED_DEMO_DATA === "false") return null;
  const dataDir = tempDataDir();
  fs.cpSync(prepared, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built production server (build/server.js) and waits until /readyz answers 200
 * (or, with `waitFor: "/healthz"`, only until the process answers at all).
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; waitFor?: "/readyz" | "/healthz"; fresh?: boolean } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, "build/server.js"))) {
    throw new Error("build/server.js is missing: run `npm run build` first (npm test does).");
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? (options.fresh ? null : copyOfPrepared(options.env ?? {})) ?? tempDataDir();
  let log = "";
  const production = serverCommand();
  const child = spawn(process.execPath, [...production.nodeArgs, "build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATABASE_URL: "",
      // The tests stand where a local reverse proxy would: each test names its visitor's
      // address in X-Forwarded-For, so per-address limits apply per test as per real visitor.
      TRUST_PROXY: "loopback",
      // A test run signs up hundreds of made-up numbers within minutes: more than the budget a
      // real site gives new numbers (a tenth of an hour's share every five minutes). Tests of the
      // budgets set their own.
      SMS_BUDGET_PER_HOUR: "100000",
      SMS_BUDGET_PER_DAY: "1000000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const baseURL = `http://localhost:${port}`;

  // Migrating and seeding a new database is the slow part of a start, slower still while other suites run.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${baseURL}${options.waitFor ?? "/readyz"}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    baseURL,
    dataDir,
    process: child,
    output: () => log,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
