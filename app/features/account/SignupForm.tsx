import { Link } from "@remix-run/react";
import { Trans } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { DIAL_CODES } from "~/domain/phone";
import { mobileLoginValidator } from "~/forms/validators/mobile-login";

import { PhoneField } from "./PhoneField";

/**
 * Login with mobile number (spec §2 "Login"): posts to /signup from /signup and /login alike.
 * Its messages and the number sent back are /signup's answer (validationError).
 */
export function SignupForm() {
  const { t } = useTranslation(["account", "forms"]);
  const to = useLocalePath();
  return (
    <section className="container narrow section auth-card">
      <h1>{t("account:signup.title")}</h1>
      <p className="lead">{t("account:signup.lead")}</p>
      <ValidatedForm validator={mobileLoginValidator(useLanguage())} method="post" action={to("/signup")} noValidate className="stack">
        <PhoneField
          label={t("account:signup.mobileLabel")}
          note={t("forms:phone.dialCodeNote")}
          dialCodes={{ name: "dialCode", options: DIAL_CODES }}
        />
        {/* A field people never see: bots that fill every input give themselves away. */}
        <div className="honeypot" aria-hidden="true">
          <label htmlFor="website">{t("account:signup.leaveEmpty")}</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" maxLength={100} />
        </div>
        <SubmitButton pendingText={t("account:signup.sending")}>{t("account:signup.send")}</SubmitButton>
      </ValidatedForm>
      <p className="fine-print">
        <Trans
          t={t}
          i18nKey="account:signup.agree"
          components={{ terms: <Link to={to("/terms-and-conditions")} />, privacy: <Link to={to("/privacy-policy")} /> }}
        />
      </p>
    </section>
  );
}
