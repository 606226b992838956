import fs from "node:fs";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { registeredApplicant, visitorOf } from "../../support/stored-pictures";

const stageHeadings = en.onboarding.stages;
const withdrawalMessages = en.onboarding.withdrawal;

// The applicant's withdrawal (decision 067) as raw posts against a server of its own: only the
// applicant's own session, posting from our own pages, withdraws their own application.

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let first: APIRequestContext;
let second: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
  first = await registeredApplicant(server);
  second = await registeredApplicant(server);
});

test.afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

const statusPage = async (applicant: APIRequestContext) => (await applicant.get("/astrologer-status")).text();

/** The application id the status page's withdrawal form carries. */
async function applicationIdOf(applicant: APIRequestContext): Promise<string> {
  const id = /name="applicationId" value="(\d+)"/.exec(await statusPage(applicant))?.[1];
  expect(id, "the status page offers the withdrawal").toBeDefined();
  return id!;
}

async function expectStillOpen(applicant: APIRequestContext) {
  const html = await statusPage(applicant);
  expect(html).toContain(stageHeadings.incomplete);
  expect(html).toContain(withdrawalMessages.open);
}

test("a withdrawal posted from another site is refused, and the application stays", async () => {
  const id = await applicationIdOf(first);
  const answer = await first.post("/astrologer-status", { form: { applicationId: id }, headers: { Origin: "https://evil.example" } });
  expect(answer.status()).toBe(403);
  await expectStillOpen(first);
});

test("one applicant's session cannot withdraw another applicant's application", async () => {
  const victim = await applicationIdOf(second);
  expect(victim).not.toBe(await applicationIdOf(first));
  const answer = await first.post("/astrologer-status", { form: { applicationId: victim } });
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toContain(withdrawalMessages.notFound);
  await expectStillOpen(second);
  await expectStillOpen(first);
});

test("a visitor without the applicant's session cannot withdraw it", async () => {
  const stranger = await visitorOf(server);
  const answer = await stranger.post("/astrologer-status", { form: { applicationId: await applicationIdOf(second) } });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe("/signup");
  await stranger.dispose();
  await expectStillOpen(second);
});

test("the applicant's own post withdraws their application", async () => {
  const answer = await second.post("/astrologer-status", { form: { applicationId: await applicationIdOf(second) } });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe("/astrologer-status");
  const html = await statusPage(second);
  expect(html).toContain(stageHeadings.withdrawn);
  // Not on the page (the words the page carries for the browser, its i18n store, aside).
  expect(html.replace(/<script id="i18n-store"[^>]*>[^<]*<\/script>/, "")).not.toContain(withdrawalMessages.open);
  await expectStillOpen(first);
});
