import { defineConfig } from "@playwright/test";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

// Debian's Chromium headless shell: Playwright cannot download its own browser on this network.
// The shell is the same Blink as Debian's chromium without the browser's shell around it, and
// runs the browser tests in about two thirds of the time (decision 091).
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    ...(isRoot ? ["--no-sandbox"] : []),
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

// Tests that change what every visitor sees (FAQ, footer contact, blog list, astrologer lists,
// the other years a yearly page or a festival month links to).
const PUBLISHING = /admin-(publishing|blog-upload|review|content-years)\.spec\.ts/;

// Files whose every page is a reading page, which carries no script (hydration.spec.ts checks
// the reading pages fetch none): JavaScript on or off is the same visit there, so they run once,
// in the "reading" project, whose fixture fails any page in them that carries a script.
const READING =
  /e2e\/(blogs|content-pages|content-years|festival-current-month|horoscopes|panchang|choghadiya|hindu-calendar|muhurat|grahan|gochar|right-now|frame|astrologer-lists|sharing)\.spec\.ts/;

// Tests that time the server's answers: run when no other test loads this machine's two cores.
const ALONE = /e2e\/server\/(upload-bombs|admin-login-flood)\.spec\.ts/;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./.output/playwright",
  globalSetup: "./support/e2e-global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  // Assertions wait up to 15 s: a post that hashes a password or shrinks a camera photo can take
  // longer than Playwright's default on a 2-core machine running two workers and their servers.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: { launchOptions, trace: "off" },
  projects: [
    { name: "js", testIgnore: [/e2e\/server\//, /e2e\/cluster\//, PUBLISHING, READING], use: { javaScriptEnabled: true } },
    // hydration.spec.ts tests when JavaScript loads, which has no meaning with it off.
    {
      name: "no-js",
      testIgnore: [/e2e\/server\//, /e2e\/cluster\//, PUBLISHING, READING, /hydration\.spec\.ts/],
      use: { javaScriptEnabled: false },
    },
    { name: "reading", testMatch: READING, use: { javaScriptEnabled: true }, metadata: { scriptless: true } },
    { name: "server", testMatch: /e2e\/server\/.*\.spec\.ts/, testIgnore: ALONE },
    // Several instances on one PostgreSQL, and faults (docs/deploying.md): run where 127.0.0.1:5432 answers.
    // The patterns match absolute paths, so they name e2e/ too (a checkout in a folder called
    // "…cluster" or "…server" would otherwise put every test in these projects).
    { name: "cluster", testMatch: /e2e\/cluster\/.*\.spec\.ts/ },
    // Publishing changes what every visitor sees (the FAQ, the footer's contact), so it runs
    // after the page tests that read those, in both modes.
    { name: "js-publishing", testMatch: PUBLISHING, use: { javaScriptEnabled: true }, dependencies: ["js", "no-js", "reading"] },
    { name: "no-js-publishing", testMatch: PUBLISHING, use: { javaScriptEnabled: false }, dependencies: ["js", "no-js", "reading"] },
    // Last, with nothing beside it, not even each other (one worker: the flood of admin sign-ins
    // would otherwise load the cores while the bombs' pages are timed): these tests time how fast
    // pages answer while the server works.
    // One retry: a single slow answer can come from the 2-core machine itself, while the defences
    // these tests guard, once gone, make every run seconds slow, so a real regression still fails
    // both tries.
    {
      name: "alone",
      testMatch: ALONE,
      retries: 1,
      workers: 1,
      dependencies: ["js", "no-js", "reading", "server", "cluster", "js-publishing", "no-js-publishing"],
    },
  ],
});
