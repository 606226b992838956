import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { type RunningServer, startServer, tempDataDir } from "../../support/server-process";

// What the edge does with requests no page of ours makes (edge/request-guards.ts): addresses
// whose links would leave the site, request targets that are not a path, posts from another
// origin of the same host; and what the process leaves on disk. Raw sockets, so each request
// goes out exactly as written.

let server: RunningServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A data directory someone made readable by all: the server closes it.
  const dataDir = tempDataDir();
  fs.chmodSync(dataDir, 0o755);
  server = await startServer({ dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: string; body: string };

/** Sends a request exactly as written and reads the answer until the server closes. */
function raw(baseURL: string, request: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname, () => socket.write(request));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [headers = "", body = ""] = text.split(/\r\n\r\n([\s\S]*)/);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body });
    });
    setTimeout(() => socket.destroy(new Error("no answer within 15 s")), 15_000).unref();
  });
}

const get = (target: string) => raw(server.baseURL, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
const locationOf = (answer: Answer) => /^location: (.*)$/im.exec(answer.headers)?.[1]?.trim();
/** Every link of a page that a browser would follow to another site: `//host` or `/\host`. */
const offSiteLinks = (html: string) => [...html.matchAll(/\b(?:href|src|action|content)="([/\\]{2}[^"]*)"/g)].map((m) => m[1]);

test("an address with doubled slashes goes to its single-slash address, and no link on the way leaves the site", async () => {
  for (const [target, single] of [
    ["/hi//evil.example", "/hi/evil.example"],
    ["/hi/\\evil.example", "/hi/evil.example"],
    ["//evil.example", "/evil.example"],
    ["/hi//faq?x=1", "/hi/faq?x=1"],
  ] as const) {
    const answer = await get(target);
    expect(answer.status, target).toBe(301);
    expect(locationOf(answer), target).toBe(single);
    expect(offSiteLinks(answer.body)).toEqual([]);
    const page = await get(single);
    expect(offSiteLinks(page.body), single).toEqual([]);
  }
  // The page reached has its language switch, on this site.
  const faq = await get("/hi/faq?x=1");
  expect(faq.status).toBe(200);
  expect(faq.body).toMatch(/class="language-switch" href="\/faq"/);
});

test("an absolute URL or `*` as the request target is answered 400, with one line in the log and no stack", async () => {
  for (const target of [`${server.baseURL}/faq`, "http://evil.example/faq", "*"]) {
    const before = server.output().length;
    const answer = await get(target);
    expect(answer.status, target).toBe(400);
    // The server logs each answer just after sending it.
    await expect.poll(() => server.output().slice(before)).toContain('"status":400');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The sky pool's reports of the festival years it computes at start may fall in between.
    const logged = server
      .output()
      .slice(before)
      .trim()
      .split("\n")
      .filter((line) => !line.includes('"msg":"festival year computed on the sky pool"'));
    expect(logged, target).toHaveLength(1);
    expect(logged[0]).not.toMatch(/"level":"error"|\n\s+at |request failed/);
  }
});

test("everything under DATA_DIR is its owner's alone: the directory 0700 and each file 0600", async () => {
  // A sign-up's code goes to the outbox file.
  const signup = await fetch(`${server.baseURL}/signup`, {
    method: "POST",
    headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.61" },
    body: new URLSearchParams({ dialCode: "+91", mobile: "9876501234" }),
    redirect: "manual",
  });
  expect(signup.status).toBe(302);
  await expect.poll(() => fs.existsSync(path.join(server.dataDir, "outbox.jsonl"))).toBe(true);

  const open: string[] = [];
  let files = 0;
  const visit = (entry: string) => {
    const stat = fs.statSync(entry);
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(server.dataDir, entry) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    else files += 1;
  };
  visit(server.dataDir);
  expect(fs.readdirSync(server.dataDir)).toEqual(expect.arrayContaining(["outbox.jsonl", "session-secret"]));
  // The embedded database's own files are among them.
  expect(files).toBeGreaterThan(100);
  expect(open).toEqual([]);
  expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);
});

test("on an https site, a post from the same host over http, or on another port, is refused", async () => {
  test.setTimeout(120_000);
  const origin = "https://grahavani.example";
  const https = await startServer({
    env: {
      PUBLIC_ORIGIN: origin,
      SESSION_SECRET: "a-session-secret-for-this-test-only-0123456789",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    },
  });
  /** A post to /logout as a browser on `from` sends it, through the proxy in front of the site. */
  const post = (from: string, forwarded: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${https.baseURL}/logout`,
        {
          method: "POST",
          headers: { Host: "grahavani.example", Origin: from, "Content-Type": "application/x-www-form-urlencoded", ...forwarded },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end("x=1");
    });
  try {
    expect(await post("http://grahavani.example")).toBe(403);
    expect(await post("http://grahavani.example", { "X-Forwarded-Proto": "https" })).toBe(403);
    expect(await post("https://grahavani.example:8443")).toBe(403);
    expect(await post(origin)).toBe(302);
    expect(await post(origin, { "X-Forwarded-Proto": "https" })).toBe(302);
  } finally {
    await https.stop();
    fs.rmSync(https.dataDir, { recursive: true, force: true });
  }
});
