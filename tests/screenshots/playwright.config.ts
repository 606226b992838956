import { defineConfig } from "@playwright/test";

import base from "../playwright.config";

// `npm run screenshots`: every form page at 360 px, as a phone shows it, into docs/screenshots.
// The same server, browser and administrator as the browser tests (tests/playwright.config.ts).
export default defineConfig({
  ...base,
  testDir: ".",
  globalSetup: "../support/e2e-global-setup.ts",
  outputDir: "../.output/screenshots",
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  projects: [
    {
      name: "phone",
      use: {
        ...base.use,
        javaScriptEnabled: true,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
