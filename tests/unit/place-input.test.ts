import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { en } from "~/locales/en";
import { action as kundliAction } from "~/routes/_public+/kundli.server";
import { action as milanAction } from "~/routes/_public+/kundli-milan.server";
import { loader as placesLoader } from "~/routes/_resources+/api.places";
import { birthPlaceIndex } from "~/services/birth-places.server";

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

async function search(query: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = `http://localhost/api/places?q=${encodeURIComponent(query)}`;
  const reply = (await placesLoader({ request: new Request(url), params: {}, context: {} } as LoaderFunctionArgs)) as Response;
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

const birth = { name: "Asha", date: "1984-11-02", time: "06:15", clock: "" };

beforeAll(async () => {
  await birthPlaceIndex();
}, 120_000);

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
      expect(reply.body.error).toEqual(expect.any(String));
    });
  }
});

describe("the JSON search", () => {
  it("answers one place, a choice, or none with the nearest, each with the label the forms take", async () => {
    expect(await search("Bombay")).toEqual({
      status: 200,
      body: { kind: "found", places: [{ value: "Mumbai, Maharashtra", text: "Mumbai, Maharashtra" }] },
    });
    const aurangabad = await search("Aurangabad");
    expect(aurangabad.body.kind).toBe("choice");
    expect((aurangabad.body.places as Array<{ value: string }>).map((place) => place.value).slice(0, 2)).toEqual([
      "Aurangabad, Maharashtra",
      "Aurangabad, Bihar",
    ]);
    expect((await search("Bhopxl")).body).toMatchObject({ kind: "none", places: [{ value: "Bhopal, Madhya Pradesh" }] });
  });

  it("names Indian places in Hindi for the Hindi edition", async () => {
    const url = `http://localhost/api/places?q=${encodeURIComponent("मुंबई")}&lang=hi`;
    const reply = (await placesLoader({ request: new Request(url), params: {}, context: {} } as LoaderFunctionArgs)) as Response;
    expect(await reply.json()).toEqual({ kind: "found", places: [{ value: "Mumbai, Maharashtra", text: "मुंबई, महाराष्ट्र" }] });
  });
});
