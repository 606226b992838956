import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(__dirname, ".."),
  resolve: { alias: { "~": path.resolve(__dirname, "../app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}", "tests/components/**/*.test.{ts,tsx}"],
    // Component tests (tests/components) ask for a browser's DOM in their first line: `// @vitest-environment happy-dom`.
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    // Integration tests share one database per worker (a schema each on PostgreSQL).
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
