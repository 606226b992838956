import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { clusterVisitor } from "../../support/cluster";
import { type RunningServer, startServer } from "../../support/server-process";
import { expectRedirect, signedInCustomer, verifiedOn } from "../cluster/cluster-visitors";

// The backup and restore of the embedded database, exactly as docs/deploying.md documents them: stop the server, archive the whole DATA_DIR (the PGlite
// folder and the keys generated beside it), and to restore, unpack the archive into an empty
// DATA_DIR before starting. The restored server is a new DATA_DIR, as on a new machine.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-backup-"));
const archive = path.join(scratch, "grahavani-backup.tar.gz");
const servers: RunningServer[] = [];

test.afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

const profileOf = async (server: RunningServer, cookie: string) => {
  const response = await fetch(`${server.baseURL}/profile`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, text: response.status === 200 ? await response.text() : "" };
};

test("an archive of the stopped server's DATA_DIR, unpacked into an empty DATA_DIR, brings the data and keys back", async () => {
  test.setTimeout(180_000);
  // No SESSION_SECRET or DATA_ENCRYPTION_KEY: the keys are generated into DATA_DIR, so the
  // archive must carry them for the old cookie to open the restored session.
  const original = await startServer();
  servers.push(original);
  const before = await signedInCustomer("Backed Up Customer", original, original);
  expect((await profileOf(original, before.visitor.cookie())).text).toContain("Backed Up Customer");

  // Back up: stop the server, then archive the whole folder.
  expect(await original.stop()).toBe(0);
  execFileSync("tar", ["-C", original.dataDir, "-czf", archive, "."]);

  // A change after the backup, which the restore must not bring back.
  const again = await startServer({ dataDir: original.dataDir });
  servers.push(again);
  const after = await signedInCustomer("After The Backup", again, again);
  expect((await profileOf(again, after.visitor.cookie())).status).toBe(200);
  expect(await again.stop()).toBe(0);

  // Restore: unpack into an empty DATA_DIR and start there.
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-restored-"));
  execFileSync("tar", ["-C", restoredDir, "-xzf", archive]);
  const restored = await startServer({ dataDir: restoredDir });
  servers.push(restored);

  const profile = await profileOf(restored, before.visitor.cookie());
  expect(profile.status).toBe(200);
  expect(profile.text).toContain("Backed Up Customer");
  // The customer made after the backup is not in the restored database: the session is gone,
  // and signing in with that number again leads to registration.
  expect((await profileOf(restored, after.visitor.cookie())).status).toBe(302);
  const returning = clusterVisitor();
  await verifiedOn(returning, after.mobile, restored, restored);
  expectRedirect(await returning.post(restored, "/who-are-you", { role: "user" }), "/user-registration");
  // The restored server carries on: a new customer signs up there.
  const next = await signedInCustomer("After The Restore", restored, restored);
  expect((await profileOf(restored, next.visitor.cookie())).text).toContain("After The Restore");
});
