import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { hi } from "../../../app/locales/hi";
import { type RunningServer, startServer } from "../../support/server-process";

// Charts, milans and city-day pages no copy answers cost the thread that answers everything
// (edge/costly-work.ts, decision 102): a client gets a few at once and then a few a minute, and
// past that a small 429 that keeps what was typed. The limits are lowered so that each is met
// in a few requests; every request names its client in X-Forwarded-For, as a proxy would.

const BURST = 3;
let server: RunningServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { COSTLY_WORK_BURST: String(BURST), COSTLY_WORK_PER_MINUTE: "6" } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The status of a GET from `client`, once its page is read to the end (until then it is under way). */
async function statusOf(client: string, path: string): Promise<number> {
  const answer = await fetch(`${server.baseURL}${path}`, { headers: { "X-Forwarded-For": client }, redirect: "manual" });
  await answer.arrayBuffer();
  return answer.status;
}

const BIRTH = { name: "Meera Flood", date: "1990-05-14", time: "06:30", place: "Pune" };

function postChart(client: string, path = "/kundli", birth: Record<string, string> = BIRTH) {
  return fetch(`${server.baseURL}${path}`, {
    method: "POST",
    headers: { Origin: server.baseURL, "X-Forwarded-For": client, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(birth),
  });
}

test("a client's charts past its burst get a small 429 that says when to try again and keeps every field, and nobody else's are held up", async () => {
  for (let i = 0; i < BURST; i++) {
    const answer = await postChart("198.51.100.7");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(BIRTH.name);
  }
  const started = Date.now();
  const refused = await postChart("198.51.100.7");
  const page = await refused.text();
  expect(refused.status).toBe(429);
  // Held a moment, so that a flood's loop asks a few times a second, not thousands.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(refused.headers.get("retry-after")).toBe("2");
  expect(refused.headers.get("cache-control")).toBe("no-store");
  expect(refused.headers.get("content-security-policy")).toBeTruthy();
  // A page of its own, not a render of the site's: no script, a few hundred bytes of text.
  expect(Buffer.byteLength(page)).toBeLessThan(3_000);
  expect(page).not.toMatch(/<script/);
  expect(page).toContain(en.common.errors.busy.title);
  expect(page).toContain(en.common.errors.busy.kept);
  expect(page).toContain('<form method="post" action="/kundli">');
  for (const [name, value] of Object.entries(BIRTH)) expect(page).toContain(`<input type="hidden" name="${name}" value="${value}">`);

  // Another visitor's chart, and the Hindi edition's words for a refused Hindi post.
  expect((await postChart("203.0.113.8")).status).toBe(200);
  const hindi = await postChart("198.51.100.7", "/hi/kundli");
  expect(hindi.status).toBe(429);
  expect(await hindi.text()).toContain(hi.common.errors.busy.title);
});

test("the bucket refills: a refused client gets a chart again a few seconds later", async () => {
  for (let i = 0; i < BURST; i++) await (await postChart("198.51.100.9")).text();
  expect((await postChart("198.51.100.9")).status).toBe(429);
  // 6 a minute here: a turn every ten seconds (slow enough that a slow machine's posts meet the burst).
  await new Promise((resolve) => setTimeout(resolve, 10_100));
  expect((await postChart("198.51.100.9")).status).toBe(200);
});

test("a city's day no copy answers is costly work too; the same page from memory is not, and a refusal is never kept", async () => {
  const client = "198.51.100.11";
  const statuses = [];
  for (const date of ["2031-01-01", "2031-01-02", "2031-01-03", "2031-01-04"])
    statuses.push(await statusOf(client, `/panchang/new-delhi/${date}`));
  expect(statuses).toEqual([200, 200, 200, 429]);
  // The first day is kept now: from memory, it costs nothing and is never refused.
  for (let i = 0; i < 5; i++) expect(await statusOf(client, "/panchang/new-delhi/2031-01-01")).toBe(200);
  // Reading pages are never costly work.
  expect(await statusOf(client, "/faq")).toBe(200);
  // The refused day is not kept: another visitor gets the page itself.
  expect(await statusOf("203.0.113.12", "/panchang/new-delhi/2031-01-04")).toBe(200);
});

test("the main cities' pages of today, which the sitemap lists, are never refused; another city's are costly work", async () => {
  const client = "198.51.100.15";
  // A crawler reading the sitemap as fast as it can: a made-up query makes each a fresh render.
  for (let i = 0; i < BURST + 3; i++)
    for (const path of ["/panchang/jaipur", "/choghadiya/varanasi", "/hi/hora/ujjain"])
      expect(await statusOf(client, `${path}?n=${i}`), path).toBe(200);
  // Its bucket is untouched by them: a city off the sitemap still has its whole burst.
  const statuses = [];
  for (let i = 0; i <= BURST; i++) statuses.push(await statusOf(client, `/panchang/ajmer?n=${i}`));
  expect(statuses).toEqual([...Array<number>(BURST).fill(200), 429]);
});

test("a muhurat year of a city off the sitemap is costly work whatever the year, and a month's vrats as a calendar file is too", async () => {
  const year = new Date().getUTCFullYear();
  // New Delhi's years around this one, which the sitemap lists, never meet the bucket.
  for (let i = 0; i < BURST + 2; i++) expect(await statusOf("198.51.100.21", `/muhurat/vivah/${year}?n=${i}`)).toBe(200);
  const muhurats = [];
  for (const city of ["ajmer", "kota", "bikaner", "udaipur"])
    muhurats.push(await statusOf("198.51.100.22", `/muhurat/vivah/${year}?city=${city}`));
  expect(muhurats).toEqual([200, 200, 200, 429]);
  const files = [];
  for (let month = 1; month <= BURST + 1; month++)
    files.push(await statusOf("198.51.100.23", `/hindu-calendar/ajmer/2031/${String(month).padStart(2, "0")}/vrats.ics`));
  expect(files).toEqual([...Array<number>(BURST).fill(200), 429]);
});

test("a request refused before any route runs costs no turn: an old ?_data= address of a city day is 400, however many", async () => {
  const client = "198.51.100.17";
  for (let i = 0; i < BURST + 3; i++) expect(await statusOf(client, `/panchang/new-delhi/2031-02-0${i + 1}?_data=routes/x`)).toBe(400);
  expect(await statusOf(client, "/panchang/new-delhi/2031-02-01")).toBe(200);
});

test("the kundli milan is costly work, and its refusal keeps both people's details", async () => {
  const client = "198.51.100.13";
  const milan = {
    boy_name: "Arjun",
    boy_date: "1988-02-03",
    boy_time: "10:15",
    boy_place: "Pune",
    girl_name: "Sita",
    girl_date: "1990-07-09",
    girl_time: "08:45",
    girl_place: "Nagpur",
  };
  // Asked for all at once: past the bucket and the two a client may have under way.
  const answers = await Promise.all(Array.from({ length: BURST + 2 }, () => postChart(client, "/kundli-milan", milan)));
  const refused = answers.filter((answer) => answer.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  const page = await refused[0]!.text();
  for (const [name, value] of Object.entries(milan)) expect(page).toContain(`name="${name}" value="${value}"`);
});

test("a place no name answers is searched for on the page pool, and its nearest names come back", async () => {
  const answer = await fetch(`${server.baseURL}/api/places?q=Bhopxl`, { headers: { "X-Forwarded-For": "203.0.113.41" } });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({
    kind: "none",
    places: expect.arrayContaining([{ value: "Bhopal, Madhya Pradesh", text: "Bhopal, Madhya Pradesh" }]),
  });
});

test("a chart is drawn on the page pool's thread, other pages on the main one", async () => {
  const chart = await postChart("203.0.113.40");
  expect(chart.status).toBe(200);
  expect(await chart.text()).toContain('id="kundli-north"');
  const faq = await fetch(`${server.baseURL}/faq`, { headers: { "X-Forwarded-For": "203.0.113.40" } });
  expect(faq.status).toBe(200);
  await faq.arrayBuffer();
  const lines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; renderedOn?: string });
  await expect.poll(() => lines().some((line) => line.msg === "request" && line.path === "/faq")).toBe(true);
  const requests = lines().filter((line) => line.msg === "request");
  const posts = requests.filter((line) => line.method === "POST" && line.path === "/kundli");
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((line) => line.renderedOn === "page pool")).toBe(true);
  expect(requests.filter((line) => line.path === "/faq").every((line) => line.renderedOn === undefined)).toBe(true);
});
