import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { festivalAdminMessages as messages, festivalFormValidator } from "~/domain/festival-admin";
import { dropCaches } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import { addFestival, deleteFestival, festivalPictures, listFestivalsForAdmin, updateFestival } from "~/services/festival-admin.server";
import { festivalCalendarEvents, festivalMonth, festivalYears } from "~/services/festivals.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";
import { validate } from "../support/validate";

// Festivals as data, on the real database. Years far ahead keep these rows apart.
const YEAR = 2911;
const NOW = new Date("2910-06-01T00:00:00Z");
let adminId: number;

const festival = (name: string, date: string, extra: Partial<Parameters<typeof addFestival>[1]> = {}) => ({
  name,
  date,
  endDate: null,
  description: `${name}, a test festival.`,
  regions: null,
  image: "/images/festivals/diwali.svg",
  source: "Test source",
  dateNote: null,
  ...extra,
});

async function clear() {
  const db = await getDb();
  await db.deleteFrom("festivals").where("date", ">=", "2900-01-01").execute();
  // Rows removed behind the services' backs: their caches must forget them too.
  dropCaches(["festivals"]);
}

beforeAll(async () => {
  adminId = await createTestAdmin("festivals");
});

beforeEach(clear);

afterAll(async () => {
  await clear();
  await removeTestAdmin(adminId);
});

describe("a festival month", () => {
  it("lists the festivals whose first day falls in it, in date order", async () => {
    await addFestival(adminId, festival("Late", `${YEAR}-03-31`));
    await addFestival(
      adminId,
      festival("Early", `${YEAR}-03-01`, { endDate: `${YEAR}-03-09`, regions: "Bengal", dateNote: "Sources differ." }),
    );
    await addFestival(adminId, festival("Next month", `${YEAR}-04-01`));
    await addFestival(adminId, festival("Month before", `${YEAR}-02-28`));
    const march = await festivalMonth(YEAR, 2, NOW);
    expect(march?.festivals).toEqual([
      {
        id: expect.any(Number),
        name: "Early",
        date: `${YEAR}-03-01`,
        endDate: `${YEAR}-03-09`,
        description: "Early, a test festival.",
        regions: "Bengal",
        dateNote: "Sources differ.",
        image: "/images/festivals/diwali.svg",
      },
      {
        id: expect.any(Number),
        name: "Late",
        date: `${YEAR}-03-31`,
        description: "Late, a test festival.",
        image: "/images/festivals/diwali.svg",
      },
    ]);
    expect(march).toMatchObject({ year: YEAR, monthIndex: 2, currentYear: 2910 });
  });

  it("exists for the current year even when empty, and for another year only when it has festivals", async () => {
    expect(await festivalMonth(2910, 0, NOW)).toMatchObject({ year: 2910, festivals: [] });
    // Read once, so the list of years sits in the cache: an addition must still show at once.
    expect(await festivalMonth(YEAR, 0, NOW)).toBeNull();
    const id = await addFestival(adminId, festival("First of its year", `${YEAR}-12-01`));
    expect(await festivalYears()).toContain(YEAR);
    expect(await festivalMonth(YEAR, 0, NOW)).toMatchObject({ year: YEAR, festivals: [] });
    expect((await festivalMonth(YEAR, 0, NOW))?.otherYears).toContain(2910);
    expect(await festivalCalendarEvents(YEAR, 11, NOW)).toMatchObject({ dated: true, rows: [{ name: "First of its year" }] });
    await deleteFestival(adminId, id);
    expect(await festivalMonth(YEAR, 0, NOW)).toBeNull();
    expect(await festivalCalendarEvents(YEAR, 11, NOW)).toBeNull();
  });
});

describe("the admin festival screen's data", () => {
  it("edits and deletes a festival, reporting one that is gone, and audits each change", async () => {
    const id = await addFestival(adminId, festival("Draft name", `${YEAR}-05-10`));
    expect(await updateFestival(adminId, id, festival("Right name", `${YEAR}-06-11`))).toBe(true);
    expect(await listFestivalsForAdmin(YEAR, 4)).toEqual([]);
    expect((await listFestivalsForAdmin(YEAR, 5)).map((f) => [f.id, f.name])).toEqual([[id, "Right name"]]);
    expect(await deleteFestival(adminId, id)).toEqual({ name: "Right name", date: `${YEAR}-06-11` });
    expect(await deleteFestival(adminId, id)).toBeNull();
    expect(await updateFestival(adminId, id, festival("Too late", `${YEAR}-06-11`))).toBe(false);
    const db = await getDb();
    const trail = await db.selectFrom("auditLog").select(["action", "targetId"]).where("adminId", "=", adminId).orderBy("id").execute();
    expect(trail.slice(-3)).toEqual([
      { action: "festival.add", targetId: String(id) },
      { action: "festival.update", targetId: String(id) },
      { action: "festival.delete", targetId: String(id) },
    ]);
  });

  it("offers the site's festival pictures, and the form takes only those", async () => {
    const pictures = await festivalPictures();
    expect(pictures).toContain("/images/festivals/diwali.svg");
    expect(pictures).toContain("/images/festivals/republic-day.svg");
    const validator = festivalFormValidator(pictures);
    const errorsOf = async (values: Record<string, string>) => (await validate(validator, values)).fieldErrors;
    const form = {
      name: " Diwali ",
      date: "29/10/2027",
      endDate: "2027-10-29",
      description: "Lights.",
      regions: "",
      image: "/images/festivals/diwali.svg",
      source: "Drik Panchang",
      dateNote: "",
    };
    expect(await validate(validator, form)).toEqual({
      data: {
        deleting: false,
        data: {
          name: "Diwali",
          date: "2027-10-29",
          endDate: null,
          description: "Lights.",
          regions: null,
          image: "/images/festivals/diwali.svg",
          source: "Drik Panchang",
          dateNote: null,
        },
      },
    });
    expect(await errorsOf({ ...form, image: "https://evil.example/x.svg" })).toEqual({ image: messages.unknownPicture });
    expect(await errorsOf({ ...form, date: "31/02/2027" })).toEqual({ date: messages.invalidDate });
    expect(await errorsOf({ ...form, endDate: "2027-10-28" })).toEqual({ endDate: messages.endBeforeStart });
    expect(await errorsOf({ ...form, endDate: "2028-01-10" })).toEqual({ endDate: messages.tooLongFestival });
    expect(await errorsOf({ ...form, name: "", source: "x".repeat(201) })).toEqual({
      name: messages.required("Name"),
      source: messages.tooLong("Source of the date", 200),
    });
    // Delete posts whatever the fields hold.
    expect(await validate(validator, { ...form, name: "", intent: "delete" })).toEqual({ data: { deleting: true } });
  });
});
