import { verhoeffCheckDigit } from "~/domain/bank";
import { getDb } from "~/infra/db.server";
import { commitVisitorSession, getVisitorSession } from "~/infra/session.server";
import { type AstrologerRegistration, registerAstrologer, saveBankDetails, saveDocuments } from "~/services/onboarding.server";

// Astrologer applications for service tests: registered through the onboarding verbs, with
// bank details and the three required documents, as an applicant leaves them after step 3.

let counter = 0;

/** A mobile number no other test of this process uses. */
export function freshApplicantMobile(): string {
  counter += 1;
  return `78${String(process.pid % 1000).padStart(3, "0")}${String(Date.now() % 1000).padStart(3, "0")}${String(counter).padStart(2, "0")}`;
}

type BankDetailsInput = Parameters<typeof saveBankDetails>[1];

const AADHAAR = "23456789012" + verhoeffCheckDigit("23456789012");

/** The registration form of an applicant, Kavya from Chennai, as the onboarding verbs take it. */
export function astrologerRegistration(mobile: string, overrides: Partial<AstrologerRegistration> = {}): AstrologerRegistration {
  return {
    mobile,
    fullName: "Kavya Raman Iyer",
    age: 34,
    gender: "Female",
    address: "12 Temple Street",
    country: "India",
    countryId: 101,
    state: "Tamil Nadu",
    stateId: 4035,
    city: "Chennai",
    cityId: 131517,
    pinCode: "600001",
    email: "kavya@example.in",
    languages: "Tamil, English",
    experience: 9,
    specialization: "vedic",
    ...overrides,
  };
}

/** An application under review: registered, bank details saved, every required document uploaded. */
export async function completeApplication(mobile: string): Promise<number> {
  const id = await registerAstrologer(astrologerRegistration(mobile));
  await giveIdentityData(id, mobile);
  return id;
}

/** The bank details form of an applicant (Kavya's account at the State Bank), as saveBankDetails takes it. */
export function bankDetails(mobile: string, overrides: Partial<BankDetailsInput> = {}): BankDetailsInput {
  return {
    mobile,
    aadhaar: AADHAAR,
    pan: "ABCDE1234F",
    accountHolderName: "Kavya Iyer",
    accountNumber: "000123456789",
    ifsc: "SBIN0000001",
    bankName: "State Bank of India",
    branchName: "",
    address: "",
    city: "",
    state: "",
    ...overrides,
  };
}

/** Bank details and the three required documents, as the onboarding steps save them. */
export async function giveIdentityData(astrologerId: number, mobile: string): Promise<void> {
  await saveBankDetails(astrologerId, bankDetails(mobile));
  const file = (kind: "aadhar_front" | "aadhar_back" | "pan_card", name: string) => ({
    kind,
    content: new TextEncoder().encode(`${kind} of ${mobile}`),
    originalName: name,
    contentType: "image/jpeg",
    sizeBytes: 20,
  });
  await saveDocuments(astrologerId, [file("aadhar_front", "front.jpg"), file("aadhar_back", "back.jpg"), file("pan_card", "pan.jpg")]);
}

/** What the application still holds: its document rows and whether it has bank details. */
export async function identityDataOf(astrologerId: number): Promise<{ documents: number; bankDetails: boolean }> {
  const db = await getDb();
  const [documents, bank] = await Promise.all([
    db.selectFrom("astrologerDocuments").select("id").where("astrologerId", "=", astrologerId).execute(),
    db.selectFrom("astrologerBankDetails").select("astrologerId").where("astrologerId", "=", astrologerId).executeTakeFirst(),
  ]);
  return { documents: documents.length, bankDetails: Boolean(bank) };
}

/** A request from the applicant's browser: a session that registered this application under a proven number. */
export async function applicantRequest(url: string, mobile: string, astrologerId: number, init: RequestInit = {}): Promise<Request> {
  const session = await getVisitorSession(new Request("http://localhost/"));
  session.set("phoneNumber", mobile);
  session.set("userType", "ASTROLOGER");
  session.set("astrologerId", astrologerId);
  const cookie = (await commitVisitorSession(session))!.split(";")[0];
  return new Request(url, { ...init, headers: { ...init.headers, Cookie: cookie } });
}
