import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { hi } from "../../../app/locales/hi";
import { adminCookie, cookiesSetBy } from "../../support/admin-auth";
import { FIELD_READING_FORMS, HOSTILE_FIELD_NAMES, loggedSince, postHostileName, type Reach } from "../../support/hostile-field-names";
import { adminEnv, E2E_ADMIN, type RunningServer, startServer } from "../../support/server-process";
import { customerWithPhoto, registeredApplicant } from "../../support/stored-pictures";
import { freshMobile, visitorAddress } from "../fixtures";

// A field named `__proto__`, `constructor` or `prototype`, in any path form, posted to every
// form that reads its fields, by someone each form lets in: 422 and the error page's words,
// one log line (the request's own) and no stack.

test.describe.configure({ mode: "serial" });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
});

test.afterAll(async () => {
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** A browser's cookies after some posts, as one Cookie header. */
function jar() {
  const pairs = new Map<string, string>();
  return {
    keep: (response: Response) => {
      for (const pair of cookiesSetBy(response).split("; ").filter(Boolean)) pairs.set(pair.split("=")[0], pair);
    },
    header: () => [...pairs.values()].join("; "),
  };
}

const post = (at: string, form: Record<string, string>, cookie: string, address: string) =>
  fetch(server.baseURL + at, {
    method: "POST",
    body: new URLSearchParams(form),
    redirect: "manual",
    headers: { Origin: server.baseURL, "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
  });

function lastCode(mobile: string): string {
  const sms = fs
    .readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .at(-1);
  return /\b\d{4}\b/.exec(sms?.text ?? "")![0];
}

/** A visitor who proved a number with its code and chose no role yet. */
async function verifiedVisitor(): Promise<string> {
  const cookies = jar();
  const address = visitorAddress();
  const mobile = freshMobile();
  cookies.keep(await post("/signup", { dialCode: "+91", mobile }, "", address));
  const code = lastCode(mobile);
  const verified = await post(
    "/otp-verifications",
    { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] },
    cookies.header(),
    address,
  );
  expect(verified.status).toBe(302);
  cookies.keep(verified);
  return cookies.header();
}

async function cookieOf(context: { storageState(): Promise<{ cookies: Array<{ name: string; value: string }> }> }): Promise<string> {
  return (await context.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

test("every form answers a hostile field name with 422 and its page's words, one log line and no stack", async () => {
  test.setTimeout(240_000);
  const pending = jar();
  pending.keep(await post("/admin/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password }, "", "192.0.2.40"));
  const applicant = await registeredApplicant(server);
  const customer = await customerWithPhoto(server);
  const cookies: Record<Reach, string> = {
    anyone: "",
    verified: await verifiedVisitor(),
    applicant: await cookieOf(applicant),
    customer: await cookieOf(customer.ctx),
    pendingAdmin: pending.header(),
    admin: await adminCookie(server.baseURL),
  };
  await applicant.dispose();
  await customer.ctx.dispose();

  // What the sign-ins above still log is not the posts'.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const wrong: string[] = [];
  let posts = 0;
  for (const { path: at, reach, multipartOnly } of FIELD_READING_FORMS) {
    const words = at.startsWith("/hi/") ? hi.common.errors.hostileFieldName : en.common.errors.hostileFieldName;
    for (const name of HOSTILE_FIELD_NAMES) {
      for (const multipart of multipartOnly ? [true] : [false, true]) {
        const offset = server.output().length;
        const answer = await postHostileName(server.baseURL, at, name, { cookie: cookies[reach], address: visitorAddress(), multipart });
        const log = await loggedSince(server, offset, at);
        posts += 1;
        const what = `${reach} ${at} ${multipart ? "multipart" : "urlencoded"} "${name}"`;
        if (answer.status !== 422) wrong.push(`${what}: ${answer.status}`);
        else if (!answer.text.includes(words.text)) wrong.push(`${what}: 422 without the page's words`);
        if (log.lines.length !== 1 || log.requestLines.length !== 1 || log.requestLines[0].status !== 422)
          wrong.push(`${what}: logged ${JSON.stringify(log.lines).slice(0, 300)}`);
        if (log.errors > 0 || log.stacks > 0) wrong.push(`${what}: ${log.errors} error lines, ${log.stacks} stack traces`);
      }
    }
  }
  console.log(`hostile field names: ${posts} posts to ${FIELD_READING_FORMS.length} forms, ${wrong.length} wrong`);
  expect(wrong).toEqual([]);
});

test("the forms still take an ordinary post after hostile ones", async () => {
  const answer = await post("/signup", { dialCode: "+91", mobile: freshMobile() }, "", visitorAddress());
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/otp-verifications");
});
