import { describe, expect, it } from "vitest";

import {
  type BirthPlace,
  buildPlaceIndex,
  everyPlace,
  findPlace,
  PLACE_CHOICES,
  placeIndexFromBytes,
  placeIndexToBytes,
  placeKey,
  type RawPlace,
} from "~/domain/birth-places";
import { birthPlaceIndex } from "~/services/birth-places.server";

// A birth place typed as text: taken only when it names one place, offered as a choice when it
// may mean several, refused when it means none.

const indian = (name: string, state: string, latitude: number, longitude: number): RawPlace => ({
  name,
  state,
  country: "India",
  countryCode: "IN",
  latitude,
  longitude,
  timeZone: "Asia/Kolkata",
});

const places: RawPlace[] = [
  indian("Porbandar", "Gujarat", 21.64, 69.61),
  indian("Hyderabad", "Telangana", 17.38, 78.46),
  {
    name: "Hyderabad",
    state: "Sindh",
    country: "Pakistan",
    countryCode: "PK",
    latitude: 25.39,
    longitude: 68.37,
    timeZone: "Asia/Karachi",
  },
  indian("Aurangabad", "Maharashtra", 19.88, 75.34),
  indian("Aurangabad", "Bihar", 24.75, 84.37),
  {
    name: "Ashkāsham",
    state: "Badakhshan",
    country: "Afghanistan",
    countryCode: "AF",
    latitude: 36.71,
    longitude: 71.57,
    timeZone: "Asia/Kabul",
  },
  // Two towns of one name in one province: only their coordinates tell them apart.
  {
    name: "San Pedro",
    state: "Jujuy",
    country: "Argentina",
    countryCode: "AR",
    latitude: -24.23,
    longitude: -64.87,
    timeZone: "America/Argentina/Jujuy",
  },
  {
    name: "San Pedro",
    state: "Jujuy",
    country: "Argentina",
    countryCode: "AR",
    latitude: -22.17,
    longitude: -65.53,
    timeZone: "America/Argentina/Jujuy",
  },
];
const index = buildPlaceIndex(places);

const labels = (search: ReturnType<typeof findPlace>) => (search.kind === "choice" ? search.places.map((place) => place.label) : []);
const found = (search: ReturnType<typeof findPlace>): BirthPlace | null => (search.kind === "found" ? search.place : null);

describe("finding a birth place by its name", () => {
  it("takes a name only one place has", () => {
    expect(found(findPlace(index, "Porbandar"))?.label).toBe("Porbandar, Gujarat");
    // As people type it: any case, stray spaces.
    expect(found(findPlace(index, "  PORBANDAR ,  gujarat "))?.label).toBe("Porbandar, Gujarat");
  });

  it("offers the places a shared name may mean, India's first", () => {
    expect(findPlace(index, "Hyderabad")).toEqual({ kind: "choice", places: expect.any(Array) });
    expect(labels(findPlace(index, "Hyderabad"))).toEqual(["Hyderabad, Telangana", "Hyderabad, Sindh, Pakistan"]);
    expect(labels(findPlace(index, "Aurangabad"))).toEqual(["Aurangabad, Bihar", "Aurangabad, Maharashtra"]);
  });

  it("takes a shared name with its state or its country", () => {
    expect(found(findPlace(index, "Hyderabad, Telangana"))?.countryCode).toBe("IN");
    expect(found(findPlace(index, "Hyderabad, Pakistan"))?.countryCode).toBe("PK");
    expect(found(findPlace(index, "Hyderabad, Sindh, Pakistan"))?.timeZone).toBe("Asia/Karachi");
    expect(found(findPlace(index, "Aurangabad, Bihar"))?.latitude).toBe(24.75);
    expect(found(findPlace(index, "Aurangabad, India"))).toBeNull();
    expect(labels(findPlace(index, "Aurangabad, India"))).toHaveLength(2);
  });

  it("tells two places of one label apart by the coordinates their labels carry", () => {
    const twins = labels(findPlace(index, "San Pedro, Jujuy, Argentina"));
    expect(twins).toEqual(["San Pedro, Jujuy, Argentina (-24.23, -64.87)", "San Pedro, Jujuy, Argentina (-22.17, -65.53)"]);
    for (const [i, label] of twins.entries()) {
      expect(found(findPlace(index, label))?.latitude).toBe(places[6 + i].latitude);
    }
    // A label no other place has keeps no coordinates.
    expect([...everyPlace(index)].find((place) => place.name === "Porbandar")?.label).toBe("Porbandar, Gujarat");
  });

  it("ignores accents, so a name typed on any keyboard is found", () => {
    expect(found(findPlace(index, "Ashkasham"))?.name).toBe("Ashkāsham");
    expect(found(findPlace(index, "ASHKĀSHAM"))?.name).toBe("Ashkāsham");
    expect(placeKey("  Ashkāsham\u00a0 Town ")).toBe("ashkasham town");
  });

  it("offers the places a beginning or a part of a name fits, never taking one without asking", () => {
    expect(findPlace(index, "Porb")).toEqual({ kind: "choice", places: [expect.objectContaining({ label: "Porbandar, Gujarat" })] });
    expect(labels(findPlace(index, "Hyder"))).toEqual(["Hyderabad, Telangana", "Hyderabad, Sindh, Pakistan"]);
    expect(labels(findPlace(index, "rangabad"))).toEqual(["Aurangabad, Bihar", "Aurangabad, Maharashtra"]);
    expect(labels(findPlace(index, "Hyder, Pakistan"))).toEqual(["Hyderabad, Sindh, Pakistan"]);
  });

  it("finds nothing for two letters, an unknown name or nothing typed", () => {
    expect(findPlace(index, "Hy")).toEqual({ kind: "none" });
    expect(findPlace(index, "Xyzzyville")).toEqual({ kind: "none" });
    expect(findPlace(index, "Hyderabad, Nepal")).toEqual({ kind: "none" });
    expect(findPlace(index, "   ")).toEqual({ kind: "none" });
  });

  it(`offers at most ${PLACE_CHOICES} places`, () => {
    const many = buildPlaceIndex(
      Array.from({ length: PLACE_CHOICES + 5 }, (_, i) => indian("Rampur", `State ${String(i).padStart(2, "0")}`, 20, 80)),
    );
    expect(labels(findPlace(many, "Rampur"))).toHaveLength(PLACE_CHOICES);
    expect(labels(findPlace(many, "Ramp"))).toHaveLength(PLACE_CHOICES);
    expect(labels(findPlace(many, "Rampur"))[0]).toBe("Rampur, State 00");
  });
});

describe("the index of places as the build writes it", () => {
  it("finds, once read back, what the index it was written from finds", () => {
    // As a file is read: a Node Buffer, which may share a larger buffer with other bytes.
    const file = Buffer.concat([Buffer.from("xyz"), placeIndexToBytes(index)]);
    const read = placeIndexFromBytes(file.subarray(3));
    expect([...everyPlace(read)]).toEqual([...everyPlace(index)]);
    for (const query of [
      "Porbandar",
      "Hyderabad",
      "Hyderabad, Pakistan",
      "San Pedro, Jujuy, Argentina (-22.17, -65.53)",
      "Ashkasham",
      "rangabad",
      "Hy",
      "Xyzzyville",
    ]) {
      expect(findPlace(read, query)).toEqual(findPlace(index, query));
    }
  });
});

describe("the world's places, as the kundli form looks them up", () => {
  it("finds Porbandar and Mumbai, and asks which Hyderabad and which London", async () => {
    const world = await birthPlaceIndex();
    expect(found(findPlace(world, "Porbandar"))).toMatchObject({ state: "Gujarat", countryCode: "IN", timeZone: "Asia/Kolkata" });
    expect(found(findPlace(world, "Mumbai"))).toMatchObject({ label: "Mumbai, Maharashtra", timeZone: "Asia/Kolkata" });
    const hyderabad = findPlace(world, "Hyderabad");
    expect(hyderabad.kind).toBe("choice");
    expect(hyderabad.kind === "choice" && hyderabad.places.map((place) => place.countryCode)).toEqual(["IN", "PK"]);
    const london = findPlace(world, "London");
    expect(london.kind).toBe("choice");
    expect(london.kind === "choice" && london.places.map((place) => place.country)).toContain("United Kingdom");

    // Every Indian place can be chosen by its "City, State" alone.
    const indianLabels = new Map<string, number>();
    for (const place of everyPlace(world)) {
      if (place.countryCode === "IN") indianLabels.set(placeKey(place.label), (indianLabels.get(placeKey(place.label)) ?? 0) + 1);
    }
    expect(indianLabels.size).toBeGreaterThan(4000);
    expect([...indianLabels].filter(([, count]) => count > 1)).toEqual([]);
  }, 60_000);
});
