import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { withActionRetryAfter } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { OtpCodeForm } from "~/features/account/OtpCodeForm";
import { loginOtpValidator } from "~/forms/validators/login-otp";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./otp-verifications.server";

export { action, loader } from "./otp-verifications.server";

export const headers: HeadersFunction = withActionRetryAfter;

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export default function OtpVerifications() {
  const { phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
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
      <OtpCodeForm
        path="/otp-verifications"
        validator={validator}
        challengeId={challengeId}
        secondsLeft={secondsLeft}
        resendFrom={resendFrom}
        over={t("otp.expired")}
        verify={{ text: t("otp.verify"), pending: t("otp.verifying"), className: "button" }}
      />
      <p>
        <Link to={to("/signup")}>{t("otp.changeNumber")}</Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("account:otp.metaTitle", "account:otp.metaDescription", "/otp-verifications");
