import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { useLanguage, useLocalePath } from "~/components/language";
import { withActionRetryAfter } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { ResendButton, ResendCountdown, useCountdown } from "~/features/account/Countdown";
import { OtpField } from "~/features/account/OtpInputs";
import { loginOtpValidator } from "~/forms/validators/login-otp";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./otp-verifications.server";

export { action, loader } from "./otp-verifications.server";

export const headers: HeadersFunction = withActionRetryAfter;

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

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
      <ValidatedForm
        action={to("/otp-verifications")}
        validator={validator}
        method="post"
        noValidate
        className="stack"
        key={challengeId ?? "none"}
      >
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

export const meta: MetaFunction = wordsMeta("account:otp.metaTitle", "account:otp.metaDescription", "/otp-verifications");
