import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";

import { freePort, startServer, tempDataDir } from "../../support/server-process";

// The build is Remix's own output: any adapter serves it, Remix's own `remix-serve` included.
// Our server prepares the database (migrations and seeds) and stops; remix-serve then serves the
// same build from that database.

test("remix-serve serves the build as it is: a reading page, a form page and its scripts", async ({ request }) => {
  test.setTimeout(120_000);
  const dataDir = tempDataDir();
  const prepared = await startServer({ dataDir });
  await prepared.stop();

  const port = await freePort();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
  // The package's own command, as `npx remix-serve build/index.js` runs it.
  const child = spawn(path.join(root, "node_modules/.bin/remix-serve"), ["build/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    const base = `http://localhost:${port}`;
    await expect
      .poll(async () => (await request.get(`${base}/faq`).catch(() => null))?.status() ?? 0, { timeout: 60_000, message: output })
      .toBe(200);
    const faq = await (await request.get(`${base}/faq`)).text();
    expect(faq).toContain("<h1");
    expect(faq).not.toContain('<script type="module"');

    const signup = await (await request.get(`${base}/signup`)).text();
    const entry = signup.match(/import\("([^"]+)"\)|<link rel="modulepreload" href="([^"]+)"/);
    expect(entry, "the form page names its scripts").not.toBeNull();
    const script = await request.get(`${base}${entry![1] ?? entry![2]}`);
    expect(script.status()).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
});
