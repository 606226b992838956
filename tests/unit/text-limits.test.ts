import type { Validator } from "remix-validated-form";
import { describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "~/domain/bank";
import { MAX_DESCRIPTION_LENGTH, MAX_HEADING_LENGTH, MAX_HTML_LENGTH } from "~/domain/blog-upload";
import { PREDICTION_MAX_LENGTH } from "~/domain/horoscope-upload";
import { indianNumber } from "~/domain/indian-number";
import { mobileFromInput } from "~/domain/phone";
import { MAX_RECORD_ID, parseRecordId } from "~/domain/record-id";
import { hasControlCharacters } from "~/domain/text-safety";
import { blogUploadValidator } from "~/forms/blog-upload";
import { validateUpload } from "~/forms/horoscope-upload";
import { rejectionReasonError } from "~/forms/rejection";
import { TEXT_LIMITS, tooLongMessage, unprintableMessage } from "~/forms/text-input";
import { astrologerRegistrationValidator } from "~/forms/validators/astrologer-registration";
import { bankDetailsValidator } from "~/forms/validators/bank-details";
import { profileValidator } from "~/forms/validators/profile";
import { registrationValidator } from "~/forms/validators/registration";
import { en } from "~/locales/en";
import { adminWords } from "~/locales/en/admin";
import { translator } from "~/locales/i18n";

import { validateContact, validateFaq } from "../support/faq-forms";
import { validate } from "../support/validate";

const t = translator("en");

const profileMessages = en.account.profile;
const registrationMessages = en.account.registration;
const registrationFormMessages = en.onboarding.registrationMessages;

const TODAY = "2025-06-15";
const AADHAAR = "23456789012" + verhoeffCheckDigit("23456789012");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Letters only, `n` of them, so a length limit is the only rule a value can break. */
const letters = (n: number) => "a".repeat(n);
/** An e-mail address exactly `n` characters long. */
const emailOf = (n: number) => `${"a".repeat(n - "@example.in".length)}@example.in`;

type Case = {
  form: string;
  validate: (fields: Record<string, string>) => Promise<Record<string, string>>;
  base: Record<string, string>;
  field: string;
  max: number;
  value: (n: number) => string;
  tooLong: string;
  unprintable: string;
};

const zodErrors = (validator: Validator<unknown>) => async (fields: Record<string, string>) =>
  (await validate(validator, form(fields))).fieldErrors ?? {};

const registration = {
  fullName: "Asha Devi Rao",
  countryId: "101",
  stateId: "4008",
  cityId: "131517",
  pinCode: "411001",
  dob: "1990-04-21",
  timeOfBirth: "06:45",
  location: "Pune",
  email: "asha@example.in",
  mobile: "9876543210",
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
const astrologer = {
  fullName: "Kavya Raman Iyer",
  mobile: "9876543210",
  age: "34",
  gender: "Female",
  address: "12 Temple Street",
  countryId: "101",
  stateId: "4035",
  cityId: "131517",
  pinCode: "600001",
  email: "kavya@example.in",
  languages: "Tamil, English",
  experience: "9",
  specialization: "vedic",
};
const bank = {
  mobile: "9876543210",
  aadhaar: AADHAAR,
  pan: "ABCDE1234F",
  accountHolderName: "Kavya Iyer",
  accountNumber: "000123456789",
  accountNumberConfirm: "000123456789",
  ifsc: "SBIN0000001",
  bankName: "",
  branchName: "",
  address: "",
  city: "",
  state: "",
};
const blog = {
  language: "en",
  mainHeading: "Saturn in Pisces",
  heading: "Saturn transit 2025",
  article: "Dr. Meera Iyer",
  customAuthor: "",
  scheduleDate: "2025-06-01",
  startDate: "",
  endDate: "",
  mainDescription: "",
  htmlContent: "<p>Text</p>",
  metaTags: "",
};

const registrationErrors = zodErrors(registrationValidator(TODAY, "en"));
const profileErrors = zodErrors(profileValidator(TODAY, "en"));
const astrologerErrors = zodErrors(astrologerRegistrationValidator("en"));
const bankErrors = zodErrors(bankDetailsValidator("en"));
const blogErrors = zodErrors(blogUploadValidator);

const cases: Case[] = [
  {
    form: "registration",
    validate: registrationErrors,
    base: registration,
    field: "fullName",
    max: TEXT_LIMITS.personName,
    value: letters,
    tooLong: tooLongMessage("Full name", 100, t),
    unprintable: unprintableMessage("Full name", t),
  },
  {
    form: "registration",
    validate: registrationErrors,
    base: registration,
    field: "location",
    max: TEXT_LIMITS.place,
    value: letters,
    tooLong: tooLongMessage("Location", 120, t),
    unprintable: unprintableMessage("Location", t),
  },
  {
    form: "registration",
    validate: registrationErrors,
    base: registration,
    field: "email",
    max: TEXT_LIMITS.email,
    value: emailOf,
    tooLong: registrationMessages.email,
    unprintable: registrationMessages.email,
  },
  {
    form: "profile",
    validate: profileErrors,
    base: profile,
    field: "name",
    max: TEXT_LIMITS.personName,
    value: letters,
    tooLong: tooLongMessage("Name", 100, t),
    unprintable: unprintableMessage("Name", t),
  },
  {
    form: "profile",
    validate: profileErrors,
    base: profile,
    field: "birthPlace",
    max: TEXT_LIMITS.place,
    value: letters,
    tooLong: tooLongMessage("Birth Place", 120, t),
    unprintable: unprintableMessage("Birth Place", t),
  },
  {
    form: "profile",
    validate: profileErrors,
    base: profile,
    field: "email",
    max: TEXT_LIMITS.email,
    value: emailOf,
    tooLong: profileMessages.emailInvalid,
    unprintable: profileMessages.emailInvalid,
  },
  {
    form: "astrologer registration",
    validate: astrologerErrors,
    base: astrologer,
    field: "fullName",
    max: 100,
    value: letters,
    tooLong: tooLongMessage("Full Name", 100, t),
    unprintable: unprintableMessage("Full Name", t),
  },
  {
    form: "astrologer registration",
    validate: astrologerErrors,
    base: astrologer,
    field: "address",
    max: 300,
    value: letters,
    tooLong: tooLongMessage("Address", 300, t),
    unprintable: unprintableMessage("Address", t),
  },
  {
    form: "astrologer registration",
    validate: astrologerErrors,
    base: astrologer,
    field: "email",
    max: 254,
    value: emailOf,
    tooLong: registrationFormMessages.email,
    unprintable: registrationFormMessages.email,
  },
  {
    form: "astrologer registration",
    validate: astrologerErrors,
    base: astrologer,
    field: "languages",
    max: 200,
    value: letters,
    tooLong: tooLongMessage("Languages", 200, t),
    unprintable: unprintableMessage("Languages", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "accountHolderName",
    max: 100,
    value: letters,
    tooLong: tooLongMessage("Account Holder Name", 100, t),
    unprintable: unprintableMessage("Account Holder Name", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "bankName",
    max: 120,
    value: letters,
    tooLong: tooLongMessage("Bank Name", 120, t),
    unprintable: unprintableMessage("Bank Name", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "branchName",
    max: 120,
    value: letters,
    tooLong: tooLongMessage("Branch Name", 120, t),
    unprintable: unprintableMessage("Branch Name", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "address",
    max: 300,
    value: letters,
    tooLong: tooLongMessage("Address", 300, t),
    unprintable: unprintableMessage("Address", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "city",
    max: 100,
    value: letters,
    tooLong: tooLongMessage("City", 100, t),
    unprintable: unprintableMessage("City", t),
  },
  {
    form: "bank details",
    validate: bankErrors,
    base: bank,
    field: "state",
    max: 100,
    value: letters,
    tooLong: tooLongMessage("State", 100, t),
    unprintable: unprintableMessage("State", t),
  },
  {
    form: "blog upload",
    validate: blogErrors,
    base: blog,
    field: "mainHeading",
    max: MAX_HEADING_LENGTH,
    value: letters,
    tooLong: adminWords.blogUpload.tooLong(indianNumber(MAX_HEADING_LENGTH)),
    unprintable: adminWords.blogUpload.controlCharacters,
  },
  {
    form: "blog upload",
    validate: blogErrors,
    base: blog,
    field: "heading",
    max: MAX_HEADING_LENGTH,
    value: letters,
    tooLong: adminWords.blogUpload.tooLong(indianNumber(MAX_HEADING_LENGTH)),
    unprintable: adminWords.blogUpload.controlCharacters,
  },
  {
    form: "blog upload",
    validate: blogErrors,
    base: blog,
    field: "mainDescription",
    max: MAX_DESCRIPTION_LENGTH,
    value: letters,
    tooLong: adminWords.blogUpload.tooLong(indianNumber(MAX_DESCRIPTION_LENGTH)),
    unprintable: adminWords.blogUpload.controlCharacters,
  },
  {
    form: "blog upload",
    validate: blogErrors,
    base: blog,
    field: "htmlContent",
    max: MAX_HTML_LENGTH,
    value: (n) => `<p>${letters(n - 7)}</p>`,
    tooLong: adminWords.blogUpload.tooLong(indianNumber(MAX_HTML_LENGTH)),
    unprintable: adminWords.blogUpload.controlCharacters,
  },
];

describe("every text field has a maximum length the server enforces", () => {
  for (const c of cases) {
    it(`${c.form}: ${c.field} takes ${c.max} characters, not ${c.max + 1}, and no NUL`, async () => {
      expect(c.value(c.max)).toHaveLength(c.max);
      expect((await c.validate({ ...c.base, [c.field]: c.value(c.max) }))[c.field]).toBeUndefined();
      expect((await c.validate({ ...c.base, [c.field]: c.value(c.max + 1) }))[c.field]).toBe(c.tooLong);
      const withNul = c.value(20).slice(0, 5) + "\0" + c.value(20).slice(5);
      expect((await c.validate({ ...c.base, [c.field]: withNul }))[c.field]).toBe(c.unprintable);
    });
  }

  it("horoscope upload: a prediction of 10,000 characters, not 10,001, and no NUL", () => {
    const upload = { startDate: "2025-06-01", endDate: "2025-06-07", language: "english", sign: "aries" };
    expect(validateUpload({ ...upload, prediction: letters(PREDICTION_MAX_LENGTH) }).ok).toBe(true);
    expect(validateUpload({ ...upload, prediction: letters(PREDICTION_MAX_LENGTH + 1) })).toMatchObject({
      errors: { prediction: adminWords.horoscopeUpload.predictionTooLong(indianNumber(PREDICTION_MAX_LENGTH)) },
    });
    expect(validateUpload({ ...upload, prediction: "Good day\0" })).toMatchObject({
      errors: { prediction: adminWords.horoscopeUpload.predictionUnprintable },
    });
    expect(validateUpload({ ...upload, prediction: "Good day\r\n* Luck\tfavours you" }).ok).toBe(true);
  });

  it("FAQ: a question of 300 and an answer of 5,000 characters, no more, no NUL", async () => {
    expect((await validateFaq({ language: "en", question: letters(300), answer: letters(5000) })).errors).toEqual({});
    expect((await validateFaq({ language: "en", question: letters(301), answer: letters(5001) })).errors).toEqual({
      question: adminWords.faq.questionTooLong(String(TEXT_LIMITS.faqQuestion)),
      answer: adminWords.faq.answerTooLong(indianNumber(TEXT_LIMITS.faqAnswer)),
    });
    expect((await validateFaq({ language: "en", question: "Why\0?", answer: "Line one\nline two\0" })).errors).toEqual({
      question: adminWords.faq.questionUnprintable,
      answer: adminWords.faq.answerUnprintable,
    });
  });

  it("contact details: an e-mail of at most 254 characters and a phone of at most 25", async () => {
    expect((await validateContact({ email: emailOf(254), phone: "+91 80 4718 2600" })).errors).toEqual({});
    expect((await validateContact({ email: emailOf(255), phone: `+91 80 4718 2600${"-".repeat(10)}` })).errors).toEqual({
      email: adminWords.faq.invalidEmail,
      phone: adminWords.faq.invalidPhone,
    });
    expect((await validateContact({ email: "a\0@example.in", phone: "+91 80 4718 2600" })).errors.email).toBe(adminWords.faq.invalidEmail);
  });

  it("a rejection reason: required, at most 1,000 characters, lines allowed, no NUL", () => {
    expect(rejectionReasonError("")).toBe(adminWords.applications.reasonRequired);
    expect(rejectionReasonError(letters(1000))).toBeNull();
    expect(rejectionReasonError("Blurred scan.\r\nPlease upload again.")).toBeNull();
    expect(rejectionReasonError(letters(1001))).toBe("Rejection reason must be at most 1,000 characters.");
    expect(rejectionReasonError("Blurred\0")).toBe(unprintableMessage("Rejection reason", t));
  });

  it("a mobile number box: at most 10 characters; a longer value reads as no number", () => {
    expect(mobileFromInput("9876543210")).toBe("9876543210");
    expect(mobileFromInput("98765-4321")).toBe("987654321");
    expect(mobileFromInput(`${"x".repeat(5000)}9876543210`)).toBe("");
  });
});

describe("control characters", () => {
  it("are refused in one-line text, where only a tab may stand", () => {
    expect(hasControlCharacters("Asha\tRao")).toBe(false);
    for (const c of ["\0", "\n", "\r", "\u0007", "\u001b", "\u007f"]) expect(hasControlCharacters(`Asha${c}Rao`)).toBe(true);
  });

  it("allow line breaks in text of several lines, nothing else", () => {
    expect(hasControlCharacters("one\r\ntwo\nthree\tfour", true)).toBe(false);
    expect(hasControlCharacters("one\0two", true)).toBe(true);
    expect(hasControlCharacters("नमस्ते 😀 é", false)).toBe(false);
  });
});

describe("record ids", () => {
  it("are whole numbers from 1 to 2147483647 written plainly", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const odd of ["2147483648", "99999999999999999999", "0", "-1", "01", "1e3", "0x10", "1.5", " 1", "", null, undefined, 7]) {
      expect(parseRecordId(odd)).toBeNull();
    }
  });
});
