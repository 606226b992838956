import http from "node:http";
import type { AddressInfo } from "node:net";

import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { action as kundliAction } from "~/features/kundli/pages/kundli.server";
import { action as milanAction } from "~/features/kundli/pages/kundli-milan.server";
import { en } from "~/locales/en";
import { birthPlaceIndex, namedBirthPlaces, searchBirthPlaces } from "~/services/birth-places.server";

import { NEAR_SEARCHES_IN_FLIGHT, placeSearch } from "../../edge/place-search";
import { impossibility } from "../../edge/request-guards";
import { threadShare } from "../../edge/thread-share";

// A place the search does not know, or text no place is: answered beside the field, the other
// values kept, never a server error.

type Reply = { status: number; data: Record<string, unknown> };

async function post(action: (args: ActionFunctionArgs) => Promise<unknown>, fields: Record<string, string>): Promise<Reply> {
  const request = new Request("http://localhost/kundli", { method: "POST", body: new URLSearchParams(fields) });
  const reply = await action({ request, params: {}, context: {} });
  if (reply instanceof Response) return { status: reply.status, data: (await reply.json()) as Record<string, unknown> };
  const { data, init } = reply as { data: Record<string, unknown>; init?: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

// The JSON search as the edge answers it, over a real socket; anything else is left to the rest
// of the edge (here a 404).
// The client is the address the test names in a header, so that one test can be several visitors.
const clientOf = (req: http.IncomingMessage) => String(req.headers["x-test-client"] ?? "127.0.0.1");
const searching = (
  limits: { burst: number; perMinute: number },
  share = threadShare({ share: 0.5 }),
  near: (query: string, language: "en" | "hi") => Promise<unknown> = searchBirthPlaces,
) => {
  const places = placeSearch({ named: namedBirthPlaces, near }, false, { ...limits, clientOf }, share);
  return http.createServer((req, res) => {
    if (places(req, res)) return;
    // What the edge refuses before any route runs (a control character in the address) stays its 400.
    res.writeHead(impossibility(req.method ?? "GET", req.url ?? "/") === null ? 404 : 400).end();
  });
};
const server = searching({ burst: 1_000, perMinute: 60_000 });
const limited = searching({ burst: 3, perMinute: 6 });
// Searches share the thread's time for costly work: here one whose balance a flood of charts spent.
let shareClock = 0;
const spentShare = threadShare({ share: 0.5, clock: () => shareClock, busyMs: () => 0 });
spentShare.charge(1_000);
const crowded = searching({ burst: 1_000, perMinute: 60_000 }, spentShare);
// Searches no name answers, whose nearest names a page thread reckons: here a thread that holds them.
let releaseNear = () => {};
const nearHeld = new Promise<void>((resolve) => (releaseNear = resolve));
const held = searching({ burst: 1_000, perMinute: 60_000 }, threadShare({ share: 0.5 }), (query, language) =>
  nearHeld.then(() => searchBirthPlaces(query, language)),
);
const origin = (of = server) => `http://127.0.0.1:${(of.address() as AddressInfo).port}`;

async function search(query: string, language = ""): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const reply = await fetch(`${origin()}/api/places?q=${encodeURIComponent(query)}${language && `&lang=${language}`}`);
  const json = reply.headers.get("content-type")?.startsWith("application/json");
  return { status: reply.status, body: json ? ((await reply.json()) as Record<string, unknown>) : {}, headers: reply.headers };
}

const birth = { name: "Asha", date: "1984-11-02", time: "06:15", clock: "" };

beforeAll(async () => {
  await birthPlaceIndex();
  for (const each of [server, limited, crowded, held]) await new Promise<void>((resolve) => each.listen(0, "127.0.0.1", resolve));
}, 120_000);

afterAll(() => Promise.all([server, limited, crowded, held].map((each) => new Promise<void>((resolve) => each.close(() => resolve())))));

describe("an unknown place", () => {
  it("is answered beside the field with the nearest places, the other values kept, 422", async () => {
    const reply = await post(kundliAction, { ...birth, place: "Bhopxl" });
    expect(reply.status).toBe(422);
    expect(reply.data.fieldErrors).toEqual({ place: en.kundli.messages.placeNearest });
    expect(reply.data.placeChoices).toContainEqual({ value: "Bhopal, Madhya Pradesh", text: "Bhopal, Madhya Pradesh" });
    expect(reply.data.repopulateFields).toMatchObject({ ...birth, place: "Bhopxl" });
  });

  it("with nothing near it says so, 422", async () => {
    const reply = await post(kundliAction, { ...birth, place: "Qqqqzzzz" });
    expect(reply.status).toBe(422);
    expect(reply.data.fieldErrors).toEqual({ place: en.kundli.messages.placeUnknown });
    expect(reply.data.placeChoices).toEqual([]);
  });
});

describe("text no place is", () => {
  for (const [what, place] of [
    ["10 KB", "Bombay ".repeat(1500)],
    ["control characters", "Bom\u0000bay"],
    ["a line break", "Bombay\nCalcutta"],
  ]) {
    it(`is refused with a message beside the field: ${what}`, async () => {
      const reply = await post(kundliAction, { ...birth, place });
      expect(reply.status).toBe(422);
      expect(Object.keys(reply.data.fieldErrors as object)).toEqual(["place"]);
      const milan = await post(milanAction, {
        boy_name: "A",
        boy_date: "1984-11-02",
        boy_time: "06:15",
        boy_place: place,
        girl_name: "B",
        girl_date: "1986-01-20",
        girl_time: "21:40",
        girl_place: "Pune",
      });
      expect(milan.status).toBe(422);
      expect(Object.keys(milan.data.fieldErrors as object)).toEqual(["boy_place"]);
    });

    it(`is refused by the JSON search with a 400: ${what}`, async () => {
      const reply = await search(place);
      expect(reply.status).toBe(400);
      // Control characters are refused by the edge before the search; a long text by the search, in JSON.
      if (what === "10 KB") expect(reply.body.error).toEqual(expect.any(String));
    });
  }
});

describe("the JSON search", () => {
  it("answers one place, a choice, or none with the nearest, each with the label the forms take", async () => {
    const bombay = await search("Bombay");
    expect(bombay.status).toBe(200);
    expect(bombay.body).toEqual({ kind: "found", places: [{ value: "Mumbai, Maharashtra", text: "Mumbai, Maharashtra" }] });
    expect(bombay.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(bombay.headers.get("x-content-type-options")).toBe("nosniff");
    expect(bombay.headers.get("cache-control")).toBe("public, max-age=86400");
    const aurangabad = await search("Aurangabad");
    expect(aurangabad.body.kind).toBe("choice");
    // Maharashtra's by its official name (decision 122), which the forms take back as that town.
    expect((aurangabad.body.places as Array<{ value: string }>).map((place) => place.value).slice(0, 2)).toEqual([
      "Chhatrapati Sambhajinagar, Maharashtra",
      "Aurangabad, Bihar",
    ]);
    expect((await search("Bhopxl")).body).toMatchObject({ kind: "none", places: [{ value: "Bhopal, Madhya Pradesh" }] });
  });

  it("names Indian places in Hindi for the Hindi edition", async () => {
    expect((await search("मुंबई", "hi")).body).toEqual({
      kind: "found",
      places: [{ value: "Mumbai, Maharashtra", text: "मुंबई, महाराष्ट्र" }],
    });
  });

  it("refuses a flood from one address with 429 and Retry-After, and not the next visitor", async () => {
    const ask = (client: string) =>
      fetch(`${origin(limited)}/api/places?q=${encodeURIComponent("Xqzxqzpur")}`, { headers: { "X-Test-Client": client } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await ask("203.0.113.7")).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask("203.0.113.7");
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await refused.json()) as object).toEqual({ error: expect.any(String) });
    expect((await ask("198.51.100.20")).status).toBe(200);
  });

  it("refuses every address while costly work has spent the thread's share, and answers again once it is back", async () => {
    const ask = (client: string) => fetch(`${origin(crowded)}/api/places?q=Pune`, { headers: { "X-Test-Client": client } });
    const refused = await ask("198.51.100.21");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await ask("203.0.113.99")).status).toBe(429);
    // Four seconds later the balance is back.
    shareClock += 4_000;
    spentShare.tick();
    expect((await ask("203.0.113.99")).status).toBe(200);
  });

  it("has a few searches no name answers under way at once for the whole site, refuses the next, and answers named places meanwhile", async () => {
    const ask = (query: string, client: string) =>
      fetch(`${origin(held)}/api/places?q=${encodeURIComponent(query)}`, { headers: { "X-Test-Client": client } });
    const under = Array.from({ length: NEAR_SEARCHES_IN_FLIGHT }, (_, i) => ask(`Xqzpur${i}`, `10.${i}.0.1`));
    // Each is under way before the next one is asked.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await ask("Xqzpur99", "10.99.0.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await ask("Pune", "10.98.0.1")).status).toBe(200);
    releaseNear();
    expect((await Promise.all(under)).map((reply) => reply.status)).toEqual(Array(NEAR_SEARCHES_IN_FLIGHT).fill(200));
    expect((await ask("Xqzpur100", "10.97.0.1")).status).toBe(200);
  });

  it("answers only a GET or HEAD of its own address, leaving the rest to the edge", async () => {
    expect((await fetch(`${origin()}/api/places?q=Pune`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${origin()}/api/placesx?q=Pune`)).status).toBe(404);
    expect((await fetch(`${origin()}/api/places/?q=Pune`)).status).toBe(404);
    const head = await fetch(`${origin()}/api/places?q=Pune`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
