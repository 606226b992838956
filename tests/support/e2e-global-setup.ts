import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { adminCookie } from "./admin-auth";
import { adminEnv, prepareDataDir, startServer } from "./server-process";

// One production server on a free port with a fresh data directory for the browser tests.
export default async function globalSetup() {
  // The database every test server starts on a copy of (server-process.ts).
  const prepared = await prepareDataDir();
  // The administrator the admin tests act as (created by the server at start, its second
  // factor set from ADMIN_TOTP_SECRET), signed in once through the real forms.
  const server = await startServer({ env: adminEnv() });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_ADMIN_COOKIE = await adminCookie(server.baseURL);
  // The pages already validated and audited in this run (tests/e2e/fixtures.ts).
  const checked = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-e2e-checked-"));
  process.env.E2E_CHECKED_DIR = checked;
  return async () => {
    fs.rmSync(checked, { recursive: true, force: true });
    const code = await server.stop();
    if (code !== 0) process.stderr.write(`e2e server exited with ${code}\n${server.output().slice(-4000)}\n`);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(prepared, { recursive: true, force: true });
  };
}
