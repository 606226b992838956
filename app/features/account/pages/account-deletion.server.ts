import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { type FieldErrors, validationError } from "remix-validated-form";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { maskPhone } from "~/domain/phone";
import { confirmDeletion, type DeletionOutcome, requestDeletionCode, resendDeletionCode } from "~/features/account/account-deletion.server";
import { secondsUntilResend } from "~/features/account/otp.server";
import { resendClock } from "~/forms/otp";
import { FORM_ERROR } from "~/forms/validation";
import { deletionOtpValidator, deletionRequestValidator } from "~/forms/validators/account-deletion";
import { deviceIdOf } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { cookieHeaders, jsonWithCookies, redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { clearLogin, commitVisitorSession, getVisitorSession } from "~/infra/session.server";
import {
  deletionOf,
  forgetDeletion,
  keepOtpBrowserKey,
  markDeletionDone,
  otpBrowserKeyOf,
  startDeletion,
  takeDeletionDone,
} from "~/infra/session-keys.server";

// Three steps (onboarding-and-admin §2): mobile + confirmation, OTP, done. The step lives in
// the session. Every number gets the same answers, so the page never tells whether a
// number has an account.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (takeDeletionDone(session)) {
    return jsonWithCookies({ step: "done" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null }, [
      await commitVisitorSession(session),
    ]);
  }
  const { phone, challengeId } = deletionOf(session);
  if (phone && challengeId) {
    const secondsLeft = (await secondsUntilResend(challengeId)) ?? 0;
    const resendFrom = resendClock(secondsLeft, languageOfRequest(request));
    return json({ step: "otp" as const, phone: maskPhone(phone), secondsLeft, resendFrom, challengeId });
  }
  return json({ step: "mobile" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const here = pathInLanguage("/account-deletion", language);
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const intent = String(form.get("intent") ?? "");
  const ip = clientIp(context);
  const deviceId = await deviceIdOf(request);
  const browserId = otpBrowserKeyOf(session);
  const withSession = async () => ({ headers: cookieHeaders([await commitVisitorSession(session)]) });

  if (intent === "restart") {
    forgetDeletion(session);
    return redirectWithCookies(here, [await commitVisitorSession(session)]);
  }
  const state = deletionOf(session);
  let outcome: DeletionOutcome;
  if (intent === "send") {
    const result = await deletionRequestValidator(language).validate(form);
    if (result.error) return validationError(result.error, result.submittedData, await withSession());
    outcome = await requestDeletionCode({
      typed: String(form.get("mobile") ?? ""),
      confirm: result.data.confirm,
      ip,
      deviceId,
      browserId,
      state,
      language,
    });
  } else {
    const result = await deletionOtpValidator(language).validate(form);
    if (result.error) return validationError(result.error, {}, await withSession());
    outcome =
      result.data.intent === "resend"
        ? await resendDeletionCode({ ip, deviceId, browserId, state, language })
        : await confirmDeletion({ code: result.data.code, state, language });
  }

  switch (outcome.kind) {
    case "refused": {
      // The first step's refusals are about the form (a wait, a failed send); the second's, the code.
      const fieldErrors: FieldErrors = intent === "send" ? { [FORM_ERROR]: outcome.error } : { otp: outcome.error };
      const { headers } = await withSession();
      if (outcome.retryAfter !== undefined) headers.set("Retry-After", String(outcome.retryAfter));
      return validationError({ fieldErrors }, outcome.values ?? {}, { status: outcome.status, headers });
    }
    case "code-held":
      return redirect(here);
    case "code-sent":
      // The page is loaded again (post/redirect/get) so that, without JavaScript too, it is
      // rendered from the new session: the OTP step with its own countdown.
      startDeletion(session, outcome.state);
      keepOtpBrowserKey(session, browserId);
      return redirectWithFlash(here, { kind: "success", text: outcome.notice }, [await commitVisitorSession(session)]);
    case "deleted":
      // The deleted account's session ends too.
      clearLogin(session);
      markDeletionDone(session);
      return redirectWithCookies(here, [await commitVisitorSession(session)]);
  }
}
