import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ValidatedForm, validationError } from "remix-validated-form";

import { ResendButton, ResendCountdown, useCountdown } from "~/components/Countdown";
import { useLanguage, useLocalePath } from "~/components/language";
import { OtpField } from "~/components/OtpInputs";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { loginOtpValidator, resendClock } from "~/domain/otp";
import { maskPhone } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  clientIp,
  commitVisitorSession,
  deviceCookieFor,
  deviceIdOf,
  fixedT,
  getVisitorSession,
  json,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  rememberDevice,
  renewVisitorSession,
  resendOtp,
  secondsUntilResend,
  sessionClient,
  verifyOtp,
} from "./otp-verifications.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  if (!phone) return json({ phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
  const secondsLeft = challengeId ? ((await secondsUntilResend(challengeId)) ?? 0) : 0;
  const resendFrom = resendClock(secondsLeft, languageOfRequest(request));
  return json({ phone: maskPhone(phone), secondsLeft, resendFrom, challengeId: challengeId ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const t = fixedT(language);
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  const result = await loginOtpValidator(language).validate(form);
  if (result.error) return validationError(result.error, {});
  // Every refusal is said beside the boxes, which start empty again.
  const fail = (message: string, status = 400) => validationError({ fieldErrors: { otp: message } }, {}, { status });

  if (result.data.intent === "resend") {
    if (!phone) return fail(t("account:otp.resendNoPhone"));
    const resent = await resendOtp({
      challengeId,
      phone,
      purpose: "login",
      ip: clientIp(context),
      deviceId: await deviceIdOf(request),
      language,
    });
    if (!resent.ok) {
      if (resent.reason === "too-soon") return fail(t("account:otp.resendTooSoon", { seconds: resent.secondsLeft }), 429);
      if (resent.reason === "phone-limit" || resent.reason === "address-limit") return fail(t("account:otp.resendFailed"), 429);
      return fail(t("account:otp.resendFailed"), 503);
    }
    session.set("otpSessionId", resent.challengeId);
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
    if (verified.reason === "wrong-code") return fail(t("account:otp.invalid"));
    if (verified.reason === "too-many-attempts") return fail(t("account:otp.tooManyAttempts"));
    return fail(t("account:otp.noSession"));
  }
  // A proven number is a privilege: it gets a new session id (session fixation).
  const renewed = await renewVisitorSession(session, sessionClient(request, context));
  renewed.set("isOtpVerified", true);
  renewed.set("otpVerifiedAt", Date.now());
  renewed.unset("otpSessionId");
  // This browser proved the number: from now on its sends count apart from strangers', so
  // nobody asking for this number elsewhere can hold its owner back here.
  const device = await deviceCookieFor(request);
  await rememberDevice({ phone, deviceId: device.deviceId });
  return redirectWithCookies(pathInLanguage("/who-are-you", language), [await commitVisitorSession(renewed), device.setCookie]);
}

export default function OtpVerifications() {
  const { phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { t } = useTranslation("account");
  const to = useLocalePath();
  const validator = loginOtpValidator(useLanguage());

  if (!phone) {
    return (
      <section className="container narrow section auth-card">
        <h1>{t("otp.title")}</h1>
        <p className="notice notice-error" role="alert">
          {data?.fieldErrors.otp ?? t("otp.noPhone")}
        </p>
        <p>
          <Link to={to("/signup")} className="button">
            {t("otp.goToLogin")}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container narrow section auth-card">
      <h1>{t("otp.title")}</h1>
      <p className="lead">{t("otp.lead", { phone })}</p>
      {/* Keyed by the challenge so a resend clears the boxes. */}
      <ValidatedForm validator={validator} method="post" noValidate className="stack" key={challengeId ?? "none"}>
        <OtpField />
        <ResendCountdown left={left} resendFrom={resendFrom} over={t("otp.expired")} />
        <div className="button-row">
          <button type="submit" name="intent" value="verify" className="button" disabled={intent === "verify"}>
            {intent === "verify" ? t("otp.verifying") : t("otp.verify")}
          </button>
          {/* Shown when the wait is over by the clock alone (CSS), the same with or without scripts,
              so it never appears or goes at hydration; the server enforces the wait in any case. */}
          <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
        </div>
      </ValidatedForm>
      <p>
        <Link to={to("/signup")}>{t("otp.changeNumber")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta((t) => ({
  title: t("account:otp.metaTitle"),
  description: t("account:otp.metaDescription"),
  path: "/otp-verifications",
}));
