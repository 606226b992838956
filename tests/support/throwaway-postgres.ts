import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { freePort } from "./server-process";

const run = promisify(execFile);

// A PostgreSQL server of the test's own (initdb into a temporary folder, its own port), which
// the test may stop and start as a real outage. PostgreSQL refuses to run as root, so as root
// the tools run as the `postgres` user, who owns the folder.

export type ThrowawayPostgres = {
  /** The `postgres` database of this server. */
  url: string;
  port: number;
  start: () => Promise<void>;
  /** "immediate" is a crash: no checkpoint, the next start replays the write-ahead log. */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove: () => Promise<void>;
};

/** True when initdb and pg_ctl are on PATH (and, as root, a `postgres` user exists to run them). */
export async function canMakeThrowawayPostgres(): Promise<boolean> {
  try {
    await asPostgres("pg_ctl", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
}

export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "server.log");
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const port = await freePort();
  await asPostgres("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  let running = false;
  const start = async () => {
    await asPostgres("pg_ctl", [
      "-D",
      data,
      "-l",
      log,
      "-w",
      "-t",
      "30",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      "start",
    ]);
    running = true;
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await asPostgres("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    remove: async () => {
      if (running) await stop("immediate").catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
