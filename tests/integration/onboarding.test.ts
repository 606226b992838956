import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "~/domain/bank";
import { getDb } from "~/infra/db.server";
import { decryptField } from "~/infra/encryption.server";
import {
  AlreadyRegisteredError,
  applicationStatus,
  type AstrologerRegistration,
  registerAstrologer,
  saveBankDetails,
  saveDocuments,
} from "~/services/onboarding.server";

import { astrologerRegistration, bankDetails } from "../support/applications";

const MOBILE = "7000011122";

const form = (overrides: Partial<AstrologerRegistration> = {}) => astrologerRegistration(MOBILE, overrides);

async function clean() {
  const db = await getDb();
  await db.deleteFrom("astrologers").where("mobile", "=", MOBILE).execute();
}
beforeEach(clean);
afterAll(clean);

describe("astrologer onboarding", () => {
  it("registers a Pending application with the form's values and the spec's defaults", async () => {
    const id = await registerAstrologer(form());
    const db = await getDb();
    const row = await db.selectFrom("astrologers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 3,
      firstName: "Kavya",
      lastName: "Raman Iyer",
      age: 34,
      language: "Tamil, English",
      specialization: "vedic",
      experience: 9,
      callCharges: 10,
      chatCharges: 10,
      apptCharges: 1000,
      ecallCharges: 50,
      echatCharges: 20,
      videoCallCharges: 50,
      rating: 10,
    });
    const events = await db.selectFrom("reviewEvents").select("action").where("astrologerId", "=", id).execute();
    expect(events.map((e) => e.action)).toEqual(["submitted"]);
  });

  it("never creates a second record for a number", async () => {
    const id = await registerAstrologer(form());
    await expect(registerAstrologer(form({ fullName: "Someone Else" }))).rejects.toEqual(new AlreadyRegisteredError(id));
    const db = await getDb();
    expect(await db.selectFrom("astrologers").select("id").where("mobile", "=", MOBILE).execute()).toHaveLength(1);
  });

  it("a rejected applicant allowed to reapply goes back to Pending on the same record", async () => {
    const id = await registerAstrologer(form());
    const db = await getDb();
    await db.updateTable("astrologers").set({ status: 4, rejectionReason: "Blurred PAN", canReapply: true }).where("id", "=", id).execute();
    expect(await registerAstrologer(form({ experience: 10 }))).toBe(id);
    const row = await db.selectFrom("astrologers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 3, experience: 10, canReapply: false, rejectionReason: null });
  });

  it("stores Aadhaar and account numbers encrypted, keeping only their last four digits plain", async () => {
    const id = await registerAstrologer(form());
    const aadhaar = "23456789012" + verhoeffCheckDigit("23456789012");
    await saveBankDetails(id, bankDetails(MOBILE, { aadhaar }));
    const db = await getDb();
    const row = await db.selectFrom("astrologerBankDetails").selectAll().where("astrologerId", "=", id).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(aadhaar);
    expect(stored).not.toContain("000123456789");
    expect(row.aadhaarLast4).toBe(aadhaar.slice(-4));
    expect(row.accountLast4).toBe("6789");
    expect(decryptField(row.aadhaarEncrypted)).toBe(aadhaar);
    expect(decryptField(row.accountNumberEncrypted)).toBe("000123456789");
  });

  it("names the bank from the offline IFSC list when the form left it empty", async () => {
    const id = await registerAstrologer(form());
    await saveBankDetails(id, {
      mobile: MOBILE,
      aadhaar: "23456789012" + verhoeffCheckDigit("23456789012"),
      pan: "ABCDE1234F",
      accountHolderName: "Kavya Iyer",
      accountNumber: "000123456789",
      ifsc: "HDFC0000001",
      bankName: "",
      branchName: "",
      address: "",
      city: "",
      state: "",
    });
    const db = await getDb();
    const row = await db.selectFrom("astrologerBankDetails").select("bankName").where("astrologerId", "=", id).executeTakeFirstOrThrow();
    expect(row.bankName).toBe("HDFC Bank");
  });

  it("reports where the application stands", async () => {
    expect(await applicationStatus(MOBILE)).toBeNull();
    const id = await registerAstrologer(form());
    expect(await applicationStatus(MOBILE)).toMatchObject({
      astrologerId: id,
      status: 3,
      bankDetailsSaved: false,
      missingDocuments: ["aadhar_front", "aadhar_back", "pan_card"],
    });
    await saveDocuments(id, [
      { kind: "aadhar_front", content: new Uint8Array(10), originalName: "front.jpg", contentType: "image/jpeg", sizeBytes: 10 },
    ]);
    expect((await applicationStatus(MOBILE))?.missingDocuments).toEqual(["aadhar_back", "pan_card"]);
  });
});
