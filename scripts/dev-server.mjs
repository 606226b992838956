// The app server of `npm run dev`, which Remix's dev server runs (`remix dev --manual -c`): it
// bundles edge/server.ts and the upload worker as `npm run build` does, runs the server, and runs it
// afresh when what they bundle changes. A change under app/ needs no restart: Remix's dev server
// rebuilds build/index.js and edge/server.ts imports it again (decision 089).
//
// The server is bundled to build/dev-server.js, never build/server.js: `npm run dev` removes that
// one, so the next `npm start` builds for production again instead of serving this development build.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";

/** Each output of esbuild as it was last written, to restart only when one changed. */
const written = new Map();

/** @type {import("node:child_process").ChildProcess | null} */
let server = null;

function start() {
  server = spawn(process.execPath, ["--enable-source-maps", "build/dev-server.js"], {
    stdio: "inherit",
    // Every page rendered afresh: an edit shows at once, and a page's live-reload script carries
    // the nonce of its own answer (a kept copy is answered under a new one).
    env: { ...process.env, PAGE_CACHE_MB: "0" },
  });
}

/** Stops the server and waits for it: the embedded database takes one process at a time. */
function stop() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once("exit", resolve);
    running.kill("SIGTERM");
  });
}

/** Writes what changed and restarts the server when anything did (or it is not running yet). */
const runTheServer = {
  name: "run-the-server",
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      let changed = server === null;
      for (const file of result.outputFiles ?? []) {
        if (written.get(file.path) === file.hash) continue;
        fs.mkdirSync(path.dirname(file.path), { recursive: true });
        fs.writeFileSync(file.path, file.contents);
        written.set(file.path, file.hash);
        changed = true;
      }
      if (!changed) return;
      await stop();
      start();
    });
  },
};

const context = await esbuild.context({
  entryPoints: {
    "dev-server": "edge/server.ts",
    "upload-work.server": "app/infra/upload-work.server.ts",
    "sky-work.server": "app/infra/sky-work.server.ts",
  },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outdir: "build",
  logLevel: "warning",
  write: false,
  plugins: [runTheServer],
});
await context.watch();

// A server that stopped by itself (its start met an app build half written, or the app threw)
// starts again when the next app build is whole.
fs.watch("build", (_event, file) => {
  if (file === "version.txt" && server && (server.exitCode !== null || server.signalCode !== null)) start();
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await context.dispose();
    await stop();
    process.exit(0);
  });
}
