import { describe, expect, it } from "vitest";

import { approvalWarnings } from "~/domain/admin";
import { formatIndiaDate } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { applicationStatus, ASTROLOGER_STATUS } from "~/domain/onboarding";
import { adminWords } from "~/locales/en/admin";
import { translator } from "~/locales/i18n";

const t = translator("en");

describe("India date and time on admin pages", () => {
  it("prints India's wall clock with the zone named", () => {
    expect(formatIndiaDateTime(new Date("2026-11-22T11:07:00Z"))).toBe("22 Nov 2026, 4:37 pm IST");
  });

  it("moves to India's next day from 18:30 UTC", () => {
    expect(formatIndiaDateTime("2026-12-31T18:30:00Z")).toBe("1 Jan 2027, 12:00 am IST");
    expect(formatIndiaDate("2026-12-31T18:29:59Z")).toBe("31/12/2026");
    expect(formatIndiaDate("2026-12-31T18:30:00Z")).toBe("01/01/2027");
  });

  it("writes noon as 12 pm and keeps the minutes' leading zero", () => {
    expect(formatIndiaDateTime("2026-03-05T06:35:00Z")).toBe("5 Mar 2026, 12:05 pm IST");
    expect(formatIndiaDateTime("2026-03-05T05:29:00Z")).toBe("5 Mar 2026, 10:59 am IST");
  });

  it("reads a calendar day as that day in India", () => {
    expect(formatIndiaDate("2026-11-22")).toBe("22/11/2026");
  });

  it("shows a dash for a missing or broken value", () => {
    expect(formatIndiaDateTime(null)).toBe("—");
    expect(formatIndiaDateTime("not a date")).toBe("—");
    expect(formatIndiaDate(undefined)).toBe("—");
  });
});

describe("application status words", () => {
  const statusLabel = (status: number, deactivated?: boolean) => adminWords.applications.statuses[applicationStatus(status, deactivated)];

  it("reads Pending, Active, Rejected and Inactive", () => {
    expect(statusLabel(ASTROLOGER_STATUS.PENDING)).toBe("Pending");
    expect(statusLabel(ASTROLOGER_STATUS.ACTIVE)).toBe("Active");
    expect(statusLabel(ASTROLOGER_STATUS.REJECTED)).toBe("Rejected");
    expect(statusLabel(ASTROLOGER_STATUS.ACTIVE, true)).toBe("Inactive");
  });

  it("reads our own code 5 as Withdrawn", () => {
    expect(statusLabel(ASTROLOGER_STATUS.WITHDRAWN)).toBe("Withdrawn");
  });

  it("calls any other code Unknown", () => {
    expect(statusLabel(2)).toBe("Unknown");
  });
});

describe("what Approve warns about", () => {
  const complete = ["aadhar_front", "aadhar_back", "pan_card"];

  it("says nothing for an application with its required documents and bank details", () => {
    expect(approvalWarnings({ documentKinds: complete, hasBankDetails: true }, t, adminWords.approval)).toEqual([]);
  });

  it("warns when no document was uploaded and no bank details given", () => {
    expect(approvalWarnings({ documentKinds: [], hasBankDetails: false }, t, adminWords.approval)).toEqual([
      adminWords.approval.noDocuments,
      adminWords.approval.noBank,
    ]);
  });

  it("names the required documents that are missing, not the optional certificate", () => {
    expect(approvalWarnings({ documentKinds: ["aadhar_front", "certificate"], hasBankDetails: true }, t, adminWords.approval)).toEqual([
      "Required documents missing: Aadhar Back, PAN Card.",
    ]);
  });
});
