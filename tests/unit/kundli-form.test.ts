import { describe, expect, it } from "vitest";

import { parseFormTime, personDetails } from "~/forms/birth-details";
import { kundliValidator, milanValidator } from "~/forms/validators/kundli";
import { en } from "~/locales/en";

import { validate } from "../support/validate";

// The birth details of the kundli and milan forms, read as their actions read a post.

const messages = en.kundli.messages;
const birth = { name: "Asha", date: "1990-11-21", time: "07:05", place: "Pune", clock: "" };

type Posted = Partial<typeof birth> & { time_unknown?: string; latitude?: string; longitude?: string; zone?: string };
const kundli = (fields: Posted) => validate(kundliValidator("en"), { ...birth, ...fields });

describe("the kundli form", () => {
  it("takes a birth as posted, the clock left to us", async () => {
    expect(await kundli({})).toEqual({ data: { ...birth, clock: null } });
  });

  it("takes the date as people write it in India, day first", async () => {
    expect((await kundli({ date: "21/11/1990" })).data?.date).toBe("1990-11-21");
    expect((await kundli({ date: "1.2.1950" })).data?.date).toBe("1950-02-01");
  });

  it("takes dates from 1900 to 2100 only, and says so", async () => {
    expect((await kundli({ date: "1900-01-01" })).data?.date).toBe("1900-01-01");
    expect((await kundli({ date: "2100-12-31" })).data?.date).toBe("2100-12-31");
    for (const date of ["1899-12-31", "2101-01-01", "31/02/1990", "someday"]) {
      expect((await kundli({ date })).fieldErrors, date).toEqual({ date: messages.dateOutOfRange });
    }
    expect((await kundli({ date: "" })).fieldErrors).toEqual({ date: messages.dateRequired });
  });

  it("takes the time on a 24-hour clock, as hours and minutes", async () => {
    expect((await kundli({ time: "7:05" })).data?.time).toBe("07:05");
    expect((await kundli({ time: "19.05" })).data?.time).toBe("19:05");
    // What a browser's time input may send.
    expect((await kundli({ time: "07:05:00" })).data?.time).toBe("07:05");
    for (const time of ["25:00", "24:00", "7pm", "07:60", "0705"]) {
      expect((await kundli({ time })).fieldErrors, time).toEqual({ time: messages.timeInvalid });
    }
    expect((await kundli({ time: "" })).fieldErrors).toEqual({ time: messages.timeRequired });
    expect(parseFormTime("0:00")).toBe("00:00");
    expect(parseFormTime("23:59")).toBe("23:59");
  });

  it("takes a time not known when its box is ticked, whatever the time field holds, and asks for the time otherwise", async () => {
    expect(await kundli({ time: "", time_unknown: "on" })).toEqual({ data: { ...birth, time: null, clock: null } });
    expect((await kundli({ time: "25:61", time_unknown: "on" })).data?.time).toBeNull();
    expect((await kundli({ time: "07:05", time_unknown: "on" })).data?.time).toBeNull();
    // A box not ticked posts nothing; anything but "on" is not a tick.
    expect((await kundli({ time: "", time_unknown: "" })).fieldErrors).toEqual({ time: messages.timeRequired });
    expect((await kundli({ time: "", time_unknown: "yes" })).fieldErrors).toEqual({ time: messages.timeRequired });
    expect(messages.timeRequired).toContain(en.kundli.form.timeUnknown);
  });

  it("tells a missing time beside the other fields' messages, all at once", async () => {
    expect((await kundli({ time: "", date: "", place: "" })).fieldErrors).toEqual({
      time: messages.timeRequired,
      date: messages.dateRequired,
      place: messages.placeRequired,
    });
  });

  it("takes one of the clocks it knows, and refuses any other", async () => {
    expect((await kundli({ clock: "bombay" })).data?.clock).toBe("bombay");
    expect((await kundli({ clock: "lmt" })).data?.clock).toBe("lmt");
    expect((await kundli({ clock: "railway" })).fieldErrors).toEqual({ clock: messages.clockInvalid });
  });

  it("asks for the place", async () => {
    expect((await kundli({ place: "  " })).fieldErrors).toEqual({ place: messages.placeRequired });
    expect((await kundli({ place: "x".repeat(121) })).fieldErrors?.place).toBeTruthy();
  });
});

describe("the kundli milan form", () => {
  const prefixed = (person: "boy" | "girl", fields: Record<string, string>) =>
    Object.fromEntries(Object.entries(fields).map(([field, value]) => [`${person}_${field}`, value]));

  it("takes the boy's birth and the girl's, each field named with its person", async () => {
    const girl = { name: "Meera", date: "2/3/1992", time: "18:30", place: "Hyderabad, Telangana", clock: "zone" };
    const result = await validate(milanValidator("en"), { ...prefixed("boy", birth), ...prefixed("girl", girl) });
    expect(Object.keys(result.data ?? {}).sort()).toEqual(
      ["name", "date", "time", "place", "clock"].flatMap((field) => [`boy_${field}`, `girl_${field}`]).sort(),
    );
    expect(personDetails(result.data!, "boy")).toEqual({ ...birth, clock: null });
    expect(personDetails(result.data!, "girl")).toEqual({ ...girl, date: "1992-03-02" });
  });

  it("takes one person's time as not known and keeps the other's", async () => {
    const result = await validate(milanValidator("en"), {
      ...prefixed("boy", { ...birth, time: "", time_unknown: "on" }),
      ...prefixed("girl", birth),
    });
    expect(personDetails(result.data!, "boy").time).toBeNull();
    expect(personDetails(result.data!, "girl").time).toBe("07:05");
    const refused = await validate(milanValidator("en"), {
      ...prefixed("boy", { ...birth, time: "", time_unknown: "on" }),
      ...prefixed("girl", { ...birth, time: "" }),
    });
    expect(refused.fieldErrors).toEqual({ girl_time: messages.timeRequired });
  });

  it("says which person's field is wrong", async () => {
    const result = await validate(milanValidator("en"), {
      ...prefixed("boy", birth),
      ...prefixed("girl", { ...birth, time: "7pm", place: "" }),
    });
    expect(result.fieldErrors).toEqual({ girl_time: messages.timeInvalid, girl_place: messages.placeRequired });
  });
});

describe("a place not in the list", () => {
  it("is given by latitude, longitude and zone, instead of the place's name, as the line the search reads back", async () => {
    const other = { latitude: "26.92", longitude: "75.82", zone: "asia/kolkata" };
    expect((await kundli({ place: "", ...other })).data?.place).toBe("26.9200°N, 75.8200°E, Asia/Kolkata");
    expect((await kundli({ place: "My village", ...other })).data?.place).toBe("26.9200°N, 75.8200°E, Asia/Kolkata");
  });

  it("checks each of the three beside its own field, and asks for all three once one is given", async () => {
    expect((await kundli({ latitude: "91", longitude: "75.82", zone: "Asia/Kolkata" })).fieldErrors).toEqual({
      latitude: messages.latitudeInvalid,
    });
    expect((await kundli({ latitude: "26.92", longitude: "-181", zone: "Mars/Olympus" })).fieldErrors).toEqual({
      longitude: messages.longitudeInvalid,
      zone: messages.zoneInvalid,
    });
    expect((await kundli({ place: "", latitude: "26.92" })).fieldErrors).toEqual({
      longitude: messages.longitudeInvalid,
      zone: messages.zoneInvalid,
    });
    expect((await kundli({ place: "" })).fieldErrors).toEqual({ place: messages.placeRequired });
  });

  it("works for each person of the milan", async () => {
    const person = (prefix: string) => Object.fromEntries(Object.entries(birth).map(([k, v]) => [`${prefix}_${k}`, v]));
    const milan = await validate(milanValidator("en"), {
      ...person("boy"),
      ...person("girl"),
      girl_place: "",
      girl_latitude: "-33.87",
      girl_longitude: "151.21",
      girl_zone: "Australia/Sydney",
    });
    expect(milan.data?.girl_place).toBe("33.8700°S, 151.2100°E, Australia/Sydney");
    expect(milan.data?.boy_place).toBe("Pune");
    expect(Object.keys(milan.data ?? {})).not.toContain("girl_latitude");
  });
});
