import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { type FreshDatabase, freshDatabase, postgresReachable, sharedSecrets, startInstance } from "../../support/cluster";
import type { RunningServer } from "../../support/server-process";
import { signedInCustomer } from "./cluster-visitors";

// The PostgreSQL backup docs/deploying.md documents: `pg_dump --format=custom` of the live database,
// and `pg_restore --no-owner` into an empty database that instances with the same keys then
// serve. The dump is taken while an instance runs, as in production.

const pgDumpAvailable = (() => {
  try {
    execFileSync("pg_dump", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();

if ((await postgresReachable()) && pgDumpAvailable) {
  test("a pg_dump of the live database, restored with pg_restore into an empty one, brings the data back", async () => {
    test.setTimeout(180_000);
    const databases: FreshDatabase[] = [];
    const instances: RunningServer[] = [];
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-pgdump-"));
    const dump = path.join(scratch, "grahavani.dump");
    const secrets = sharedSecrets();
    const profileOf = async (instance: RunningServer, cookie: string) => {
      const response = await fetch(`${instance.baseURL}/profile`, { headers: { Cookie: cookie }, redirect: "manual" });
      return { status: response.status, text: response.status === 200 ? await response.text() : "" };
    };
    try {
      const live = await freshDatabase();
      databases.push(live);
      const running = await startInstance({ databaseUrl: live.url, secrets });
      instances.push(running);
      const before = await signedInCustomer("Dumped Customer", running, running);

      execFileSync("pg_dump", ["--format=custom", `--file=${dump}`, live.url]);
      // A change after the backup, which the restore must not bring back.
      const after = await signedInCustomer("After The Dump", running, running);
      expect((await profileOf(running, after.visitor.cookie())).status).toBe(200);

      const target = await freshDatabase();
      databases.push(target);
      execFileSync("pg_restore", ["--no-owner", `--dbname=${target.url}`, dump]);
      const restored = await startInstance({ databaseUrl: target.url, secrets });
      instances.push(restored);

      const profile = await profileOf(restored, before.visitor.cookie());
      expect(profile.status).toBe(200);
      expect(profile.text).toContain("Dumped Customer");
      expect((await profileOf(restored, after.visitor.cookie())).status).toBe(302);
      // The restored database takes new writes (its sequences came back with it).
      const next = await signedInCustomer("After The Restore", restored, restored);
      expect((await profileOf(restored, next.visitor.cookie())).text).toContain("After The Restore");
    } finally {
      for (const instance of instances) {
        await instance.stop();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      for (const database of databases) await database.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
} else {
  console.log("NOTICE: no PostgreSQL on 127.0.0.1:5432 or no pg_dump on PATH; the PostgreSQL backup test is not run.");
}
