import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { ResendButton, ResendCountdown, useCountdown } from "~/components/Countdown";
import { OtpField } from "~/components/OtpInputs";
import { loginMessages, otpMessages } from "~/domain/account-messages";
import { otpFormValidator, resendClock } from "~/domain/otp";
import { maskPhone } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  clientIp,
  commitVisitorSession,
  getVisitorSession,
  json,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  renewVisitorSession,
  resendOtp,
  secondsUntilResend,
  sessionClient,
  verifyOtp,
} from "./otp-verifications.server";

export const handle: RouteHandle = { hydrate: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  if (!phone) return json({ phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
  const secondsLeft = challengeId ? ((await secondsUntilResend(challengeId)) ?? 0) : 0;
  return json({ phone: maskPhone(phone), secondsLeft, resendFrom: resendClock(secondsLeft), challengeId: challengeId ?? null });
}

const validator = otpFormValidator(otpMessages.incomplete);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  const result = await validator.validate(form);
  if (result.error) return validationError(result.error, {});
  // Every refusal is said beside the boxes, which start empty again.
  const fail = (message: string, status = 400) => validationError({ fieldErrors: { otp: message } }, {}, { status });

  if (result.data.intent === "resend") {
    if (!phone) return fail(otpMessages.resendNoPhone);
    const resent = await resendOtp({ challengeId, phone, purpose: "login", ip: clientIp(context) });
    if (!resent.ok) {
      if (resent.reason === "too-soon") return fail(`Please wait ${resent.secondsLeft} seconds before requesting a new OTP.`, 429);
      if (resent.reason === "phone-limit" || resent.reason === "address-limit") return fail(otpMessages.resendFailed, 429);
      // The site-wide SMS budget is spent: every OTP form says the same.
      if (resent.reason === "budget-exceeded") return fail(loginMessages.sendFailed, 503);
      return fail(otpMessages.resendFailed, 503);
    }
    session.set("otpSessionId", resent.challengeId);
    // Loaded again from the new session (post/redirect/get), so the countdown restarts and the
    // boxes clear without JavaScript too.
    return redirectWithFlash("/otp-verifications", { kind: "success", text: otpMessages.resent }, [await commitVisitorSession(session)]);
  }

  if (!phone) return fail(otpMessages.noPhone);
  if (!challengeId) return fail(otpMessages.noSession);
  const verified = await verifyOtp({ challengeId, phone, purpose: "login", code: result.data.code });
  if (!verified.ok) {
    if (verified.reason === "wrong-code") return fail(otpMessages.invalid);
    if (verified.reason === "too-many-attempts") return fail(otpMessages.tooManyAttempts);
    return fail(otpMessages.noSession);
  }
  // A proven number is a privilege: it gets a new session id (session fixation).
  const renewed = await renewVisitorSession(session, sessionClient(request, context));
  renewed.set("isOtpVerified", true);
  renewed.set("otpVerifiedAt", Date.now());
  renewed.unset("otpSessionId");
  return redirectWithCookies("/who-are-you", [await commitVisitorSession(renewed)]);
}

export default function OtpVerifications() {
  const { phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  if (!phone) {
    return (
      <section className="container narrow section auth-card">
        <h1>Verify OTP</h1>
        <p className="notice notice-error" role="alert">
          {data?.fieldErrors.otp ?? otpMessages.noPhone}
        </p>
        <p>
          <Link to="/signup" className="button">
            Go to login
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container narrow section auth-card">
      <h1>Verify OTP</h1>
      <p className="lead">Enter the 4-digit code we sent by SMS to {phone}.</p>
      {/* Keyed by the challenge so a resend clears the boxes. */}
      <ValidatedForm validator={validator} method="post" noValidate className="stack" key={challengeId ?? "none"}>
        <OtpField />
        <ResendCountdown left={left} resendFrom={resendFrom} over={otpMessages.expired} />
        <div className="button-row">
          <button type="submit" name="intent" value="verify" className="button" disabled={intent === "verify"}>
            {intent === "verify" ? "Verifying OTP..." : "VERIFY OTP"}
          </button>
          {/* Shown when the wait is over by the clock alone (CSS), the same with or without scripts,
              so it never appears or goes at hydration; the server enforces the wait in any case. */}
          <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
        </div>
      </ValidatedForm>
      <p>
        <Link to="/signup">Change mobile number</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Verify OTP",
  description: "Enter the one-time password sent to your mobile number.",
  path: "/otp-verifications",
});
