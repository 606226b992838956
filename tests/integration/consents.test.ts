import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatDataValue } from "~/domain/my-data";
import { personalDataOf } from "~/features/account/my-data.server";
import { getDb } from "~/infra/db.server";
import { PRIVACY_NOTICE_VERSION } from "~/locales/content/legal/privacy-notice";
import { en } from "~/locales/en";
import { translator } from "~/locales/i18n";
import { withdrawApplication } from "~/services/closed-applications.server";
import { consentsOf } from "~/services/consents.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import { submitGrievance } from "~/services/grievances.server";
import { registerAstrologer } from "~/services/onboarding.server";

import { astrologerRegistration } from "../support/applications";

const t = translator("en");

const consentPurposeNames = en.account.myData.consentPurposes;

// Consent to the privacy notice, on a real database: recorded with the account or application it
// was given for, in the same transaction, with its time and the notice's version; gone with the
// customer's account; shown to the person in their own data, beside the grievances they sent.

const CUSTOMER = "7000071001";
const SILENT = "7000071002";
const APPLICANT = "7000071003";
const PHONES = [CUSTOMER, SILENT, APPLICANT];

const CONSENT = { noticeVersion: PRIVACY_NOTICE_VERSION };

const application = astrologerRegistration(APPLICANT, { fullName: "Kavya Consent", email: "kavya.consent@example.in" });

async function clean() {
  const db = await getDb();
  await db.deleteFrom("grievances").where("mobile", "in", PHONES).execute();
  await db.deleteFrom("customers").where("mobile", "in", PHONES).execute();
  await db.deleteFrom("astrologers").where("mobile", "in", PHONES).execute();
}

beforeAll(clean);
afterAll(clean);

describe("consents", () => {
  it("are recorded with the customer's account, with the time and the notice's version, and go with it", async () => {
    const before = new Date();
    const customer = await registerCustomer({ mobile: CUSTOMER, firstName: "Asha", lastName: null }, CONSENT);
    const [consent, ...more] = await consentsOf({ customerId: customer.id });
    expect(more).toEqual([]);
    expect(consent).toMatchObject({ purpose: "customer_account", noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(consent.givenAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(consent.givenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await deleteCustomerByMobile(CUSTOMER)).toBe(true);
    const db = await getDb();
    expect(await db.selectFrom("consents").select("id").where("customerId", "=", customer.id).execute()).toEqual([]);
  });

  it("are not made up for an account created without one (demo data)", async () => {
    const customer = await registerCustomer({ mobile: SILENT, firstName: "Demo", lastName: null });
    expect(await consentsOf({ customerId: customer.id })).toEqual([]);
    const data = await personalDataOf({ phone: SILENT, sessionId: undefined });
    const section = data.sections.find((s) => s.id === "consents")!;
    expect(section.records).toEqual([]);
    expect(section.empty).toMatch(/before we asked/);
  });

  it("are recorded for each application, a new one after a withdrawal included, and shown in the applicant's data", async () => {
    const id = await registerAstrologer(application, CONSENT);
    await withdrawApplication(id, APPLICANT, null);
    expect(await registerAstrologer(application, { noticeVersion: "2099-01-01" })).toBe(id);
    const consents = await consentsOf({ astrologerId: id });
    expect(consents.map((c) => [c.purpose, c.noticeVersion])).toEqual([
      ["astrologer_application", PRIVACY_NOTICE_VERSION],
      ["astrologer_application", "2099-01-01"],
    ]);

    await submitGrievance(
      { name: "Kavya", email: null, mobile: APPLICANT, category: "personal_data", description: "Please correct my city." },
      { customerId: null, ip: null },
    );
    const data = await personalDataOf({ phone: APPLICANT, sessionId: undefined });
    const section = data.sections.find((s) => s.id === "consents")!;
    expect(section.records).toHaveLength(2);
    const first = Object.fromEntries(section.records[0].fields.map((f) => [f.key, f]));
    expect(first.for.value).toBe(consentPurposeNames.astrologer_application);
    expect(first.noticeVersion.value).toBe(PRIVACY_NOTICE_VERSION);
    expect(formatDataValue(first.agreedAt, t)).toMatch(/\d{4}/);

    const grievances = data.sections.find((s) => s.id === "grievances")!;
    expect(grievances.records).toHaveLength(1);
    const grievance = Object.fromEntries(grievances.records[0].fields.map((f) => [f.key, f.value]));
    expect(grievance).toMatchObject({ about: "My personal data", grievance: "Please correct my city.", mobile: APPLICANT, status: "Open" });
    expect(grievance.reference).toMatch(/^G-\d{4}-\d{6}$/);
  });
});
