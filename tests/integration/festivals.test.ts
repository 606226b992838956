import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import {
  addFestival,
  deleteFestival,
  festivalPictures,
  listFestivalsForAdmin,
  updateFestival,
} from "~/features/admin/festival-admin.server";
import * as calendarFile from "~/features/festivals/pages/festival.$year.$month.calendar[.ics].server";
import { festivalFormValidator } from "~/forms/festival-admin";
import { dropCaches } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import { adminWords } from "~/locales/en/admin";
import { festivalCalendarEvents, festivalMonth, festivalYears } from "~/services/festivals.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";
import { validate } from "../support/validate";

const messages = adminWords.festivals;

// Festivals as data, on the real database. Years far ahead keep these rows apart.
const YEAR = 2911;
const NOW = new Date("2910-06-01T00:00:00Z");
let adminId: number;

const festival = (name: string, date: string, extra: Partial<Parameters<typeof addFestival>[1]> = {}) => ({
  name,
  nameHi: null,
  date,
  endDate: null,
  description: `${name}, a test festival.`,
  descriptionHi: null,
  regions: null,
  regionsHi: null,
  image: "/images/festivals/diwali.svg",
  source: "Test source",
  dateNote: null,
  dateNoteHi: null,
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

describe("the Hindi calendar", () => {
  it("shows each festival's Hindi words, and the English ones where no Hindi is given, saying which", async () => {
    await addFestival(
      adminId,
      festival("Diwali", `${YEAR}-10-29`, {
        nameHi: "दीपावली",
        descriptionHi: "दीपों का पर्व।",
        dateNote: "Sources differ.",
        dateNoteHi: "स्रोतों में अंतर है।",
        regions: "Pan-India",
        regionsHi: "पूरे भारत में",
      }),
    );
    await addFestival(adminId, festival("Bhai Dooj", `${YEAR}-10-31`, { nameHi: "भाई दूज", dateNote: "Sources differ." }));
    await addFestival(adminId, festival("Test Mela", `${YEAR}-10-30`));
    const october = await festivalMonth(YEAR, 9, NOW, "hi");
    expect(october?.festivals).toEqual([
      {
        id: expect.any(Number),
        name: "दीपावली",
        date: `${YEAR}-10-29`,
        description: "दीपों का पर्व।",
        regions: "पूरे भारत में",
        dateNote: "स्रोतों में अंतर है।",
        image: "/images/festivals/diwali.svg",
      },
      {
        id: expect.any(Number),
        name: "Test Mela",
        date: `${YEAR}-10-30`,
        description: "Test Mela, a test festival.",
        image: "/images/festivals/diwali.svg",
        english: ["name", "description"],
      },
      {
        id: expect.any(Number),
        name: "भाई दूज",
        date: `${YEAR}-10-31`,
        description: "Bhai Dooj, a test festival.",
        dateNote: "Sources differ.",
        image: "/images/festivals/diwali.svg",
        english: ["description", "dateNote"],
      },
    ]);
    // The English page is as it was.
    expect((await festivalMonth(YEAR, 9, NOW, "en"))?.festivals.map((f) => [f.name, f.english])).toEqual([
      ["Diwali", undefined],
      ["Test Mela", undefined],
      ["Bhai Dooj", undefined],
    ]);
    expect((await festivalCalendarEvents(YEAR, 9, NOW, "hi"))?.rows.map((f) => f.name)).toEqual(["दीपावली", "Test Mela", "भाई दूज"]);
  });

  it("gives the calendar file at /hi its Hindi words and the Hindi page's address", async () => {
    await addFestival(
      adminId,
      festival("Diwali", `${YEAR}-10-29`, {
        nameHi: "दीपावली",
        descriptionHi: "दीपों का पर्व।",
        dateNote: "Sources differ.",
        dateNoteHi: "स्रोतों में अंतर है।",
      }),
    );
    const download = async (path: string) => {
      const response = (await calendarFile.loader({
        request: new Request(`http://localhost${path}`),
        params: { year: String(YEAR), month: "october" },
        context: {},
      })) as Response;
      expect(response.status).toBe(200);
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      return { name: calendar.getFirstPropertyValue("x-wr-calname"), event: calendar.getFirstSubcomponent("vevent")! };
    };
    const hindi = await download(`/hi/festival/${YEAR}/october/calendar.ics`);
    expect(hindi.name).toMatch(new RegExp(`त्योहार – अक्टूबर ${YEAR}$`));
    expect(hindi.event.getFirstPropertyValue("summary")).toBe("दीपावली");
    expect(hindi.event.getFirstPropertyValue("description")).toBe("दीपों का पर्व।\n\nतारीख के बारे में: स्रोतों में अंतर है।");
    expect(hindi.event.getFirstPropertyValue("url")).toMatch(new RegExp(`/hi/festival/${YEAR}/october#festival-\\d+$`));
    const english = await download(`/festival/${YEAR}/october/calendar.ics`);
    expect(english.name).toMatch(new RegExp(`festivals – October ${YEAR}$`));
    expect(english.event.getFirstPropertyValue("summary")).toBe("Diwali");
    expect(english.event.getFirstPropertyValue("url")).toMatch(new RegExp(`[^/]/festival/${YEAR}/october#festival-\\d+$`));
    // The same event in both files: importing both updates it rather than adding a second.
    expect(hindi.event.getFirstPropertyValue("uid")).toBe(english.event.getFirstPropertyValue("uid"));
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
          nameHi: null,
          date: "2027-10-29",
          endDate: null,
          description: "Lights.",
          descriptionHi: null,
          regions: null,
          regionsHi: null,
          image: "/images/festivals/diwali.svg",
          source: "Drik Panchang",
          dateNote: null,
          dateNoteHi: null,
        },
      },
    });
    expect(await errorsOf({ ...form, image: "https://evil.example/x.svg" })).toEqual({ image: messages.unknownPicture });
    expect(await errorsOf({ ...form, date: "31/02/2027" })).toEqual({ date: messages.invalidDate });
    expect(await errorsOf({ ...form, endDate: "2027-10-28" })).toEqual({ endDate: messages.endBeforeStart });
    expect(await errorsOf({ ...form, endDate: "2028-01-10" })).toEqual({ endDate: messages.tooLongFestival(60) });
    expect(await errorsOf({ ...form, name: "", source: "x".repeat(201) })).toEqual({
      name: messages.required("Name"),
      source: messages.tooLong("Source of the date", "200"),
    });
    // Delete posts whatever the fields hold.
    expect(await validate(validator, { ...form, name: "", intent: "delete" })).toEqual({ data: { deleting: true } });
  });

  it("takes a festival's Hindi name, description and date note, within the English fields' limits, and saves them", async () => {
    const validator = festivalFormValidator(await festivalPictures());
    const form = {
      name: "Diwali",
      nameHi: " दीपावली ",
      date: `${YEAR}-10-29`,
      endDate: "",
      description: "Lights.",
      descriptionHi: "दीपों का पर्व।",
      regions: "",
      image: "/images/festivals/diwali.svg",
      source: "Drik Panchang",
      dateNote: "Sources differ.",
      dateNoteHi: "स्रोतों में अंतर है।",
    };
    const posted = await validate(validator, form);
    if (!posted.data || posted.data.deleting) throw new Error("the form was refused");
    expect(posted.data.data).toMatchObject({ nameHi: "दीपावली", descriptionHi: "दीपों का पर्व।", dateNoteHi: "स्रोतों में अंतर है।" });
    expect(
      (await validate(validator, { ...form, nameHi: "दी".repeat(41), descriptionHi: "प".repeat(601), dateNoteHi: "न".repeat(601) }))
        .fieldErrors,
    ).toEqual({
      nameHi: messages.tooLong("Name (Hindi)", "80"),
      descriptionHi: messages.tooLong("Description (Hindi)", "600"),
      dateNoteHi: messages.tooLong("Date note (Hindi)", "600"),
    });

    const id = await addFestival(adminId, posted.data.data);
    expect((await listFestivalsForAdmin(YEAR, 9)).find((f) => f.id === id)).toMatchObject({
      name: "Diwali",
      nameHi: "दीपावली",
      descriptionHi: "दीपों का पर्व।",
      dateNoteHi: "स्रोतों में अंतर है।",
    });
    expect((await festivalMonth(YEAR, 9, NOW, "hi"))?.festivals[0]).toMatchObject({ name: "दीपावली" });
    // Emptied, the Hindi page falls back to the English name at once.
    const emptied = await validate(validator, { ...form, nameHi: "" });
    if (!emptied.data || emptied.data.deleting) throw new Error("the form was refused");
    expect(await updateFestival(adminId, id, emptied.data.data)).toBe(true);
    expect((await festivalMonth(YEAR, 9, NOW, "hi"))?.festivals[0]).toMatchObject({ name: "Diwali", english: ["name"] });
  });
});
