import os from "node:os";
import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: {
    alias: [
      // The built workers' files (the build puts them beside the server; the tests, in the cache).
      { find: /^~\/infra\/upload-work-file\.server$/, replacement: path.resolve(__dirname, "support/upload-worker-build.ts") },
      { find: /^~\/infra\/sky-work-file\.server$/, replacement: path.resolve(__dirname, "support/upload-worker-build.ts") },
      { find: "~", replacement: path.resolve(__dirname, "../app") },
    ],
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "tests/components/**/*.test.{ts,tsx}"],
    // Component tests (tests/components) ask for a browser's DOM in their first line: `// @vitest-environment happy-dom`.
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    globalSetup: ["tests/support/upload-worker-build.ts", "tests/support/pglite-template.ts"],
    // Integration tests have a database each (on PostgreSQL, a database of the file's own:
    // support/vitest-setup.ts).
    pool: "forks",
    // Vitest leaves a core free by default; the test files are all there is to run.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
