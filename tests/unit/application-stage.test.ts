import { describe, expect, it } from "vitest";

import { applicationStage, maySeeWelcome, nextStepOf } from "~/domain/application-stage";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { mayWithdraw } from "~/forms/application-withdrawal";
import { mayRegisterAgain } from "~/forms/astrologer";
import { withdrawalValidator } from "~/forms/validators/withdrawal";
import { en } from "~/locales/en";

import { validate } from "../support/validate";

const withdrawalMessages = en.onboarding.withdrawal;

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

  it("a withdrawn application reads as withdrawn, and its applicant may register again", () => {
    const withdrawn = { ...pending, status: ASTROLOGER_STATUS.WITHDRAWN };
    expect(applicationStage(withdrawn)).toBe("withdrawn");
    expect(maySeeWelcome("withdrawn")).toBe(false);
    expect(mayRegisterAgain(withdrawn)).toBe(true);
    expect(mayRegisterAgain({ ...pending, status: ASTROLOGER_STATUS.REJECTED })).toBe(false);
    expect(mayRegisterAgain({ ...pending, status: ASTROLOGER_STATUS.REJECTED, canReapply: true })).toBe(true);
  });

  it("only an application under review or not approved may be withdrawn: never an approved, deactivated or withdrawn one", () => {
    expect(mayWithdraw(pending)).toBe(true);
    expect(mayWithdraw({ ...pending, status: ASTROLOGER_STATUS.REJECTED })).toBe(true);
    expect(mayWithdraw({ ...pending, status: ASTROLOGER_STATUS.ACTIVE })).toBe(false);
    expect(mayWithdraw({ ...pending, status: ASTROLOGER_STATUS.ACTIVE, deactivated: true })).toBe(false);
    expect(mayWithdraw({ ...pending, status: ASTROLOGER_STATUS.WITHDRAWN })).toBe(false);
  });

  it("the withdrawal form takes only a real record id, and answers anything else with its message", async () => {
    expect(await validate(withdrawalValidator("en"), { applicationId: "42" })).toEqual({ data: { applicationId: 42 } });
    for (const wrong of ["", "0", "-1", "1e3", "0x10", "99999999999"]) {
      expect(await validate(withdrawalValidator("en"), { applicationId: wrong })).toEqual({
        fieldErrors: { form: withdrawalMessages.notFound },
      });
    }
  });

  it("only an approved astrologer is welcomed", () => {
    expect(maySeeWelcome("approved")).toBe(true);
    for (const stage of ["review", "incomplete", "rejected", "withdrawn", "deactivated", "unknown"] as const)
      expect(maySeeWelcome(stage)).toBe(false);
  });
});
