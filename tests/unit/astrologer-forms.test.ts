import { describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "~/domain/bank";
import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { MAX_DOCUMENT_BYTES } from "~/domain/onboarding";
import {
  acceptsOnboardingSteps,
  astrologerRegistrationSchema as registrationSchemaIn,
  bankDetailsSchema as bankSchemaIn,
  documentsSchema as documentsSchemaIn,
  mayRegisterAgain,
  oneDocumentField,
} from "~/forms/astrologer";
import { astrologerRegistrationValidator } from "~/forms/validators/astrologer-registration";
import { bankDetailsValidator } from "~/forms/validators/bank-details";
import { hi } from "~/locales/hi";
import { translator } from "~/locales/i18n";

import { en } from "../../app/locales/en";
import { validate } from "../support/validate";

const onboardingFormMessages = en.onboarding.form;
const bankMessages = en.onboarding.bankMessages;
const documentMessages = en.onboarding.documentMessages;
const registrationFormMessages = en.onboarding.registrationMessages;
const consentMessage = en.forms.consent.message;

// The forms in English, whose messages are the spec's.
const t = translator("en");
const astrologerRegistrationSchema = registrationSchemaIn(t);
const bankDetailsSchema = bankSchemaIn(t);
const documentsSchema = (uploaded: readonly string[], only?: string) => documentsSchemaIn(t, uploaded, only);
const documentRequired = (label: string) => t("onboarding:form.documentRequired", { label });

const registration = {
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
  consent: "on",
};

const aadhaarBase = "23456789012";
const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);

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

/** The message zod gives for one field, or undefined when the field passes. */
function errorFor(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  values: object,
  field: string,
) {
  const result = schema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("astrologer registration form", () => {
  it("accepts a complete form, the age and experience limits included", () => {
    expect(astrologerRegistrationSchema.safeParse(registration).success).toBe(true);
    for (const [age, experience] of [
      ["18", "0"],
      ["100", "70"],
    ]) {
      expect(astrologerRegistrationSchema.safeParse({ ...registration, age, experience }).success).toBe(true);
    }
  });

  it.each([
    ["fullName", "Ab", registrationFormMessages.name],
    ["fullName", "  Ab  ", registrationFormMessages.name],
    ["age", "17", registrationFormMessages.age],
    ["age", "101", registrationFormMessages.age],
    ["age", "", registrationFormMessages.age],
    ["age", "18.5", registrationFormMessages.age],
    ["email", "kavya@example", registrationFormMessages.email],
    ["pinCode", "60000", registrationFormMessages.pincode],
    ["pinCode", "60000a", registrationFormMessages.pincode],
    ["experience", "71", registrationFormMessages.experience],
    ["experience", "-1", registrationFormMessages.experience],
    ["languages", " x ", registrationFormMessages.languages],
    ["address", "   ", "Address is required."],
    ["stateId", "", "State is required."],
    ["cityId", "", "City is required."],
    ["gender", "M", onboardingFormMessages.gender],
    ["specialization", "astrology", onboardingFormMessages.specialisation],
    ["consent", "", consentMessage],
    ["consent", "yes", consentMessage],
    ["consent", undefined, consentMessage],
  ])("refuses %s %j with the spec's message", (field, value, message) => {
    expect(errorFor(astrologerRegistrationSchema, { ...registration, [field]: value }, field)).toBe(message);
  });

  it("names every missing field when the form is sent empty", async () => {
    const result = await validate(astrologerRegistrationValidator("en"), new FormData());
    expect(result.fieldErrors).toMatchObject({
      fullName: registrationFormMessages.name,
      age: registrationFormMessages.age,
      gender: onboardingFormMessages.gender,
      address: "Address is required.",
      countryId: "Country is required.",
      pinCode: registrationFormMessages.pincode,
      email: registrationFormMessages.email,
      languages: registrationFormMessages.languages,
      experience: registrationFormMessages.experience,
      specialization: onboardingFormMessages.specialisation,
    });
  });

  it("trims what was typed", () => {
    const result = astrologerRegistrationSchema.parse({ ...registration, fullName: "  Kavya Iyer ", languages: " Tamil " });
    expect(result.fullName).toBe("Kavya Iyer");
    expect(result.languages).toBe("Tamil");
  });
});

describe("bank details form", () => {
  it("upper-cases PAN and IFSC and reads an Aadhaar typed in groups of four", () => {
    const grouped = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    const result = bankDetailsSchema.parse({ ...bank, pan: "abcde1234f", ifsc: " sbin0000001 ", aadhaar: grouped });
    expect(result).toMatchObject({ pan: "ABCDE1234F", ifsc: "SBIN0000001", aadhaar: AADHAAR });
  });

  it("reads a mobile number written with +91 or a leading 0, and account numbers written in groups", () => {
    expect(bankDetailsSchema.parse({ ...bank, mobile: "+91 98765 43210" }).mobile).toBe("9876543210");
    expect(bankDetailsSchema.parse({ ...bank, mobile: "098765-43210" }).mobile).toBe("9876543210");
    const result = bankDetailsSchema.parse({ ...bank, accountNumber: "0001 2345 6789", accountNumberConfirm: "000123456789" });
    expect(result.accountNumber).toBe("000123456789");
    expect(result).not.toHaveProperty("accountNumberConfirm");
  });

  it.each([
    ["accountNumberConfirm", "000123456788", bankMessages.accountMismatch],
    ["accountNumberConfirm", "", bankMessages.accountConfirmRequired],
    ["mobile", "987654321", bankMessages.mobile],
    ["mobile", "+44 7911 123456", bankMessages.mobile],
    ["aadhaar", "", bankMessages.aadhaarRequired],
    ["aadhaar", "2345678901", bankMessages.aadhaarFormat],
    ["aadhaar", AADHAAR.slice(0, 11) + ((Number(AADHAAR[11]) + 1) % 10), bankMessages.aadhaarChecksum],
    ["pan", "ABCD12345F", bankMessages.pan],
    ["pan", "", onboardingFormMessages.panRequired],
    ["accountHolderName", " ", bankMessages.holderRequired],
    ["accountNumber", "12345678", bankMessages.accountLength],
    ["accountNumber", "1234567890123456789", bankMessages.accountLength],
    ["accountNumber", "12345678a9", bankMessages.accountDigits],
    ["accountNumber", "", onboardingFormMessages.accountRequired],
    ["ifsc", "SBIN1000001", bankMessages.ifsc],
    ["ifsc", "SBIN000001", bankMessages.ifsc],
    ["ifsc", "", onboardingFormMessages.ifscRequired],
  ])("refuses %s %j with its message", (field, value, message) => {
    expect(errorFor(bankDetailsSchema, { ...bank, [field]: value }, field)).toBe(message);
  });

  it("leaves the branch fields optional", () => {
    const { bankName, branchName, address, city, state, ...required } = bank;
    expect(bankDetailsSchema.parse(required)).toMatchObject({ bankName: "", branchName: "", address: "", city: "", state: "" });
  });

  it("on a Hindi page says what is wrong in Hindi, naming the field as the page does", async () => {
    const { fieldErrors } = await validate(bankDetailsValidator("hi"), {
      ...bank,
      pan: "ABCD12345F",
      accountNumberConfirm: "000123456788",
      accountHolderName: "K".repeat(200),
    });
    expect(fieldErrors).toEqual({
      pan: hi.onboarding.bankMessages.pan,
      accountNumberConfirm: hi.onboarding.bankMessages.accountMismatch,
      accountHolderName: "खाताधारक का नाम: ज़्यादा से ज़्यादा 100 अक्षर लिखे जा सकते हैं।",
    });
    expect(fieldErrors?.pan).not.toBe(bankMessages.pan);
    // The English page keeps the spec's words.
    expect((await validate(bankDetailsValidator("en"), { ...bank, pan: "ABCD12345F" })).fieldErrors).toEqual({ pan: bankMessages.pan });
  });
});

describe("document form in the browser", () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: "application/octet-stream" });
  const empty = () => new File([], "");
  const chosen = {
    aadharFront: file("front.jpg", 10),
    aadharBack: file("back.jpeg", 10),
    panCard: file("pan.pdf", 10),
    certificate: empty(),
  };

  it("asks for each required document not uploaded yet, never for the certificate", () => {
    const result = documentsSchema([]).safeParse({ aadharFront: empty(), aadharBack: empty(), panCard: empty(), certificate: empty() });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["aadharFront", documentRequired("Aadhar Front")],
      ["aadharBack", documentRequired("Aadhar Back")],
      ["panCard", documentRequired("PAN Card")],
    ]);
  });

  it("one document at a time: the form holds that field alone, which must be chosen, even the optional certificate", () => {
    const schema = documentsSchema(["aadhar_front", "aadhar_back", "pan_card"], "certificate");
    const result = schema.safeParse({ certificate: empty() });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["certificate", documentRequired("Certificate")]]);
    // Other fields are not asked for.
    expect(documentsSchema([], "aadharBack").safeParse({ aadharBack: file("back.jpg", 10) }).success).toBe(true);
    expect(oneDocumentField("panCard")).toBe("panCard");
    expect(oneDocumentField("pan_card")).toBeNull();
    expect(oneDocumentField(null)).toBeNull();
  });

  it("does not ask again for a document already uploaded", () => {
    const result = documentsSchema(["aadhar_front", "aadhar_back", "pan_card"]).safeParse({
      aadharFront: empty(),
      aadharBack: empty(),
      panCard: empty(),
      certificate: empty(),
    });
    expect(result.success).toBe(true);
  });

  it("refuses other file types by name, PDFs of 500KB or more and photos over 15 MB", () => {
    const schema = documentsSchema([]);
    expect(schema.safeParse(chosen).success).toBe(true);
    expect(errorFor(schema, { ...chosen, panCard: file("pan.png", 10) }, "panCard")).toBe(documentMessages.type);
    expect(errorFor(schema, { ...chosen, certificate: file("cert.docx", 10) }, "certificate")).toBe(documentMessages.type);
    expect(errorFor(schema, { ...chosen, panCard: file("pan.pdf", MAX_DOCUMENT_BYTES) }, "panCard")).toBe(documentMessages.size);
    expect(errorFor(schema, { ...chosen, panCard: file("pan.pdf", MAX_DOCUMENT_BYTES - 1) }, "panCard")).toBeUndefined();
    // A camera photo is shrunk to fit, in the browser or on the server.
    expect(errorFor(schema, { ...chosen, aadharBack: file("back.jpg", 4 * 1024 * 1024) }, "aadharBack")).toBeUndefined();
    expect(errorFor(schema, { ...chosen, aadharBack: file("back.jpg", MAX_CAMERA_PHOTO_BYTES + 1) }, "aadharBack")).toBe(
      documentMessages.imageTooLarge,
    );
  });
});

describe("which onboarding steps are open", () => {
  const application = (status: number, extra: Partial<{ canReapply: boolean; deactivated: boolean }> = {}) => ({
    status,
    canReapply: false,
    deactivated: false,
    ...extra,
  });

  it("bank details and documents are taken only while the application waits for review", () => {
    expect(acceptsOnboardingSteps(application(3))).toBe(true);
    expect(acceptsOnboardingSteps(application(1))).toBe(false);
    expect(acceptsOnboardingSteps(application(4))).toBe(false);
    expect(acceptsOnboardingSteps(application(3, { deactivated: true }))).toBe(false);
  });

  it("only a rejected applicant allowed to reapply registers again", () => {
    expect(mayRegisterAgain(application(4, { canReapply: true }))).toBe(true);
    expect(mayRegisterAgain(application(4))).toBe(false);
    expect(mayRegisterAgain(application(3, { canReapply: true }))).toBe(false);
    expect(mayRegisterAgain(application(4, { canReapply: true, deactivated: true }))).toBe(false);
  });
});
