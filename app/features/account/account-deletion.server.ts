import { secondsUntil } from "~/domain/http-cache";
import { indiaMinuteFrom } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { isValidIndianMobile, MOBILE_INPUT_MAX_LENGTH, mobileFromInput } from "~/domain/phone";
import { OTP_REFUSALS } from "~/forms/otp";
import { failureStatus } from "~/infra/database-errors.server";
import { logger } from "~/infra/logger.server";
import { translator } from "~/locales/i18n";
import { deleteCustomerByMobile } from "~/services/customers.server";

import { type OtpRequester, resendOtp, sendOtp, verifyOtp } from "./otp.server";

// Deleting an account (onboarding-and-admin §2): the mobile number and a confirmation, an OTP
// sent to it, the code, and the account gone. Every number gets the same answers, so the steps
// never tell whether a number has an account. The route keeps `DeletionState` in the visitor's
// session between the steps and turns each outcome into its answer. Each step's messages are in
// `language`, the page's (English when not told).

/** Where a deletion stands between the steps: the number the code went to, and its challenge. */
export type DeletionState = { phone?: string; challengeId?: string };

/** The mobile step's fields as they are shown again after a refusal. */
export type DeletionValues = { mobile: string; confirm: boolean };

export type DeletionOutcome =
  /** A code is on its way: the OTP step, with a notice. */
  | { kind: "code-sent"; state: Required<DeletionState>; notice: string }
  /** A code was sent to this browser a moment ago (a second press, or Back): enter that one. */
  | { kind: "code-held" }
  /** The account of the number (if any) is deleted: the session's login ends with it. */
  | { kind: "deleted" }
  /** Refused, with the message for the page, the HTTP status, the fields as typed and, for a wait, its seconds. */
  | { kind: "refused"; error: string; status: number; values?: DeletionValues; retryAfter?: number };

/** A step that sends a code: who asks (as the OTP's sender counts them), where the deletion stands, the page's language. */
type DeletionStep = OtpRequester & { state: DeletionState; language?: Language };

const refused = (error: string, status: number, values?: DeletionValues, retryAfter?: number): DeletionOutcome => ({
  kind: "refused",
  error,
  status,
  values,
  retryAfter,
});

/** Step one: a valid number, the confirmation ticked, and a code sent to it. */
export async function requestDeletionCode(input: DeletionStep & { typed: string; confirm: boolean }): Promise<DeletionOutcome> {
  const t = translator(input.language ?? "en");
  const mobile = mobileFromInput(input.typed);
  // Shown again as typed when refused; the ten digits once they pass.
  const values = { mobile: isValidIndianMobile(mobile) ? mobile : input.typed.slice(0, MOBILE_INPUT_MAX_LENGTH), confirm: input.confirm };
  if (!isValidIndianMobile(mobile)) return refused(t("account:deletion.invalidMobile"), 400, values);
  if (!input.confirm) return refused(t("account:deletion.confirm"), 400, values);
  const heldChallengeId = input.state.phone === mobile ? input.state.challengeId : undefined;
  const result = await sendOtp({
    phone: mobile,
    purpose: "deletion",
    ip: input.ip,
    deviceId: input.deviceId,
    browserId: input.browserId,
    heldChallengeId,
    language: input.language,
  }).catch(() => null);
  if (!result) return refused(t("account:deletion.sendError"), 503, values);
  if (!result.ok) {
    if (result.reason === "too-soon" && result.held) return { kind: "code-held" };
    if (result.reason === "too-soon")
      return refused(t("account:deletion.sendTooSoon", { seconds: result.secondsLeft }), 429, values, result.secondsLeft);
    if (result.reason === "busy") {
      const clock = indiaMinuteFrom(result.retryAt, input.language);
      return refused(t(OTP_REFUSALS.send[result.cause], { clock }), 429, values, secondsUntil(result.retryAt));
    }
    return refused(t("account:deletion.sendFailed"), result.reason === "send-failed" ? 503 : 429, values);
  }
  return { kind: "code-sent", state: { phone: mobile, challengeId: result.challengeId }, notice: t("account:deletion.sent") };
}

/** A new code to the same number, once the wait is over. */
export async function resendDeletionCode(input: DeletionStep): Promise<DeletionOutcome> {
  const t = translator(input.language ?? "en");
  const { phone, challengeId } = input.state;
  if (!phone) return refused(t("account:deletion.resendFailed"), 400);
  const result = await resendOtp({
    challengeId,
    phone,
    purpose: "deletion",
    ip: input.ip,
    deviceId: input.deviceId,
    browserId: input.browserId,
    language: input.language,
  }).catch(() => null);
  if (!result) return refused(t("account:deletion.resendError"), 503);
  if (!result.ok) {
    if (result.reason === "busy") {
      const clock = indiaMinuteFrom(result.retryAt, input.language);
      return refused(t(OTP_REFUSALS.send[result.cause], { clock }), 429, undefined, secondsUntil(result.retryAt));
    }
    if (result.reason === "too-soon")
      return refused(t("account:deletion.resendTooSoon", { seconds: result.secondsLeft }), 429, undefined, result.secondsLeft);
    return refused(t("account:deletion.resendFailed"), result.reason === "send-failed" ? 503 : 429);
  }
  return { kind: "code-sent", state: { phone, challengeId: result.challengeId }, notice: t("account:deletion.resent") };
}

/** The code: right, and the number's account (if any) is deleted with its sessions. */
export async function confirmDeletion(input: { code: string | null; state: DeletionState; language?: Language }): Promise<DeletionOutcome> {
  const t = translator(input.language ?? "en");
  const { phone, challengeId } = input.state;
  if (!phone || !challengeId || !input.code) return refused(t("account:deletion.invalidOtpOrMissing"), 400);
  const verified = await verifyOtp({ challengeId, phone, purpose: "deletion", code: input.code }).catch(() => null);
  if (!verified) return refused(t("account:deletion.validateError"), 503);
  if (!verified.ok && verified.reason === "tries-paused") {
    const clock = indiaMinuteFrom(verified.retryAt, input.language);
    return refused(t(OTP_REFUSALS.check[verified.cause], { clock }), 429, undefined, secondsUntil(verified.retryAt));
  }
  if (!verified.ok) return refused(t("account:deletion.invalidOtp"), 400);
  try {
    await deleteCustomerByMobile(phone);
  } catch (error) {
    logger.error("account deletion failed", { error });
    return refused(t("account:deletion.deleteFailed"), failureStatus(error));
  }
  return { kind: "deleted" };
}
