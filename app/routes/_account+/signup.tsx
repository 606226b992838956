import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { SignupForm } from "~/components/SignupForm";
import { loginMessages, otpMessages } from "~/domain/account-messages";
import { checkForm } from "~/domain/form-check";
import { mobileLoginSchema } from "~/domain/mobile-forms";
import { INDIA_DIAL_CODE, isValidIndianMobile, MOBILE_INPUT_MAX_LENGTH, mobileFromInput } from "~/domain/phone";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { commitVisitorSession, getVisitorSession, isLoggedIn } from "~/infra/session.server";
import { sendOtp } from "~/services/otp.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (isLoggedIn(session)) throw redirect("/");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const checked = checkForm(mobileLoginSchema, form);
  const typed = String(form.get("mobile") ?? "");
  // Shown again as typed when refused; the ten digits once they pass.
  const values = {
    dialCode: String(form.get("dialCode") ?? INDIA_DIAL_CODE),
    mobile: isValidIndianMobile(mobileFromInput(typed)) ? mobileFromInput(typed) : typed.slice(0, MOBILE_INPUT_MAX_LENGTH),
  };
  const fail = (error: string, status = 400) => json({ error, values }, { status });

  if (checked.fieldErrors) return fail(checked.fieldErrors.mobile ?? loginMessages.invalidPhone);
  const { mobile } = checked.data;
  // Honeypot filled in: answer as if all went well, but send nothing.
  if (String(form.get("website") ?? "") !== "") return redirect("/otp-verifications");

  const session = await getVisitorSession(request);
  const heldChallengeId = session.get("phoneNumber") === mobile ? session.get("otpSessionId") : undefined;
  const result = await sendOtp({ phone: mobile, purpose: "login", ip: clientIp(context), heldChallengeId });
  if (!result.ok) {
    // Sent a moment ago to this browser (a second press, or Back): go on to enter that code,
    // with its countdown, rather than send another. Another browser waits for the countdown.
    if (result.reason === "too-soon" && result.held) return redirect("/otp-verifications");
    if (result.reason === "too-soon") return fail(otpMessages.resendTooSoon(result.secondsLeft), 429);
    if (result.reason === "phone-limit") return fail(loginMessages.rateLimited, 429);
    if (result.reason === "address-limit") return fail(loginMessages.addressLimited, 429);
    return fail(loginMessages.sendFailed, result.reason === "invalid-phone" ? 400 : 503);
  }
  session.set("phoneNumber", mobile);
  session.set("otpSessionId", result.challengeId);
  session.set("isOtpVerified", false);
  session.unset("isLoggedIn");
  return redirectWithCookies("/otp-verifications", [await commitVisitorSession(session)]);
}

export default function Signup() {
  const data = useActionData<typeof action>();
  return <SignupForm error={data?.error} values={data?.values} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Login with your mobile number`,
    description: `Log in or sign up to ${site.brand} with your mobile number and a one-time password.`,
    path: "/signup",
  });
};
