import type { Words } from "~/domain/words";
import type { BRANCH_FIELDS } from "~/forms/astrologer";

// What the bank-details form makes of a branch lookup (spec §8 "IFSC"), the same for the page's
// own 'Find branch' post and for its lookup as the code is typed.

/** A branch lookup's answer (services/ifsc.server.ts, and /api/ifsc/{code}). */
export type BranchLookup =
  | { status: "invalid" }
  | { status: "found"; details: { bank: string; branch: string; address: string; city: string; state: string } }
  | { status: "bank-only"; bank: string };

type BranchField = (typeof BRANCH_FIELDS)[number];
export type LookupNote = { kind: "error" | "info"; text: string };

/** What a lookup fills in, and what it says in the page's language. */
export function lookupOutcome(result: BranchLookup, t: Words): { fill: Partial<Record<BranchField, string>>; note: LookupNote | null } {
  if (result.status === "found") {
    const { bank, branch, address, city, state } = result.details;
    return { fill: { bankName: bank, branchName: branch, address, city, state }, note: null };
  }
  // No branch lookup service, or it failed: the bank's name from the offline list, the rest typed by hand.
  if (result.status === "bank-only") {
    return { fill: { bankName: result.bank }, note: { kind: "info", text: t("onboarding:bankMessages.branchByHand") } };
  }
  return { fill: {}, note: { kind: "error", text: t("onboarding:bankMessages.ifscNotFound") } };
}
