import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { secondsUntil } from "~/domain/http-cache";
import { indiaMinuteFrom } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { maskPhone } from "~/domain/phone";
import { resendOtp, secondsUntilResend, verifyOtp } from "~/features/account/otp.server";
import { rememberDevice } from "~/features/account/remembered-devices.server";
import { OTP_REFUSALS, resendClock } from "~/forms/otp";
import { loginOtpValidator } from "~/forms/validators/login-otp";
import { deviceCookieFor, deviceIdOf } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp, sessionClient } from "~/infra/load-context.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, getVisitorSession, renewVisitorSession } from "~/infra/session.server";
import {
  keepOtpBrowserKey,
  loginChallengeOf,
  markPhoneVerified,
  otpBrowserKeyOf,
  replaceLoginChallenge,
} from "~/infra/session-keys.server";
import { translator } from "~/locales/i18n";

export async function loader({ request }: LoaderFunctionArgs) {
  const { phone, challengeId } = loginChallengeOf(await getVisitorSession(request));
  if (!phone) return json({ phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
  const secondsLeft = challengeId ? ((await secondsUntilResend(challengeId)) ?? 0) : 0;
  const resendFrom = resendClock(secondsLeft, languageOfRequest(request));
  return json({ phone: maskPhone(phone), secondsLeft, resendFrom, challengeId: challengeId ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const t = translator(language);
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const { phone, challengeId } = loginChallengeOf(session);
  const result = await loginOtpValidator(language).validate(form);
  if (result.error) return validationError(result.error, {});
  // Every refusal is said beside the boxes, which start empty again.
  const fail = (message: string, status = 400, headers?: HeadersInit) =>
    validationError({ fieldErrors: { otp: message } }, {}, { status, headers });

  if (result.data.intent === "resend") {
    if (!phone) return fail(t("account:otp.resendNoPhone"));
    const browserId = otpBrowserKeyOf(session);
    const resent = await resendOtp({
      challengeId,
      phone,
      purpose: "login",
      ip: clientIp(context),
      deviceId: await deviceIdOf(request),
      browserId,
      language,
    });
    if (!resent.ok) {
      if (resent.reason === "busy") {
        const clock = indiaMinuteFrom(resent.retryAt, language);
        return fail(t(OTP_REFUSALS.send[resent.cause], { clock }), 429, { "Retry-After": String(secondsUntil(resent.retryAt)) });
      }
      if (resent.reason === "too-soon")
        return fail(t("account:otp.resendTooSoon", { seconds: resent.secondsLeft }), 429, { "Retry-After": String(resent.secondsLeft) });
      if (resent.reason === "phone-limit" || resent.reason === "address-limit") return fail(t("account:otp.resendFailed"), 429);
      return fail(t("account:otp.resendFailed"), 503);
    }
    replaceLoginChallenge(session, resent.challengeId);
    keepOtpBrowserKey(session, browserId);
    // Loaded again from the new session (post/redirect/get), so the countdown restarts and the
    // boxes clear without JavaScript too.
    return redirectWithFlash(pathInLanguage("/otp-verifications", language), { kind: "success", text: t("account:otp.resent") }, [
      await commitVisitorSession(session),
    ]);
  }

  if (!phone) return fail(t("account:otp.noPhone"));
  if (!challengeId) return fail(t("account:otp.noSession"));
  const verified = await verifyOtp({ challengeId, phone, purpose: "login", code: result.data.code });
  if (!verified.ok) {
    if (verified.reason === "tries-paused") {
      const clock = indiaMinuteFrom(verified.retryAt, language);
      return fail(t(OTP_REFUSALS.check[verified.cause], { clock }), 429, { "Retry-After": String(secondsUntil(verified.retryAt)) });
    }
    if (verified.reason === "wrong-code") return fail(t("account:otp.invalid"));
    if (verified.reason === "too-many-attempts") return fail(t("account:otp.tooManyAttempts"));
    return fail(t("account:otp.noSession"));
  }
  // A proven number is a privilege: it gets a new session id (session fixation).
  const renewed = await renewVisitorSession(session, sessionClient(request, context));
  markPhoneVerified(renewed);
  // This browser proved the number: from now on its sends count apart from strangers', so
  // nobody asking for this number elsewhere can hold its owner back here.
  const device = await deviceCookieFor(request);
  await rememberDevice({ phone, deviceId: device.deviceId });
  return redirectWithCookies(pathInLanguage("/who-are-you", language), [await commitVisitorSession(renewed), device.setCookie]);
}
