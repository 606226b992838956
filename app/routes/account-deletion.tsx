import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/links";
import { formatRemaining, ResendButton, useCountdown } from "~/components/Countdown";
import { OtpInputs } from "~/components/OtpInputs";
import { deletionMessages } from "~/domain/account-messages";
import { otpFromBoxes } from "~/domain/otp";
import { DIAL_CODE_NOTE, isValidIndianMobile, maskPhone, MOBILE_INPUT_MAX_LENGTH, MOBILE_PLACEHOLDER, mobileFromInput } from "~/domain/phone";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { clearLogin, commitVisitorSession, getVisitorSession, setFlash } from "~/infra/session.server";
import { deleteCustomerByMobile } from "~/services/customers.server";
import { resendOtp, secondsUntilResend, sendOtp, verifyOtp } from "~/services/otp.server";
import { failureStatus } from "~/infra/database-errors.server";

// Three steps (onboarding-and-admin §2): mobile + confirmation, OTP, done. The step lives in
// the session. Every number gets the same answers, so the page never tells whether a
// number has an account.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (session.get("deletionDone")) {
    session.unset("deletionDone");
    return json(
      { step: "done" as const, phone: null, secondsLeft: 0, challengeId: null },
      { headers: { "Set-Cookie": await commitVisitorSession(session) } },
    );
  }
  const phone = session.get("deletionPhone");
  const challengeId = session.get("deletionChallengeId");
  if (phone && challengeId) {
    const secondsLeft = (await secondsUntilResend(challengeId)) ?? 0;
    return json({ step: "otp" as const, phone: maskPhone(phone), secondsLeft, challengeId });
  }
  return json({ step: "mobile" as const, phone: null, secondsLeft: 0, challengeId: null });
}

type ActionData = { error?: string; values?: { mobile: string; confirm: boolean } };

/**
 * After a send, the page is loaded again (post/redirect/get) so that, without JavaScript too,
 * it is rendered from the new session: the OTP step with its own countdown.
 */
async function nextStep(session: Awaited<ReturnType<typeof getVisitorSession>>, notice: string) {
  const headers = new Headers();
  headers.append("Set-Cookie", await commitVisitorSession(session));
  headers.append("Set-Cookie", await setFlash({ kind: "success", text: notice }));
  return redirect("/account-deletion", { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const intent = String(form.get("intent") ?? "");
  const ip = clientIp(context);
  const reply = async (data: ActionData, status = 200) =>
    json<ActionData>(data, { status, headers: { "Set-Cookie": await commitVisitorSession(session) } });

  if (intent === "send") {
    const typed = String(form.get("mobile") ?? "");
    const mobile = mobileFromInput(typed);
    const confirm = form.get("confirm") === "on";
    // Shown again as typed when refused; the ten digits once they pass.
    const values = { mobile: isValidIndianMobile(mobile) ? mobile : typed.slice(0, MOBILE_INPUT_MAX_LENGTH), confirm };
    if (!isValidIndianMobile(mobile)) return reply({ error: deletionMessages.invalidMobile, values }, 400);
    if (!confirm) return reply({ error: deletionMessages.confirm, values }, 400);
    const heldChallengeId = session.get("deletionPhone") === mobile ? session.get("deletionChallengeId") : undefined;
    const result = await sendOtp({ phone: mobile, purpose: "deletion", ip, heldChallengeId }).catch(() => null);
    if (!result) return reply({ error: deletionMessages.sendError, values }, 503);
    if (!result.ok) {
      // Sent a moment ago to this browser (a second press, or Back): go on to enter that code.
      if (result.reason === "too-soon" && result.held) return redirect("/account-deletion");
      if (result.reason === "too-soon") return reply({ error: deletionMessages.sendTooSoon(result.secondsLeft), values }, 429);
      const unavailable = result.reason === "send-failed" || result.reason === "budget-exceeded";
      return reply({ error: deletionMessages.sendFailed, values }, unavailable ? 503 : 429);
    }
    session.set("deletionPhone", mobile);
    session.set("deletionChallengeId", result.challengeId);
    return nextStep(session, deletionMessages.sent);
  }

  const phone = session.get("deletionPhone");
  const challengeId = session.get("deletionChallengeId");

  if (intent === "resend") {
    if (!phone) return reply({ error: deletionMessages.resendFailed }, 400);
    const result = await resendOtp({ challengeId, phone, purpose: "deletion", ip }).catch(() => null);
    if (!result) return reply({ error: deletionMessages.resendError }, 503);
    if (!result.ok) {
      if (result.reason === "too-soon") return reply({ error: deletionMessages.resendTooSoon(result.secondsLeft) }, 429);
      const unavailable = result.reason === "send-failed" || result.reason === "budget-exceeded";
      return reply({ error: deletionMessages.resendFailed }, unavailable ? 503 : 429);
    }
    session.set("deletionChallengeId", result.challengeId);
    return nextStep(session, deletionMessages.resent);
  }

  if (intent === "restart") {
    session.unset("deletionPhone");
    session.unset("deletionChallengeId");
    return redirect("/account-deletion", { headers: { "Set-Cookie": await commitVisitorSession(session) } });
  }

  const code = otpFromBoxes(form);
  if (!phone || !challengeId || !code) return reply({ error: deletionMessages.invalidOtpOrMissing }, 400);
  const verified = await verifyOtp({ challengeId, phone, purpose: "deletion", code }).catch(() => null);
  if (!verified) return reply({ error: deletionMessages.validateError }, 503);
  if (!verified.ok) return reply({ error: deletionMessages.invalidOtp }, 400);
  try {
    await deleteCustomerByMobile(phone);
  } catch (error) {
    logger.error("account deletion failed", { error });
    return reply({ error: deletionMessages.deleteFailed }, failureStatus(error));
  }
  // The deleted account's session ends too.
  clearLogin(session);
  session.unset("deletionPhone");
  session.unset("deletionChallengeId");
  session.set("deletionDone", true);
  return redirect("/account-deletion", { headers: { "Set-Cookie": await commitVisitorSession(session) } });
}

export default function AccountDeletion() {
  const { step, phone, secondsLeft, challengeId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const message = data?.error ? (
    <p id="deletion-error" className="field-error" role="alert">
      {data.error}
    </p>
  ) : null;

  if (step === "done") {
    return (
      <section className="container narrow section auth-card">
        <h1>Account Deleted</h1>
        <p className="flash flash-success" role="status">
          {deletionMessages.deleted}
        </p>
        <p>{deletionMessages.cacheNote}</p>
        <p>
          <Link to="/" className="button">
            Return to Homepage
          </Link>
        </p>
      </section>
    );
  }

  if (step === "otp") {
    return (
      <section className="container narrow section auth-card">
        <h1>Delete your account</h1>
        <p className="lead">Step 2 of 3: enter the 4-digit OTP sent to +91 {phone}.</p>
        <Form method="post" className="stack" noValidate key={challengeId ?? "none"}>
          <fieldset className="otp-fieldset">
            <legend className="visually-hidden">One-time password</legend>
            <OtpInputs invalid={Boolean(data?.error)} describedBy={data?.error ? "deletion-error" : undefined} />
          </fieldset>
          {message}
          <p className="countdown" aria-live="polite" data-hydrate="eager">
            {left > 0 ? formatRemaining(left) : "You can request a new OTP now."}
          </p>
          <div className="button-row">
            <button type="submit" name="intent" value="verify" className="button button-danger" disabled={intent === "verify"}>
              {intent === "verify" ? "Deleting..." : "Verify and delete account"}
            </button>
            <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
          </div>
        </Form>
        <Form method="post">
          <button type="submit" name="intent" value="restart" className="link-button">
            Use a different number
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section className="container narrow section auth-card">
      <h1>Delete your account</h1>
      <p className="lead">
        Step 1 of 3: enter the mobile number of the account. We will send an OTP to confirm it is yours. Deleting
        removes your profile and photo; it cannot be undone.
      </p>
      <Form method="post" className="stack" noValidate>
        <div className="field">
          <label htmlFor="deletion-mobile">Mobile Number</label>
          <p id="deletion-mobile-note" className="field-hint">
            {DIAL_CODE_NOTE}
          </p>
          <div className="phone-row">
            <span className="prefix" aria-hidden="true">
              +91
            </span>
            <input
              id="deletion-mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={MOBILE_PLACEHOLDER}
              maxLength={MOBILE_INPUT_MAX_LENGTH}
              defaultValue={data?.values?.mobile ?? ""}
              aria-invalid={data?.error === deletionMessages.invalidMobile || undefined}
              aria-describedby={data?.error ? "deletion-mobile-note deletion-error" : "deletion-mobile-note"}
            />
          </div>
        </div>
        <div className="checkbox-field">
          <input id="deletion-confirm" name="confirm" type="checkbox" defaultChecked={data?.values?.confirm ?? false} />
          <label htmlFor="deletion-confirm">I understand that my account and its data will be permanently deleted.</label>
        </div>
        {message}
        <button type="submit" name="intent" value="send" className="button button-danger" disabled={intent === "send"}>
          {intent === "send" ? "Sending OTP..." : "Send OTP"}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Delete your account`,
    description: `Delete your ${site.brand} account with your mobile number and a one-time password.`,
    path: "/account-deletion",
    noindex: true,
  });
};
