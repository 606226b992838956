import { describe, expect, it } from "vitest";

import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { locationNames, type LocationSource, resolveLocationLists } from "~/domain/locations";
import { adultBornBy, MAX_PHOTO_BYTES, profileGenderOf, splitFullName, storedGenderFor, submittedText } from "~/forms/customer";
import { profileValidator } from "~/forms/validators/profile";
import { registrationValidator } from "~/forms/validators/registration";
import { translator } from "~/locales/i18n";

import { en } from "../../app/locales/en";
import { validate } from "../support/validate";

const profileMessages = en.account.profile;
const registrationMessages = en.account.registration;
const consentMessage = en.forms.consent.message;

const TODAY = "2025-06-15";

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const registration = {
  fullName: "Asha Devi Rao",
  gender: "F",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  dob: "1990-04-21",
  timeOfBirth: "06:45",
  location: "Pune",
  email: "asha@example.in",
  mobile: "9876543210",
  consent: "on",
};

const profile = {
  name: "Asha Rao",
  gender: "female",
  dob: "1990-04-21",
  timeOfBirth: "06:45",
  birthPlace: "Pune",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  email: "asha@example.in",
  mobile: "9876543210",
};

async function registrationErrors(fields: Record<string, string>) {
  const result = await validate(registrationValidator(TODAY, "en"), form(fields));
  return result.fieldErrors ?? {};
}

async function profileErrors(fields: Record<string, string | File>) {
  const result = await validate(profileValidator(TODAY, "en"), form(fields));
  return result.fieldErrors ?? {};
}

describe("registration form", () => {
  it("accepts a complete form", async () => {
    const result = await validate(registrationValidator(TODAY, "en"), form(registration));
    expect(result.fieldErrors).toBeUndefined();
    expect(result.data).toMatchObject({ fullName: "Asha Devi Rao", gender: "F", countryId: "101", timeOfBirth: "06:45" });
  });

  it("names each missing required field with its visible label", async () => {
    expect(await registrationErrors({ mobile: "9876543210" })).toEqual({
      fullName: "Full name is required.",
      countryId: "Country is required.",
      stateId: "State is required.",
      cityId: "City is required.",
      pinCode: registrationMessages.pinCode,
      dob: "Date of birth is required.",
      timeOfBirth: "Time of birth is required.",
      location: "Location is required.",
      consent: consentMessage,
    });
  });

  it("takes only a ticked box as consent", async () => {
    for (const consent of ["", "off", "yes", "true"]) {
      expect(await registrationErrors({ ...registration, consent })).toEqual({ consent: consentMessage });
    }
    const { consent: _unticked, ...withoutConsent } = registration;
    expect(await registrationErrors(withoutConsent)).toEqual({ consent: consentMessage });
  });

  it("treats a name of spaces as missing", async () => {
    expect(await registrationErrors({ ...registration, fullName: "   " })).toEqual({ fullName: "Full name is required." });
  });

  it("leaves e-mail and gender optional, gender defaulting to M", async () => {
    const result = await validate(registrationValidator(TODAY, "en"), form({ ...registration, gender: "", email: "" }));
    expect(result.data).toMatchObject({ gender: "M", email: "" });
    const tampered = await validate(registrationValidator(TODAY, "en"), form({ ...registration, gender: "X" }));
    expect(tampered.data?.gender).toBe("M");
  });

  it("refuses a malformed e-mail address", async () => {
    expect(await registrationErrors({ ...registration, email: "asha@example" })).toEqual({ email: registrationMessages.email });
    expect(await registrationErrors({ ...registration, email: "asha example.in" })).toEqual({ email: registrationMessages.email });
  });

  it("wants exactly 6 digits of pin code and 10 of mobile", async () => {
    expect(await registrationErrors({ ...registration, pinCode: "41100" })).toEqual({ pinCode: registrationMessages.pinCode });
    expect(await registrationErrors({ ...registration, pinCode: "4110011" })).toEqual({ pinCode: registrationMessages.pinCode });
    expect(await registrationErrors({ ...registration, mobile: "987654321" })).toEqual({ mobile: registrationMessages.mobile });
    expect(await registrationErrors({ ...registration, mobile: "98765 43210" })).toEqual({ mobile: registrationMessages.mobile });
  });

  it("refuses a birth date in the future", async () => {
    expect(await registrationErrors({ ...registration, dob: "2025-06-16" })).toEqual({ dob: registrationMessages.futureDob });
  });

  it("takes someone on their 18th birthday and refuses them the day before", async () => {
    expect(await registrationErrors({ ...registration, dob: "2007-06-15" })).toEqual({});
    expect(await registrationErrors({ ...registration, dob: "2007-06-16" })).toEqual({ dob: registrationMessages.underAge });
    expect(await registrationErrors({ ...registration, dob: TODAY })).toEqual({ dob: registrationMessages.underAge });
    expect(await profileErrors({ ...profile, dob: "2010-01-01" })).toEqual({ dob: registrationMessages.underAge });
  });

  it("counts a 29 February birthday as past on 1 March in a year without one", () => {
    expect(adultBornBy("2026-02-28") >= "2008-02-29").toBe(false);
    expect(adultBornBy("2026-03-01") >= "2008-02-29").toBe(true);
    expect(adultBornBy("2026-02-28") >= "2008-02-28").toBe(true);
    expect(adultBornBy("2028-02-29")).toBe("2010-02-29");
    expect(adultBornBy("2028-02-29") >= "2010-03-01").toBe(false);
  });

  it("treats an impossible date or time as missing", async () => {
    expect(await registrationErrors({ ...registration, dob: "1990-02-30" })).toEqual({ dob: "Date of birth is required." });
    expect(await registrationErrors({ ...registration, timeOfBirth: "25:10" })).toEqual({ timeOfBirth: "Time of birth is required." });
  });

  it("refuses a location id that is not a number", async () => {
    expect(await registrationErrors({ ...registration, stateId: "Maharashtra" })).toEqual({ stateId: "State is required." });
  });

  it("says the same in the Hindi page's words, each field named by its Hindi label", async () => {
    const t = translator("hi");
    const result = await validate(
      registrationValidator(TODAY, "hi"),
      form({ ...registration, fullName: "", pinCode: "41100", consent: "" }),
    );
    expect(result.fieldErrors).toEqual({
      fullName: t("account:registration.required", { label: t("account:registration.labels.fullName") }),
      pinCode: t("account:registration.pinCode"),
      consent: t("forms:consent.message"),
    });
    expect(result.fieldErrors?.fullName).toBe("पूरा नाम ज़रूरी है।");
    expect(result.fieldErrors?.pinCode).toBe("कृपया सही 6 अंकों का PIN कोड डालें");
  });
});

describe("profile form", () => {
  it("accepts a complete form without a new photo", async () => {
    const result = await validate(profileValidator(TODAY, "en"), form({ ...profile, photo: new File([], "") }));
    expect(result.fieldErrors).toBeUndefined();
    expect(result.data?.photo).toBeUndefined();
  });

  it("requires every field with the spec's messages", async () => {
    expect(await profileErrors({})).toEqual({
      name: profileMessages.name,
      gender: profileMessages.gender,
      dob: profileMessages.dob,
      timeOfBirth: profileMessages.timeOfBirth,
      birthPlace: profileMessages.birthPlace,
      countryId: profileMessages.country,
      stateId: profileMessages.state,
      cityId: profileMessages.city,
      pinCode: profileMessages.pinCode,
      email: profileMessages.email,
    });
  });

  it("says when an e-mail address is invalid rather than missing", async () => {
    expect(await profileErrors({ ...profile, email: "asha@example" })).toEqual({ email: profileMessages.emailInvalid });
  });

  it("only offers female, male and other", async () => {
    expect(await profileErrors({ ...profile, gender: "M" })).toEqual({ gender: profileMessages.gender });
    expect(await profileErrors({ ...profile, gender: "other" })).toEqual({});
  });

  it("takes a camera photo over 1 MB (it is shrunk) but refuses one over 15 MB or of another type", async () => {
    const camera = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "camera.jpg", { type: "image/jpeg" });
    expect(await profileErrors({ ...profile, photo: camera })).toEqual({});
    const big = new File([new Uint8Array(MAX_CAMERA_PHOTO_BYTES + 1)], "big.png", { type: "image/png" });
    expect(await profileErrors({ ...profile, photo: big })).toEqual({ photo: profileMessages.photoSize });
    const gif = new File([new Uint8Array(10)], "a.gif", { type: "image/gif" });
    expect(await profileErrors({ ...profile, photo: gif })).toEqual({ photo: profileMessages.photoType });
    const png = new File([new Uint8Array(10)], "a.png", { type: "image/png" });
    const result = await validate(profileValidator(TODAY, "en"), form({ ...profile, photo: png }));
    expect(result.data?.photo).toBeInstanceOf(File);
  });

  it("refuses a date of birth in the future", async () => {
    expect(await profileErrors({ ...profile, dob: "2030-01-01" })).toEqual({ dob: registrationMessages.futureDob });
  });
});

describe("names and genders", () => {
  it("splits a full name into the first word and the rest", () => {
    expect(splitFullName("  Asha   Devi Rao ")).toEqual({ firstName: "Asha", lastName: "Devi Rao" });
    expect(splitFullName("Asha")).toEqual({ firstName: "Asha", lastName: null });
  });

  it("shows stored genders as the profile's three choices", () => {
    expect(profileGenderOf("M")).toBe("male");
    expect(profileGenderOf("F")).toBe("female");
    expect(profileGenderOf("Non-Binary")).toBe("other");
    expect(profileGenderOf("Prefer Not to Say")).toBe("other");
    expect(profileGenderOf(null)).toBe("");
  });

  it("keeps a precise registration answer when the profile is saved as 'other'", () => {
    expect(storedGenderFor("other", "Prefer Not to Say")).toBe("Prefer Not to Say");
    expect(storedGenderFor("other", "M")).toBe("other");
    expect(storedGenderFor("male", "Non-Binary")).toBe("M");
    expect(storedGenderFor("female", "M")).toBe("F");
  });

  it("keeps the typed text of a post and leaves files out", () => {
    const data = form({ name: "Asha", photo: new File(["x"], "a.png") });
    expect(submittedText(data, ["name", "photo", "email"])).toEqual({ name: "Asha", photo: "", email: "" });
  });
});

describe("location choice shown with the form", () => {
  const source: LocationSource = {
    listCountries: async () => [
      { id: 1, country_name: "Nepal" },
      { id: 101, country_name: "India" },
    ],
    listStates: async (countryId) =>
      countryId === 101 ? [{ state_id: 4008, state_name: "Maharashtra" }] : [{ state_id: 2000, state_name: "Bagmati" }],
    listCities: async (stateId) => (stateId === 4008 ? [{ city_id: 131517, city_name: "Pune" }] : [{ city_id: 9, city_name: "Kathmandu" }]),
  };

  it("starts a fresh form in India with its states listed", async () => {
    const lists = await resolveLocationLists(source, {});
    expect(lists).toMatchObject({ countryId: "101", stateId: "", cityId: "", cities: [] });
    expect(lists.states).toEqual([{ state_id: 4008, state_name: "Maharashtra" }]);
  });

  it("lists the cities of a chosen state and resolves the names", async () => {
    const lists = await resolveLocationLists(source, { countryId: "101", stateId: "4008", cityId: "131517" });
    expect(lists.cities).toEqual([{ city_id: 131517, city_name: "Pune" }]);
    expect(locationNames(lists)).toEqual({
      country: "India",
      countryId: 101,
      state: "Maharashtra",
      stateId: 4008,
      city: "Pune",
      cityId: 131517,
    });
  });

  it("clears state and city that do not belong to a newly chosen country", async () => {
    const lists = await resolveLocationLists(source, { countryId: "1", stateId: "4008", cityId: "131517" });
    expect(lists).toMatchObject({ countryId: "1", stateId: "", cityId: "", cities: [] });
    expect(lists.states).toEqual([{ state_id: 2000, state_name: "Bagmati" }]);
    expect(locationNames(lists)).toBeNull();
  });

  it("draws a list whose choice is made as that choice alone, and every list in full when asked", async () => {
    const chosen = { countryId: "101", stateId: "4008", cityId: "131517" };
    const drawn = await resolveLocationLists(source, chosen);
    expect(drawn.countries).toEqual([{ id: 101, country_name: "India" }]);
    expect(drawn.states).toEqual([{ state_id: 4008, state_name: "Maharashtra" }]);
    const fresh = await resolveLocationLists(source, {});
    expect(fresh.countries).toEqual([{ id: 101, country_name: "India" }]);
    const full = await resolveLocationLists(source, chosen, { full: true });
    expect(full.countries).toHaveLength(2);
    expect(full).toMatchObject(chosen);
  });

  it("keeps an explicitly empty country empty instead of choosing India", async () => {
    const lists = await resolveLocationLists(source, { countryId: "", stateId: "4008" });
    expect(lists).toMatchObject({ countryId: "", stateId: "", states: [], cities: [] });
  });
});
