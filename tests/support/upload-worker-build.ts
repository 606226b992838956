import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

// Unit and integration tests run the sources, before `npm run build`: the upload worker (a
// thread needs a JavaScript file) is built for them here, once, as package.json builds it.

const root = path.resolve(__dirname, "../..");
const outfile = path.join(root, "node_modules/.cache/grahavani-tests/upload-work.server.js");

/** What app/infra/upload-work-file.server.ts names in the build, for the tests. */
export const uploadWorkFile = pathToFileURL(outfile).href;

/** Vitest's globalSetup. */
export default async function buildUploadWorker() {
  await build({
    entryPoints: [path.join(root, "app/infra/upload-work.server.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile,
    logLevel: "warning",
  });
}
