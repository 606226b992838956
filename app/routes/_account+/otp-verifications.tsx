import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { CheckedForm } from "~/components/checked-form";
import { formatRemaining, ResendButton, useCountdown } from "~/components/Countdown";
import { Link } from "~/components/links";
import { OtpField } from "~/components/OtpInputs";
import { loginMessages, otpMessages } from "~/domain/account-messages";
import { checkForm } from "~/domain/form-check";
import { otpCodeSchema } from "~/domain/otp";
import { maskPhone } from "~/domain/phone";
import { privatePageMeta } from "~/domain/seo";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, getVisitorSession, renewVisitorSession } from "~/infra/session.server";
import { resendOtp, secondsUntilResend, verifyOtp } from "~/services/otp.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  if (!phone) return json({ phone: null, secondsLeft: 0, challengeId: null });
  const secondsLeft = challengeId ? ((await secondsUntilResend(challengeId)) ?? 0) : 0;
  return json({ phone: maskPhone(phone), secondsLeft, challengeId: challengeId ?? null });
}

type ActionData = { error?: string };

const codeSchema = otpCodeSchema(otpMessages.incomplete);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const phone = session.get("phoneNumber");
  const challengeId = session.get("otpSessionId");
  const fail = (error: string, status = 400) => json<ActionData>({ error }, { status });

  if (form.get("intent") === "resend") {
    if (!phone) return fail(otpMessages.resendNoPhone);
    const result = await resendOtp({ challengeId, phone, purpose: "login", ip: clientIp(context) });
    if (!result.ok) {
      if (result.reason === "too-soon") return fail(otpMessages.resendTooSoon(result.secondsLeft), 429);
      if (result.reason === "phone-limit" || result.reason === "address-limit") return fail(otpMessages.resendFailed, 429);
      // The site-wide SMS budget is spent: every OTP form says the same.
      if (result.reason === "budget-exceeded") return fail(loginMessages.sendFailed, 503);
      return fail(otpMessages.resendFailed, 503);
    }
    session.set("otpSessionId", result.challengeId);
    // Loaded again from the new session (post/redirect/get), so the countdown restarts and the
    // boxes clear without JavaScript too.
    return redirectWithFlash("/otp-verifications", { kind: "success", text: otpMessages.resent }, [await commitVisitorSession(session)]);
  }

  const checked = checkForm(codeSchema, form);
  if (!checked.data) return fail(otpMessages.incomplete);
  const { code } = checked.data;
  if (!phone) return fail(otpMessages.noPhone);
  if (!challengeId) return fail(otpMessages.noSession);

  const result = await verifyOtp({ challengeId, phone, purpose: "login", code });
  if (!result.ok) {
    if (result.reason === "wrong-code") return fail(otpMessages.invalid);
    if (result.reason === "too-many-attempts") return fail(otpMessages.tooManyAttempts);
    return fail(otpMessages.noSession);
  }
  // A proven number is a privilege: it gets a new session id (session fixation).
  const verified = await renewVisitorSession(session);
  verified.set("isOtpVerified", true);
  verified.set("otpVerifiedAt", Date.now());
  verified.unset("otpSessionId");
  return redirectWithCookies("/who-are-you", [await commitVisitorSession(verified)]);
}

export default function OtpVerifications() {
  const { phone, secondsLeft, challengeId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  if (!phone) {
    return (
      <section className="container narrow section auth-card">
        <h1>Verify OTP</h1>
        <p className="notice notice-error" role="alert">
          {data?.error ?? otpMessages.noPhone}
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
      <CheckedForm schema={codeSchema} errors={data?.error ? { otp: data.error } : undefined} className="stack" key={challengeId ?? "none"}>
        <OtpField />
        <p className="countdown" aria-live="polite" data-hydrate="eager">
          {left > 0 ? formatRemaining(left) : otpMessages.expired}
        </p>
        <div className="button-row">
          <button type="submit" name="intent" value="verify" className="button" disabled={intent === "verify"}>
            {intent === "verify" ? "Verifying OTP..." : "VERIFY OTP"}
          </button>
          {/* Shown when the wait is over by the clock alone (CSS), the same with or without scripts,
              so it never appears or goes at hydration; the server enforces the wait in any case. */}
          <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
        </div>
      </CheckedForm>
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
