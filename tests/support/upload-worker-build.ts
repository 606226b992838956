import path from "node:path";
import { pathToFileURL } from "node:url";

import { build } from "esbuild";

// Unit and integration tests run the sources, before `npm run build`: the upload and sky workers
// (a thread needs a JavaScript file) are built for them here, once, as package.json builds them.

const root = path.resolve(__dirname, "../..");
const outdir = path.join(root, "node_modules/.cache/grahavani-tests");

/** What app/infra/upload-work-file.server.ts names in the build, for the tests. */
export const uploadWorkFile = pathToFileURL(path.join(outdir, "upload-work.server.js")).href;
/** What app/infra/sky-work-file.server.ts names in the build, for the tests. */
export const skyWorkFile = pathToFileURL(path.join(outdir, "sky-work.server.js")).href;

/** Vitest's globalSetup. */
export default async function buildUploadWorker() {
  await build({
    entryPoints: [path.join(root, "app/infra/upload-work.server.ts"), path.join(root, "app/infra/sky-work.server.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir,
    logLevel: "warning",
  });
}
