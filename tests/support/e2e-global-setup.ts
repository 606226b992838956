import fs from "node:fs";
import { E2E_ADMIN, startServer } from "./server-process";

// One production server on a free port with a fresh data directory for the browser tests.
export default async function globalSetup() {
  // The administrator the admin tests log in as (created by the server at start).
  const server = await startServer({ env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password } });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    const code = await server.stop();
    if (code !== 0) process.stderr.write(`e2e server exited with ${code}\n${server.output().slice(-4000)}\n`);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
