import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { secondsUntil } from "~/domain/http-cache";
import { indiaMinuteFrom } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { sendOtp } from "~/features/account/otp.server";
import { OTP_REFUSALS } from "~/forms/otp";
import { mobileLoginValidator } from "~/forms/validators/mobile-login";
import { deviceIdOf } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { commitVisitorSession, getVisitorSession, isLoggedIn } from "~/infra/session.server";
import { keepOtpBrowserKey, loginChallengeOf, otpBrowserKeyOf, startLoginChallenge } from "~/infra/session-keys.server";
import { translator } from "~/locales/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (isLoggedIn(session)) throw redirect(pathInLanguage("/", languageOfRequest(request)));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const t = translator(language);
  const next = pathInLanguage("/otp-verifications", language);
  const form = await readForm(request);
  const result = await mobileLoginValidator(language).validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const { mobile } = result.data;
  // Refused after all: the message beside the number, shown again as its ten digits.
  const fail = (message: string, status: number, headers?: HeadersInit) =>
    validationError({ fieldErrors: { mobile: message } }, { ...result.submittedData, mobile }, { status, headers });
  // Honeypot filled in: answer as if all went well, but send nothing.
  if (String(form.get("website") ?? "") !== "") return redirect(next);

  const session = await getVisitorSession(request);
  const held = loginChallengeOf(session);
  const browserId = otpBrowserKeyOf(session);
  const sent = await sendOtp({
    phone: mobile,
    purpose: "login",
    ip: clientIp(context),
    deviceId: await deviceIdOf(request),
    browserId,
    heldChallengeId: held.phone === mobile ? held.challengeId : undefined,
    language,
  });
  if (!sent.ok) {
    // Sent a moment ago to this browser (a second press, or Back): go on to enter that code,
    // with its countdown, rather than send another. Another browser on this device or address
    // waits for its own countdown; other requesters have countdowns of their own.
    if (sent.reason === "too-soon" && sent.held) return redirect(next);
    if (sent.reason === "too-soon")
      return fail(t("account:otp.resendTooSoon", { seconds: sent.secondsLeft }), 429, { "Retry-After": String(sent.secondsLeft) });
    if (sent.reason === "phone-limit") return fail(t("account:login.rateLimited"), 429);
    if (sent.reason === "address-limit") return fail(t("account:login.addressLimited"), 429);
    // No code can go for anyone asking from here now: said, with the time, never an OTP page
    // waiting for an SMS that will not come.
    if (sent.reason === "busy") {
      const clock = indiaMinuteFrom(sent.retryAt, language);
      return fail(t(OTP_REFUSALS.send[sent.cause], { clock }), 429, { "Retry-After": String(secondsUntil(sent.retryAt)) });
    }
    return fail(t("account:login.sendFailed"), sent.reason === "invalid-phone" ? 400 : 503);
  }
  startLoginChallenge(session, mobile, sent.challengeId);
  keepOtpBrowserKey(session, browserId);
  return redirectWithCookies(next, [await commitVisitorSession(session)]);
}
