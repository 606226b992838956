import { describe, expect, it } from "vitest";

import { GRIEVANCE_RESPONSE_DAYS, GRIEVANCE_RETENTION_YEARS } from "~/domain/grievance";
import { aboutPage } from "~/locales/content/about";
import { privacyPolicy } from "~/locales/content/legal/privacy-policy";
import { refundPolicy } from "~/locales/content/legal/refund-policy";
import { termsAndConditions } from "~/locales/content/legal/terms";
import type { LegalDocument } from "~/locales/content/legal/types";

const documents: LegalDocument[] = [privacyPolicy, refundPolicy, termsAndConditions];

function joined(doc: LegalDocument): string {
  const parts = [doc.title, doc.intro];
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) {
      if (block.kind === "p") parts.push(block.text);
      else parts.push(...block.items);
    }
  }
  return parts.join("\n");
}

function allStrings(doc: LegalDocument): string[] {
  return joined(doc).split("\n").concat(doc.metaDescription, doc.lastUpdated, doc.slug);
}

const aboutText = [aboutPage.title, aboutPage.intro, ...aboutPage.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join("\n");

const ADULT = /18 (years )?(of age )?or (over|older)/i;
const KNOWN_PLACEHOLDERS = new Set([
  "{closedApplicationDays}",
  "{brand}",
  "{legalName}",
  "{contactEmail}",
  "{contactPhone}",
  "{grievanceOfficerName}",
  "{grievanceOfficerEmail}",
  "{grievanceForm}",
]);

function expectAll(text: string, patterns: RegExp[]) {
  for (const pattern of patterns) {
    expect(text, `expected to match ${pattern}`).toMatch(pattern);
  }
}

describe("legal documents: shape", () => {
  it("have the expected slugs, titles and last-updated date", () => {
    expect(privacyPolicy.slug).toBe("privacy-policy");
    expect(privacyPolicy.title).toBe("Privacy Policy");
    expect(refundPolicy.slug).toBe("refund-policy");
    expect(refundPolicy.title).toBe("Refund & Cancellation Policy");
    expect(termsAndConditions.slug).toBe("terms-and-conditions");
    expect(termsAndConditions.title).toBe("Terms & Conditions");
    for (const doc of [refundPolicy, termsAndConditions]) expect(doc.lastUpdated).toBe("September 2025");
  });

  it("the privacy policy says it was last updated in November 2026, when its retention periods changed", () => {
    expect(privacyPolicy.lastUpdated).toBe("November 2026");
  });

  it.each(documents.map((d) => [d.slug, d] as const))("%s has 7 to 12 non-empty sections", (_slug, doc) => {
    expect(doc.sections.length).toBeGreaterThanOrEqual(7);
    expect(doc.sections.length).toBeLessThanOrEqual(12);
    expect(doc.intro.trim().length).toBeGreaterThan(0);
    expect(doc.metaDescription.trim().length).toBeGreaterThan(0);
    for (const section of doc.sections) {
      expect(section.heading.trim().length).toBeGreaterThan(0);
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) {
        if (block.kind === "p") expect(block.text.trim().length).toBeGreaterThan(0);
        else expect(block.items.length).toBeGreaterThan(0);
      }
    }
  });

  it("use only known placeholders, straight apostrophes and no hard-coded brand", () => {
    const texts = [...documents.flatMap(allStrings), aboutText, aboutPage.metaDescription];
    for (const text of texts) {
      for (const placeholder of text.match(/\{[^}]*\}/g) ?? []) {
        expect(KNOWN_PLACEHOLDERS.has(placeholder), `unknown placeholder ${placeholder}`).toBe(true);
      }
      expect(text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
      expect(text).not.toMatch(/grahavani/i);
      expect(text).not.toMatch(/lorem ipsum/i);
    }
  });

  it("keep placeholders out of titles, headings and meta descriptions", () => {
    for (const doc of documents) {
      expect(doc.title).not.toMatch(/\{/);
      expect(doc.metaDescription).not.toMatch(/\{/);
      for (const section of doc.sections) expect(section.heading).not.toMatch(/\{/);
    }
    expect(aboutPage.title).not.toMatch(/\{/);
    expect(aboutPage.metaDescription).not.toMatch(/\{/);
    for (const section of aboutPage.sections) expect(section.heading).not.toMatch(/\{/);
  });
});

describe("legal documents: required facts", () => {
  it("terms and conditions carry every term of the spec", () => {
    const text = joined(termsAndConditions);
    expectAll(text, [
      ADULT,
      /one account per mobile number/i,
      /OTP/,
      /5 minutes/i,
      /at least ₹10 per minute/i,
      /₹10/,
      /₹250/,
      /50%/,
      /prepaid/i,
      /deducted at the end/i,
      /intermediary/i,
      /independent (astrologers|professionals)/i,
      /verification documents/i,
      /no guarantee|not guarantee/i,
      /not a substitute for medical, legal or financial advice/i,
      /18% GST/i,
      /TDS/,
      /weekly or monthly/i,
      /England and Wales/i,
      /7 days/i,
      /7 working days/i,
      /Monday to Friday/i,
      /original payment method/i,
      /grievance officer/i,
      /\{contactEmail\}/,
      /\{contactPhone\}/,
      /\/account-deletion/,
    ]);
  });

  it("the refund policy carries the cancellation, complaint and refund rules", () => {
    const text = joined(refundPolicy);
    expectAll(text, [
      /prepaid/i,
      /deducted at the end/i,
      /cancel[^.]*within 7 days of the order/i,
      /within 7 days of receiving the service/i,
      /7 working days/i,
      /Monday to Friday/i,
      /original payment method/i,
      /5 minutes/i,
      /not refundable/i,
      /grievance officer/i,
      /\{contactEmail\}/,
      /\{contactPhone\}/,
    ]);
  });

  it("the privacy policy covers collection, legal basis, cookies, rights, children and the grievance officer", () => {
    const text = joined(privacyPolicy);
    expectAll(text, [
      /mobile number/i,
      /OTP/,
      /birth/i,
      /Aadhaar/,
      /PAN/,
      /bank/i,
      /encrypted/i,
      /masked/i,
      /Digital Personal Data Protection Act 2023/i,
      /Information Technology Act 2000/i,
      /SPDI Rules/,
      /signed session cookie/i,
      /message cookie/i,
      /no(t use)? advertising/i,
      /do not use browser storage for your session/i,
      /service providers/i,
      /law enforcement/i,
      /\/account-deletion/,
      /under 13/i,
      ADULT,
      /grievance officer/i,
      /\{contactEmail\}/,
      /\{contactPhone\}/,
    ]);
  });

  it("every legal document names the grievance officer and the contact e-mail", () => {
    for (const doc of documents) {
      expectAll(joined(doc), [/grievance officer/i, /\{contactEmail\}/]);
    }
  });

  it("every legal document names the Grievance Officer, their e-mail and form, and the days we answer within", () => {
    for (const doc of documents) {
      expectAll(joined(doc), [
        /Name: \{grievanceOfficerName\}/,
        /E-mail: \{grievanceOfficerEmail\}/,
        /\{grievanceForm\}/,
        new RegExp(`answer it within ${GRIEVANCE_RESPONSE_DAYS} days of receiving it`),
      ]);
    }
    expect(joined(privacyPolicy)).toContain(`kept for ${GRIEVANCE_RETENTION_YEARS} years after it is resolved`);
  });
});

describe("about page", () => {
  it("has a title, intro, sections and meta description", () => {
    expect(aboutPage.title.trim().length).toBeGreaterThan(0);
    expect(aboutPage.intro.trim().length).toBeGreaterThan(0);
    expect(aboutPage.metaDescription.trim().length).toBeGreaterThan(0);
    expect(aboutPage.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of aboutPage.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it("says who we are, what we offer, how astrologers are verified and our values", () => {
    expectAll(aboutText, [
      /\{brand\}/,
      /\{legalName\}/,
      /daily horoscopes/i,
      /yearly horoscopes/i,
      /festival calendar/i,
      /articles/i,
      /chat or call/i,
      /mobile app/i,
      /5 minutes/i,
      /bank details/i,
      /identity documents/i,
      /privacy/i,
      /not a guarantee|no guarantee/i,
    ]);
  });

  it("mentions the frequently asked questions in its last section", () => {
    const last = aboutPage.sections[aboutPage.sections.length - 1];
    expect(last.paragraphs.join(" ")).toMatch(/frequently asked questions/i);
  });
});
