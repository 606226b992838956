import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { type FieldErrors, ValidatedForm, validationError } from "remix-validated-form";

import { ResendButton, ResendCountdown, useCountdown } from "~/components/Countdown";
import { CheckboxField, FormMessage } from "~/components/form-fields";
import { OtpField } from "~/components/OtpInputs";
import { PhoneField } from "~/components/PhoneField";
import { deletionMessages } from "~/domain/account-messages";
import { FORM_ERROR } from "~/domain/forms";
import { deletionRequestValidator } from "~/domain/mobile-forms";
import { otpFormValidator, resendClock } from "~/domain/otp";
import { DIAL_CODE_NOTE, maskPhone } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  clearLogin,
  clientIp,
  commitVisitorSession,
  confirmDeletion,
  cookieHeaders,
  type DeletionOutcome,
  getVisitorSession,
  json,
  jsonWithCookies,
  readForm,
  redirect,
  redirectWithCookies,
  redirectWithFlash,
  requestDeletionCode,
  resendDeletionCode,
  secondsUntilResend,
} from "./account-deletion.server";

export const handle: RouteHandle = { hydrate: true };

// Three steps (onboarding-and-admin §2): mobile + confirmation, OTP, done. The step lives in
// the session. Every number gets the same answers, so the page never tells whether a
// number has an account.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (session.get("deletionDone")) {
    session.unset("deletionDone");
    return jsonWithCookies({ step: "done" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null }, [
      await commitVisitorSession(session),
    ]);
  }
  const phone = session.get("deletionPhone");
  const challengeId = session.get("deletionChallengeId");
  if (phone && challengeId) {
    const secondsLeft = (await secondsUntilResend(challengeId)) ?? 0;
    return json({ step: "otp" as const, phone: maskPhone(phone), secondsLeft, resendFrom: resendClock(secondsLeft), challengeId });
  }
  return json({ step: "mobile" as const, phone: null, secondsLeft: 0, resendFrom: null, challengeId: null });
}

const codeValidator = otpFormValidator(deletionMessages.invalidOtpOrMissing);

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getVisitorSession(request);
  const intent = String(form.get("intent") ?? "");
  const ip = clientIp(context);
  const withSession = async () => ({ headers: cookieHeaders([await commitVisitorSession(session)]) });

  if (intent === "restart") {
    session.unset("deletionPhone");
    session.unset("deletionChallengeId");
    return redirectWithCookies("/account-deletion", [await commitVisitorSession(session)]);
  }
  const state = { phone: session.get("deletionPhone"), challengeId: session.get("deletionChallengeId") };
  let outcome: DeletionOutcome;
  if (intent === "send") {
    const result = await deletionRequestValidator.validate(form);
    if (result.error) return validationError(result.error, result.submittedData, await withSession());
    outcome = await requestDeletionCode({ typed: String(form.get("mobile") ?? ""), confirm: result.data.confirm, ip, state });
  } else {
    const result = await codeValidator.validate(form);
    if (result.error) return validationError(result.error, {}, await withSession());
    outcome =
      result.data.intent === "resend" ? await resendDeletionCode({ ip, state }) : await confirmDeletion({ code: result.data.code, state });
  }

  switch (outcome.kind) {
    case "refused": {
      // The first step's refusals are about the form (a wait, a failed send); the second's, the code.
      const fieldErrors: FieldErrors = intent === "send" ? { [FORM_ERROR]: outcome.error } : { otp: outcome.error };
      return validationError({ fieldErrors }, outcome.values ?? {}, { status: outcome.status, ...(await withSession()) });
    }
    case "code-held":
      return redirect("/account-deletion");
    case "code-sent":
      // The page is loaded again (post/redirect/get) so that, without JavaScript too, it is
      // rendered from the new session: the OTP step with its own countdown.
      session.set("deletionPhone", outcome.state.phone);
      session.set("deletionChallengeId", outcome.state.challengeId);
      return redirectWithFlash("/account-deletion", { kind: "success", text: outcome.notice }, [await commitVisitorSession(session)]);
    case "deleted":
      // The deleted account's session ends too.
      clearLogin(session);
      session.unset("deletionPhone");
      session.unset("deletionChallengeId");
      session.set("deletionDone", true);
      return redirectWithCookies("/account-deletion", [await commitVisitorSession(session)]);
  }
}

export default function AccountDeletion() {
  const { step, phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const left = useCountdown(secondsLeft, challengeId);
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
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
        <ValidatedForm validator={codeValidator} method="post" noValidate className="stack" key={challengeId ?? "none"}>
          <OtpField />
          <ResendCountdown left={left} resendFrom={resendFrom} over={"You can request a new OTP now."} />
          <div className="button-row">
            <button type="submit" name="intent" value="verify" className="button button-danger" disabled={intent === "verify"}>
              {intent === "verify" ? "Deleting..." : "Verify and delete account"}
            </button>
            <ResendButton secondsLeft={secondsLeft} sending={intent === "resend"} />
          </div>
        </ValidatedForm>
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
        Step 1 of 3: enter the mobile number of the account. We will send an OTP to confirm it is yours. Deleting removes your profile and
        photo; it cannot be undone.
      </p>
      <ValidatedForm validator={deletionRequestValidator} method="post" noValidate className="stack">
        <PhoneField id="deletion-mobile" label="Mobile Number" note={DIAL_CODE_NOTE} />
        <CheckboxField
          id="deletion-confirm"
          name="confirm"
          label="I understand that my account and its data will be permanently deleted."
        />
        <FormMessage />
        <button type="submit" name="intent" value="send" className="button button-danger" disabled={intent === "send"}>
          {intent === "send" ? "Sending OTP..." : "Send OTP"}
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Delete your account",
  description: (brand) => `Delete your ${brand} account with your mobile number and a one-time password.`,
  path: "/account-deletion",
});
