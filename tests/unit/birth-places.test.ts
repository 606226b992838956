import { describe, expect, it } from "vitest";

import {
  type BirthPlace,
  buildPlaceIndex,
  everyPlace,
  findPlace,
  hindiKey,
  looseKey,
  PLACE_CHOICES,
  placeIndexFromBytes,
  placeIndexToBytes,
  placeKey,
  type RawPlace,
  skeletonKey,
} from "~/domain/birth-places";
import { birthPlaceIndex } from "~/services/birth-places.server";

// A birth place typed as text: taken only when it names one place, offered as a choice when it
// may mean several, refused when it means none.

const indian = (name: string, state: string, latitude: number, longitude: number, population = 0): RawPlace => ({
  name,
  state,
  country: "India",
  countryCode: "IN",
  latitude,
  longitude,
  timeZone: "Asia/Kolkata",
  population,
});

const places: Array<RawPlace & { otherNames?: string[] }> = [
  indian("Porbandar", "Gujarat", 21.64, 69.61),
  indian("Hyderabad", "Telangana", 17.38, 78.46, 6_809_970),
  {
    name: "Hyderabad",
    state: "Sindh",
    country: "Pakistan",
    countryCode: "PK",
    latitude: 25.39,
    longitude: 68.37,
    timeZone: "Asia/Karachi",
    population: 1_386_330,
  },
  indian("Aurangabad", "Maharashtra", 19.88, 75.34, 1_175_116),
  indian("Aurangabad", "Bihar", 24.75, 84.37, 102_244),
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
  { ...indian("Mumbai", "Maharashtra", 19.07, 72.88, 12_691_836), otherNames: ["Bombay", "बम्बई", "मुंबई"] },
  {
    name: "Bombay",
    state: "Saint Mary Parish",
    country: "Jamaica",
    countryCode: "JM",
    latitude: 18.3,
    longitude: -76.9,
    timeZone: "America/Jamaica",
    population: 0,
  },
  indian("Dhaka", "Bihar", 26.67, 85.17, 40_000),
  {
    name: "Dhaka",
    state: "Dhaka Division",
    country: "Bangladesh",
    countryCode: "BD",
    latitude: 23.71,
    longitude: 90.41,
    timeZone: "Asia/Dhaka",
    population: 10_356_500,
  },
  { ...indian("Bengaluru", "Karnataka", 12.97, 77.59, 8_443_675), otherNames: ["Bangalore", "बेंगलुरु"] },
  indian("Jaipur", "Rajasthan", 26.91, 75.79, 2_711_758),
  indian("Kanpur", "Uttar Pradesh", 26.47, 80.35, 2_823_249),
  { name: "Kanepi", state: "Põlva", country: "Estonia", countryCode: "EE", latitude: 57.98, longitude: 26.75, timeZone: "Europe/Tallinn" },
  indian("Bilaspur", "Chhattisgarh", 22.08, 82.15, 330_106),
  indian("Bilaspur", "Himachal Pradesh", 31.34, 76.76, 13_058),
  indian("Bilaspur", "Uttar Pradesh", 28.89, 79.27, 5_000),
];
const regionNames = ({ state }: { state: string }) => (state === "Maharashtra" ? ["MH", "महाराष्ट्र"] : []);
const index = buildPlaceIndex(places, regionNames);

const labels = (search: ReturnType<typeof findPlace>) => (search.kind === "choice" ? search.places.map((place) => place.label) : []);
const found = (search: ReturnType<typeof findPlace>): BirthPlace | null => (search.kind === "found" ? search.place : null);

describe("finding a birth place by its name", () => {
  it("takes a name only one place has", () => {
    expect(found(findPlace(index, "Porbandar"))?.label).toBe("Porbandar, Gujarat");
    // As people type it: any case, stray spaces.
    expect(found(findPlace(index, "  PORBANDAR ,  gujarat "))?.label).toBe("Porbandar, Gujarat");
  });

  it("takes the Indian place a bare name means, unless a far larger city abroad has it too", () => {
    expect(found(findPlace(index, "Hyderabad"))?.label).toBe("Hyderabad, Telangana");
    expect(found(findPlace(index, "Bombay"))?.label).toBe("Mumbai, Maharashtra");
    expect(found(findPlace(index, "Bangalore"))?.label).toBe("Bengaluru, Karnataka");
    expect(labels(findPlace(index, "Dhaka"))).toEqual(["Dhaka, Bihar", "Dhaka, Dhaka Division, Bangladesh"]);
    expect(found(findPlace(index, "Bombay, Jamaica"))?.countryCode).toBe("JM");
  });

  it("asks which of two Indian places of note, the larger first", () => {
    expect(labels(findPlace(index, "Aurangabad"))).toEqual(["Aurangabad, Maharashtra", "Aurangabad, Bihar"]);
    expect(labels(findPlace(index, "Bilaspur"))).toEqual([
      "Bilaspur, Chhattisgarh",
      "Bilaspur, Himachal Pradesh",
      "Bilaspur, Uttar Pradesh",
    ]);
    expect(found(findPlace(index, "Bilaspur, Himachal Pradesh"))?.state).toBe("Himachal Pradesh");
  });

  it("forgives spellings: ee and i, oo and u, w and v, doubled letters, -pura, a vowel left out", () => {
    expect(found(findPlace(index, "Jaipoor"))?.label).toBe("Jaipur, Rajasthan");
    expect(found(findPlace(index, "Jaipura"))?.label).toBe("Jaipur, Rajasthan");
    expect(found(findPlace(index, "Porrbandar"))?.label).toBe("Porbandar, Gujarat");
    expect(found(findPlace(index, "Banglore"))?.label).toBe("Bengaluru, Karnataka");
    expect(looseKey("meerut")).toBe(looseKey("mirut"));
    expect(looseKey("wardha")).toBe(looseKey("vardha"));
    expect(skeletonKey("bangalore")).toBe(skeletonKey("banglore"));
    expect(skeletonKey("agra")).toBe("");
  });

  it("takes a state's short form or Hindi name, and leaves district words out", () => {
    expect(found(findPlace(index, "Aurangabad, MH"))?.state).toBe("Maharashtra");
    expect(found(findPlace(index, "औरंगाबाद, महाराष्ट्र"))).toBeNull();
    expect(found(findPlace(index, "मुंबई, महाराष्ट्र"))?.label).toBe("Mumbai, Maharashtra");
    expect(found(findPlace(index, "Jaipur District"))?.label).toBe("Jaipur, Rajasthan");
    // A qualifier naming no state or country is not taken on trust: the form asks.
    expect(labels(findPlace(index, "Jaipur, Sanganer"))).toEqual(["Jaipur, Rajasthan"]);
  });

  it("finds Devanagari with or without nukta, chandrabindu or anusvara, a nasal written out", () => {
    expect(found(findPlace(index, "मुम्बई"))?.label).toBe("Mumbai, Maharashtra");
    expect(found(findPlace(index, "बंबई"))?.label).toBe("Mumbai, Maharashtra");
    expect(found(findPlace(index, "मुबई"))).toBeNull();
    expect(hindiKey("गुड़गाँव")).toBe(hindiKey("गुडगांव"));
    expect(hindiKey("चण्डीगढ़")).toBe(hindiKey("चंडीगढ"));
    expect(hindiKey("नई दिल्ली")).toBe(hindiKey("नईदिल्ली"));
    expect(labels(findPlace(index, "बेंग"))).toEqual(["Bengaluru, Karnataka"]);
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
    expect(labels(findPlace(index, "rangabad"))).toEqual(["Aurangabad, Maharashtra", "Aurangabad, Bihar"]);
    expect(labels(findPlace(index, "Hyder, Pakistan"))).toEqual(["Hyderabad, Sindh, Pakistan"]);
    // A beginning whose consonants a short name abroad shares: the places it begins are offered.
    expect(labels(findPlace(index, "Kanp"))).toEqual(["Kanpur, Uttar Pradesh"]);
    expect(labels(findPlace(index, "Kanepi"))).toEqual([]);
    expect(found(findPlace(index, "Kanepi"))?.label).toBe("Kanepi, Põlva, Estonia");
  });

  it("finds nothing for two letters, an unknown name or nothing typed", () => {
    expect(findPlace(index, "Hy")).toEqual({ kind: "none", suggestions: [] });
    expect(findPlace(index, "Xyzzyville")).toEqual({ kind: "none", suggestions: [] });
    expect(findPlace(index, "Hyderabad, Maharashtra")).toEqual({ kind: "none", suggestions: [] });
    expect(findPlace(index, "   ")).toEqual({ kind: "none", suggestions: [] });
  });

  it("answers an unknown name with the nearest places of note", () => {
    const search = findPlace(index, "Aurangabed xyz");
    expect(search.kind).toBe("none");
    const nearest = findPlace(index, "Auranbagad");
    expect(nearest.kind === "none" && nearest.suggestions.map((place) => place.label)).toEqual([
      "Aurangabad, Maharashtra",
      "Aurangabad, Bihar",
    ]);
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
      "Bombay",
      "बम्बई",
      "Banglore",
      "Aurangabad, MH",
      "Auranbagad",
    ]) {
      expect(findPlace(read, query)).toEqual(findPlace(index, query));
    }
  });
});

describe("the world's places, as the kundli form looks them up", () => {
  it("finds Porbandar, Mumbai and Hyderabad, and asks which London", async () => {
    const world = await birthPlaceIndex();
    expect(found(findPlace(world, "Porbandar"))).toMatchObject({ state: "Gujarat", countryCode: "IN", timeZone: "Asia/Kolkata" });
    expect(found(findPlace(world, "Mumbai"))).toMatchObject({ label: "Mumbai, Maharashtra", timeZone: "Asia/Kolkata" });
    expect(found(findPlace(world, "Hyderabad"))).toMatchObject({ label: "Hyderabad, Telangana" });
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
