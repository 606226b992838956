import fs from "node:fs";
import net from "node:net";

import { type Browser, expect, test } from "@playwright/test";

import { type RunningServer, startServer } from "../../support/server-process";
import { applicantAtDocuments } from "../upload-helpers";

// A slow-loris client holds a socket for as long as the server lets it. The limits are set short
// here so the test is quick; what it proves is that they hold at the configured value, not at
// the next of Node's connection checks (every 30 s unless the server asks for more often).

const HEADERS_MS = 2_000;
const REQUEST_MS = 4_000;
const UPLOAD_IDLE_MS = 2_000;
const UPLOAD_GRACE_MS = 4_000;
const UPLOAD_FLOOR_BYTES_PER_SECOND = 1_000;
const MARGIN_MS = 1_500;

test.describe.configure({ mode: "serial" });

let server: RunningServer;
// The OTPs of this file's server are in its own outbox (tests/e2e/fixtures.ts reads the one named here).
const sharedDataDir = process.env.E2E_DATA_DIR;

test.beforeAll(async () => {
  server = await startServer({
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      UPLOAD_IDLE_TIMEOUT_MS: String(UPLOAD_IDLE_MS),
      UPLOAD_RATE_GRACE_MS: String(UPLOAD_GRACE_MS),
      UPLOAD_MIN_BYTES_PER_SECOND: String(UPLOAD_FLOOR_BYTES_PER_SECOND),
    },
  });
  process.env.E2E_DATA_DIR = server.dataDir;
});

test.afterAll(async () => {
  process.env.E2E_DATA_DIR = sharedDataDir;
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Opens a socket, lets `talk` write to it, and resolves with what came back and when the server closed it. */
function closedAfter(talk: (socket: net.Socket) => void): Promise<{ ms: number; answer: string }> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = "";
    const socket = net.connect(Number(port), hostname, () => talk(socket));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ms: performance.now() - started, answer }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept the socket open"));
    }, 20_000).unref();
  });
}

test("a client that stops halfway through its headers is cut off when the header time is up", async () => {
  const { ms, answer } = await closedAfter((socket) => socket.write("GET /faq HTTP/1.1\r\nHost: localhost\r\nAccept: text/"));
  expect(ms).toBeGreaterThan(HEADERS_MS - 200);
  expect(ms).toBeLessThan(HEADERS_MS + MARGIN_MS);
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
});

test("a body that trickles in slower than the request time is cut off when that time is up", async () => {
  let drip: NodeJS.Timeout | undefined;
  const { ms, answer } = await closedAfter((socket) => {
    socket.write(
      `POST /logout HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.baseURL}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    drip = setInterval(() => socket.writable && socket.write("x"), 300);
  });
  clearInterval(drip);
  expect(ms).toBeGreaterThan(REQUEST_MS - 200);
  expect(ms).toBeLessThan(REQUEST_MS + MARGIN_MS);
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
});

test("a body still trickling in after the page has answered is cut off when the request time is up", async () => {
  let drip: NodeJS.Timeout | undefined;
  const { ms, answer } = await closedAfter((socket) => {
    // A reading page has no action: it answers at once, and the body is left to arrive.
    socket.write(
      `POST /faq HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.baseURL}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    drip = setInterval(() => socket.writable && socket.write("x"), 300);
  });
  clearInterval(drip);
  expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect(ms).toBeGreaterThan(REQUEST_MS - 200);
  expect(ms).toBeLessThan(REQUEST_MS + MARGIN_MS);
});

/** An applicant's session at the documents step on this server: its Cookie header. */
async function applicantCookie(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    await applicantAtDocuments(await context.newPage(), "Slow Line Applicant");
    return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  } finally {
    await context.close();
  }
}

/** Starts a document upload of `length` declared bytes: its headers and the first part's head. */
function startUpload(socket: net.Socket, cookie: string, length: number) {
  const boundary = "----slow-line";
  socket.write(
    `POST /document HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.baseURL}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="aadharFront"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
}

test("an upload that keeps arriving outlasts a form post's time, and is cut off once it goes idle", async ({ browser }) => {
  const cookie = await applicantCookie(browser);
  const SENDING_MS = 6_000;
  let drip: NodeJS.Timeout | undefined;
  const { ms, answer } = await closedAfter((socket) => {
    // 500 bytes every 300 ms (above the floor rate) for 6 s, then nothing: 10,000 bytes would
    // be due at the floor rate after 10 s, so going idle is what ends it.
    startUpload(socket, cookie, 200_000);
    const started = performance.now();
    drip = setInterval(() => {
      if (performance.now() - started < SENDING_MS && socket.writable) socket.write("x".repeat(500));
    }, 300);
  });
  clearInterval(drip);
  expect(ms).toBeGreaterThan(SENDING_MS + UPLOAD_IDLE_MS - 300);
  expect(ms).toBeLessThan(SENDING_MS + UPLOAD_IDLE_MS + MARGIN_MS);
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
});

test("an upload that declares 90 MB and trickles a byte at a time is cut off when the grace time is up, whatever its length", async ({
  browser,
}) => {
  const cookie = await applicantCookie(browser);
  let drip: NodeJS.Timeout | undefined;
  const { ms, answer } = await closedAfter((socket) => {
    // Never idle, far below the floor rate: its declared length would allow it hours.
    startUpload(socket, cookie, 90 * 1024 * 1024);
    drip = setInterval(() => socket.writable && socket.write("x"), 300);
  });
  clearInterval(drip);
  expect(ms).toBeGreaterThan(UPLOAD_GRACE_MS - 200);
  expect(ms).toBeLessThan(UPLOAD_GRACE_MS + MARGIN_MS);
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
});

test("an upload that starts fast and slows to a trickle is cut off once its bytes average under the floor rate", async ({ browser }) => {
  const cookie = await applicantCookie(browser);
  const FAST_BYTES = 7_000;
  let drip: NodeJS.Timeout | undefined;
  const { ms, answer } = await closedAfter((socket) => {
    // 7,000 bytes at once are due at the floor rate after 7 s; the byte every 300 ms after them
    // adds a few milliseconds.
    startUpload(socket, cookie, 200_000);
    socket.write("x".repeat(FAST_BYTES));
    drip = setInterval(() => socket.writable && socket.write("x"), 300);
  });
  clearInterval(drip);
  const dueMs = (FAST_BYTES / UPLOAD_FLOOR_BYTES_PER_SECOND) * 1000;
  expect(ms).toBeGreaterThan(dueMs - 200);
  expect(ms).toBeLessThan(dueMs + MARGIN_MS);
  expect(answer === "" || answer.startsWith("HTTP/1.1 408")).toBe(true);
});

test("a client that sends in good time is answered as usual", async () => {
  const answer = await fetch(`${server.baseURL}/faq`);
  expect(answer.status).toBe(200);
});
