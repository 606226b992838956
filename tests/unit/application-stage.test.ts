import { describe, expect, it } from "vitest";

import { applicationStage, maySeeWelcome, nextStepOf } from "~/domain/application-stage";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";

const pending = { status: ASTROLOGER_STATUS.PENDING, deactivated: false, bankDetailsSaved: true, missingDocuments: [], canReapply: false };

describe("where an application stands", () => {
  it("a pending application with bank details and every document is under review", () => {
    expect(applicationStage(pending)).toBe("review");
  });

  it("a pending application missing a step is incomplete, and the next step is named", () => {
    expect(applicationStage({ ...pending, bankDetailsSaved: false })).toBe("incomplete");
    expect(applicationStage({ ...pending, missingDocuments: ["pan_card"] })).toBe("incomplete");
    expect(nextStepOf({ bankDetailsSaved: false }).to).toBe("/bank-details");
    expect(nextStepOf({ bankDetailsSaved: true }).to).toBe("/document");
  });

  it("decisions read as approved and rejected; deactivation wins over both", () => {
    expect(applicationStage({ ...pending, status: ASTROLOGER_STATUS.ACTIVE })).toBe("approved");
    expect(applicationStage({ ...pending, status: ASTROLOGER_STATUS.REJECTED })).toBe("rejected");
    expect(applicationStage({ ...pending, status: ASTROLOGER_STATUS.ACTIVE, deactivated: true })).toBe("deactivated");
    expect(applicationStage({ ...pending, status: 7 })).toBe("unknown");
  });

  it("only an approved astrologer is welcomed", () => {
    expect(maySeeWelcome("approved")).toBe(true);
    for (const stage of ["review", "incomplete", "rejected", "deactivated", "unknown"] as const) expect(maySeeWelcome(stage)).toBe(false);
  });
});
