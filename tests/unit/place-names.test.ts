import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";
import { describe, expect, it } from "vitest";

import { HINDI_CITY_NAMES, HINDI_STATE_NAMES } from "~/data/hindi-place-names";
import { OFFICIAL_NAMES, OLD_PLACE_NAMES } from "~/data/other-place-names";
import { findBirthPlace, searchBirthPlaces } from "~/services/birth-places.server";
import { isBirthProblem, resolveBirth } from "~/services/kundli.server";
import { citiesIn, listCities, listCountries, locationLists, statesIn } from "~/services/locations.server";
import { cityNames, findPanchangCity, searchCities } from "~/services/panchang.server";
import { placeName, placeWithState, stateName } from "~/services/place-names.server";

import geonamesHindi from "../fixtures/geonames-hindi-names.json";
import largest from "../fixtures/largest-indian-cities.json";

/**
 * A name as the house's spelling rules read it (docs/hindi-style.md): the nukta of क़ ख़ ग़ ज़ फ़
 * dropped (not the letters ड़ ढ़), a chandrabindu or a half nasal before a consonant read as the
 * anusvara. Two names alike by it differ in style only.
 */
function styleFree(name: string): string {
  return name
    .normalize("NFD")
    .replace(/([कखगजफ])\u093c/g, "$1")
    .replace(/\u0901/g, "\u0902")
    .replace(/[ङञणनम]\u094d(?=[क-ह])/g, "\u0902")
    .normalize("NFC");
}

/** Where our name and GeoNames' differ by more than style, and why ours stands. */
const REVIEWED_AGAINST_GEONAMES: Readonly<Record<string, string>> = {
  "Karnataka|Bengaluru": "the city's name since 2014; GeoNames gives the old बंगलौर",
  "Karnataka|Mysuru": "the city's name since 2014; GeoNames gives the old मैसूर",
  "Karnataka|Mangaluru": "the city's name since 2014; GeoNames gives the old मैंगलूर",
  "Karnataka|Belagavi": "the city's name since 2014; GeoNames gives the old बेलगाँव",
  "Karnataka|Ballari": "the city's name since 2014; GeoNames gives the old बेल्लारी",
  "Karnataka|Vijayapura": "the city's name since 2014; GeoNames gives the old बीजापुर",
  "Karnataka|Shimoga": "the city's name since 2014, written as Hindi writes it (decision 101); GeoNames gives शिमोगा",
  "Maharashtra|Mumbai": "the city's name since 1995; GeoNames gives the old बम्बई",
  "Gujarat|Vadodara": "the city's name since 1974; GeoNames gives the old बड़ोदरा",
  "Puducherry|Puducherry": "the territory's name since 2006; GeoNames gives the old पॉण्डिचेरी",
  "Uttar Pradesh|Allahabad": "the city's name since 2018 (decision 122); GeoNames gives the old इलाहाबाद",
  "Maharashtra|Aurangabad": "the city's name since 2023 (decision 122); GeoNames gives the old औरंगाबाद",
  "Maharashtra|Ahmednagar": "the city's name since 2024 (decision 122); GeoNames gives the old अहमदनगर",
  "Andaman and Nicobar Islands|Port Blair": "the city's name since 2024 (decision 122); GeoNames gives the old पोर्ट ब्लेयर",
  "Tamil Nadu|Dindigul": "GeoNames' 'Hindi' name is in Bengali letters",
  "Tamil Nadu|Rameswaram": "GeoNames adds शहर (town) to the name",
  "Chhattisgarh|Korba": "GeoNames adds जिला (district) to the name",
  "Uttar Pradesh|Lucknow District": "the data's district, not the city: GeoNames names the city",
  "Uttar Pradesh|Muzaffarnagar": "one word, as the district and the Hindi press write it",
  "Andhra Pradesh|Vijayawada": "ड़, as the Hindi press writes it; GeoNames has ड",
  "Andhra Pradesh|Kurnool": "कुरनूल, as the Hindi press writes it; GeoNames has करनूल",
  "Andhra Pradesh|Nellore": "नेल्लोर, as the Hindi press writes it; GeoNames has नेल्लौर",
  "Dadra and Nagar Haveli and Daman and Diu|Silvassa": "the town is Silvassa, सिलवासा; GeoNames drops the last vowel",
  "Haryana|Panchkula": "पंचकूला, as Haryana's government writes it; GeoNames has पंचकुला",
  "Kerala|Kozhikode": "कोझिकोड, as the Hindi press writes it; GeoNames transliterates the Malayalam ഴ as ष़",
  "Maharashtra|Nashik": "नासिक, as the Hindi press writes it; GeoNames has the Marathi नाशीक",
  "Maharashtra|Shirdi": "शिर्डी, as the Hindi press writes it; GeoNames has शिरडी",
  "Punjab|Jalandhar": "जालंधर, as the Hindi press writes it; GeoNames has जलंधर",
  "Sikkim|Gangtok": "गंगटोक, as the Hindi press writes it; GeoNames has गान्तोक",
  "Tamil Nadu|Coimbatore": "कोयंबटूर, as the Hindi press writes it; GeoNames has कोयंबतूर",
  "Tamil Nadu|Madurai": "मदुरै, as the Hindi press writes it; GeoNames has मदुरई",
  "Tamil Nadu|Tirunelveli": "तिरुनेलवेली, as the Hindi press writes it; GeoNames has तिरूनेलवेली",
  "Tamil Nadu|Tiruppur": "तिरुप्पुर, as the Tamil name reads; GeoNames has तिरूपुर",
  "Telangana|Warangal": "वारंगल, as the Hindi press writes it; GeoNames has वरंगल",
  "West Bengal|Krishnanagar": "कृष्णनगर, as the town's name reads; GeoNames has कृष्णानगर",
};

// Devanagari letters and signs, with the spaces and hyphens of names of more than one word, and
// a number where the name has one (उत्तर 24 परगना).
const DEVANAGARI_NAME = /^(?:[\u0900-\u097f]+|\d+)(?:[ -](?:[\u0900-\u097f]+|\d+))*$/;

describe("Hindi names of places", () => {
  it("name every state and union territory of the location data", async () => {
    const states = (await getStatesOfCountry("IN")).map((state) => state.name);
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states.filter((state) => !HINDI_STATE_NAMES[state])).toEqual([]);
  });

  it("name the 300 most populous cities (GeoNames' population), each a city of the location data", async () => {
    expect(largest.cities).toHaveLength(300);
    expect(largest.cities.filter(({ city }) => !HINDI_CITY_NAMES[city]).map(({ city }) => city)).toEqual([]);
    const known = new Set<string>();
    for (const state of await getStatesOfCountry("IN"))
      for (const city of await getCitiesOfState("IN", state.iso2)) known.add(`${state.name}|${city.name}`);
    expect(Object.keys(HINDI_CITY_NAMES).filter((key) => !known.has(key))).toEqual([]);
    expect(largest.cities.filter(({ city }) => !known.has(city))).toEqual([]);
  });

  it("agree with GeoNames' Hindi names wherever GeoNames has the city, but for style and the reviewed differences", () => {
    const named = Object.entries(geonamesHindi.names);
    expect(named.length).toBeGreaterThan(140);
    const differing = named
      .filter(([key, { hi }]) => styleFree(HINDI_CITY_NAMES[key] ?? "") !== styleFree(hi))
      .map(([key, { hi }]) => `${key}: ours ${HINDI_CITY_NAMES[key]}, GeoNames ${hi}`);
    const unreviewed = differing.filter((line) => !REVIEWED_AGAINST_GEONAMES[line.slice(0, line.indexOf(":"))]);
    expect(unreviewed).toEqual([]);
    // Every reviewed difference is still one (a name brought in line leaves the list).
    expect(Object.keys(REVIEWED_AGAINST_GEONAMES).filter((key) => !differing.some((line) => line.startsWith(`${key}:`)))).toEqual([]);
  });

  it("are written in Devanagari alone", () => {
    const names = [...Object.values(HINDI_STATE_NAMES), ...Object.values(HINDI_CITY_NAMES)];
    expect(names.filter((name) => !DEVANAGARI_NAME.test(name))).toEqual([]);
  });

  it("are shown on Hindi pages only", () => {
    const varanasi = { name: "Varanasi", state: "Uttar Pradesh" };
    expect(placeName(varanasi, "hi")).toBe("वाराणसी");
    expect(placeName(varanasi, "en")).toBe("Varanasi");
    expect(stateName("Uttar Pradesh", "hi")).toBe("उत्तर प्रदेश");
    expect(stateName("Uttar Pradesh", "en")).toBe("Uttar Pradesh");
    expect(placeWithState({ name: "New Delhi", state: "Delhi" }, "hi")).toBe("नई दिल्ली, दिल्ली");
  });

  it("name a town of its district's name, and one GeoNames names, in the site's spelling", () => {
    expect(placeName({ name: "Zunheboto", state: "Nagaland" }, "hi")).toBe("ज़ुन्हेबोटो");
    // The district list gives the half letter (मन्दसौर), GeoNames the anusvara; the site writes the anusvara.
    expect(placeName({ name: "Mandsaur", state: "Madhya Pradesh" }, "hi")).toBe("मंदसौर");
    // The district list's name for Solan is a word for a bird.
    expect(placeName({ name: "Solan", state: "Himachal Pradesh" }, "hi")).toBe("सोलन");
    expect(placeName({ name: "Roorkee", state: "Uttarakhand" }, "hi")).toBe("रुड़की");
  });

  it("leave a place the tables do not name in English", () => {
    const town = { name: "Cherpulassery", state: "Kerala" };
    expect(placeName(town, "hi")).toBe("Cherpulassery");
    expect(stateName("Atlantis", "hi")).toBe("Atlantis");
  });
});

describe("Hindi names on the pages", () => {
  it("name the panchang's city and state on /hi, and find a city typed in Hindi", async () => {
    const varanasi = (await findPanchangCity("varanasi"))!;
    expect(cityNames(varanasi, "hi")).toEqual({ city: "वाराणसी", state: "उत्तर प्रदेश" });
    expect(cityNames(varanasi, "en")).toEqual({ city: "Varanasi", state: "Uttar Pradesh" });
    expect((await searchCities("वाराणसी")).map((city) => city.slug)).toEqual(["varanasi"]);
    expect((await searchCities("हमीरपुर")).map((city) => city.state).sort()).toEqual(["Himachal Pradesh", "Uttar Pradesh"]);
    expect((await searchCities("नई दिल्ली")).map((city) => city.slug)).toEqual(["new-delhi"]);
    expect((await searchCities("चंडीगढ")).map((city) => city.slug)).toEqual(["chandigarh"]);
    expect((await searchCities("वारा")).map((city) => city.slug)).toContain("varanasi");
    expect((await searchCities("हमीरपुर, हिमाचल प्रदेश")).map((city) => city.slug)).toEqual(["hamirpur-himachal-pradesh"]);
    expect(await searchCities("कोई नगर नहीं")).toEqual([]);
    // The first search builds the index of places: seconds alone, more beside the other files.
  }, 60_000);

  it("name the selects' states and cities on /hi, with the same ids", async () => {
    const india = (await listCountries()).find((country) => country.country_name === "India")!;
    const english = await statesIn(india.id, "en");
    const hindi = await statesIn(india.id, "hi");
    expect(new Set(hindi.map((s) => s.state_id))).toEqual(new Set(english.map((s) => s.state_id)));
    const up = english.find((s) => s.state_name === "Uttar Pradesh")!;
    expect(hindi.find((s) => s.state_id === up.state_id)?.state_name).toBe("उत्तर प्रदेश");
    const cities = await citiesIn(up.state_id, india.id, "hi");
    const varanasi = (await citiesIn(up.state_id, india.id, "en")).find((c) => c.city_name === "Varanasi")!;
    expect(cities.find((c) => c.city_id === varanasi.city_id)?.city_name).toBe("वाराणसी");
    // A form's lists: shown in Hindi, chosen by the same ids.
    const lists = await locationLists({ countryId: india.id, stateId: up.state_id, cityId: varanasi.city_id }, { language: "hi" });
    expect(lists.states.map((s) => s.state_name)).toEqual(["उत्तर प्रदेश"]);
    expect(lists.cities.map((c) => c.city_name)).toEqual(["वाराणसी"]);
    expect(lists.cityId).toBe(String(varanasi.city_id));
  });
});

describe("Hindi names in the kundli", () => {
  const born = { name: "Asha", date: "1990-05-01", time: "06:30", clock: null };

  it("write the chart's place line in Hindi on /hi, and in English elsewhere", async () => {
    const hindi = await resolveBirth({ ...born, place: "Varanasi" }, "hi");
    const english = await resolveBirth({ ...born, place: "Varanasi" }, "en");
    expect(!isBirthProblem(hindi) && hindi.place.label).toBe("वाराणसी, उत्तर प्रदेश");
    expect(!isBirthProblem(english) && english.place.label).toBe("Varanasi, Uttar Pradesh");
  });

  it("offer a choice of places in Hindi that posts the place's English label", async () => {
    const choice = await resolveBirth({ ...born, place: "Hamirpur" }, "hi");
    // The larger first (GeoNames: some 34,000 people in Uttar Pradesh's, 19,000 in Himachal's).
    expect(isBirthProblem(choice) && choice.choices).toEqual([
      { value: "Hamirpur, Uttar Pradesh", text: "हमीरपुर, उत्तर प्रदेश" },
      { value: "Hamirpur, Himachal Pradesh", text: "हमीरपुर, हिमाचल प्रदेश" },
    ]);
  });
});

describe("renamed cities by their official names (decision 122)", () => {
  const born = { name: "Asha", date: "1990-05-01", time: "06:30", clock: null };
  const allahabad = { name: "Allahabad", state: "Uttar Pradesh" };

  it("name towns of the data, each official name one of its renamed names, each with a Hindi name", async () => {
    const known = new Set<string>();
    for (const state of await getStatesOfCountry("IN"))
      for (const city of await getCitiesOfState("IN", state.iso2)) known.add(`${state.name}|${city.name}`);
    for (const [city, official] of Object.entries(OFFICIAL_NAMES)) {
      expect(known.has(city), city).toBe(true);
      expect(
        OLD_PLACE_NAMES.some(([key, names, source]) => key === city && source === "renamed" && names.includes(official)),
        city,
      ).toBe(true);
      expect(HINDI_CITY_NAMES[city], city).toMatch(DEVANAGARI_NAME);
    }
  });

  it("show Prayagraj in both editions, in the panchang, the selects and the kundli", async () => {
    expect(placeName(allahabad, "en")).toBe("Prayagraj");
    expect(placeName(allahabad, "hi")).toBe("प्रयागराज");
    expect(placeName({ name: "Aurangabad", state: "Maharashtra" }, "en")).toBe("Chhatrapati Sambhajinagar");
    expect(placeName({ name: "Aurangabad", state: "Bihar" }, "en")).toBe("Aurangabad");
    const city = (await findPanchangCity("allahabad"))!;
    expect(cityNames(city, "en")).toEqual({ city: "Prayagraj", state: "Uttar Pradesh" });
    expect(cityNames(city, "hi")).toEqual({ city: "प्रयागराज", state: "उत्तर प्रदेश" });
    for (const language of ["en", "hi"] as const) {
      const birth = await resolveBirth({ ...born, place: "Allahabad" }, language);
      expect(!isBirthProblem(birth) && birth.place.label).toBe(language === "en" ? "Prayagraj, Uttar Pradesh" : "प्रयागराज, उत्तर प्रदेश");
      expect(!isBirthProblem(birth) && birth.place.key).toBe("Prayagraj, Uttar Pradesh");
    }
    expect((await searchBirthPlaces("Prayagraj", "en")).places).toEqual([
      { value: "Prayagraj, Uttar Pradesh", text: "Prayagraj, Uttar Pradesh" },
    ]);
  });

  it("name the selects' city by its official name, in the order of the names, and save the data's", async () => {
    const india = (await listCountries()).find((country) => country.country_name === "India")!;
    const up = (await statesIn(india.id, "en")).find((s) => s.state_name === "Uttar Pradesh")!;
    const saved = (await listCities(up.state_id, india.id)).find((c) => c.city_name === "Allahabad")!;
    const shown = await citiesIn(up.state_id, india.id, "en");
    expect(shown.find((c) => c.city_id === saved.city_id)?.city_name).toBe("Prayagraj");
    expect(shown.map((c) => c.city_name)).toEqual(shown.map((c) => c.city_name).sort((a, b) => a.localeCompare(b)));
    const wanted = { countryId: india.id, stateId: up.state_id, cityId: saved.city_id };
    expect((await locationLists(wanted, { language: "en" })).cities.map((c) => c.city_name)).toEqual(["Prayagraj"]);
    expect((await locationLists(wanted)).cities.map((c) => c.city_name)).toEqual(["Allahabad"]);
  });

  it("find each renamed city by its old and new names, and take its official label back as that city", async () => {
    for (const typed of ["Prayagraj", "Allahabad", "प्रयागराज", "इलाहाबाद"])
      expect(
        (await searchCities(typed)).map((city) => city.slug),
        typed,
      ).toEqual(["allahabad"]);
    for (const [city, official] of Object.entries(OFFICIAL_NAMES)) {
      const [state, name] = city.split("|");
      for (const typed of [`${official}, ${state}`, `${name}, ${state}`, HINDI_CITY_NAMES[city]]) {
        const found = await findBirthPlace(typed);
        expect(found.kind === "found" && `${found.place.state}|${found.place.name}`, typed).toBe(city);
      }
    }
  });
});
