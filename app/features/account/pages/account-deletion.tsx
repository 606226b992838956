import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, FormMessage } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { withActionRetryAfter } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { OtpCodeForm } from "~/features/account/OtpCodeForm";
import { PhoneField } from "~/features/account/PhoneField";
import { deletionOtpValidator, deletionRequestValidator } from "~/forms/validators/account-deletion";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./account-deletion.server";

export { action, loader } from "./account-deletion.server";

export const headers: HeadersFunction = withActionRetryAfter;

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export default function AccountDeletion() {
  const { step, phone, secondsLeft, resendFrom, challengeId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { t } = useTranslation(["account", "forms"]);
  const language = useLanguage();
  const to = useLocalePath();
  if (step === "done") {
    return (
      <section className="container narrow section auth-card">
        <h1>{t("account:deletion.doneTitle")}</h1>
        <p className="flash flash-success" role="status">
          {t("account:deletion.deleted")}
        </p>
        <p>{t("account:deletion.cacheNote")}</p>
        <p>
          <Link to={to("/")} className="button">
            {t("account:deletion.home")}
          </Link>
        </p>
      </section>
    );
  }

  if (step === "otp") {
    return (
      <section className="container narrow section auth-card">
        <h1>{t("account:deletion.title")}</h1>
        <p className="lead">{t("account:deletion.otpLead", { phone })}</p>
        <OtpCodeForm
          path="/account-deletion"
          validator={deletionOtpValidator(language)}
          challengeId={challengeId}
          secondsLeft={secondsLeft}
          resendFrom={resendFrom}
          over={t("account:deletion.canResend")}
          verify={{ text: t("account:deletion.verify"), pending: t("account:deletion.deleting"), className: "button button-danger" }}
        />
        <Form action={to("/account-deletion")} method="post">
          <button type="submit" name="intent" value="restart" className="link-button">
            {t("account:deletion.differentNumber")}
          </button>
        </Form>
      </section>
    );
  }

  return (
    <section className="container narrow section auth-card">
      <h1>{t("account:deletion.title")}</h1>
      <p className="lead">{t("account:deletion.lead")}</p>
      <ValidatedForm
        action={to("/account-deletion")}
        validator={deletionRequestValidator(language)}
        method="post"
        noValidate
        className="stack"
      >
        <PhoneField id="deletion-mobile" label={t("account:deletion.mobileLabel")} note={t("forms:phone.dialCodeNote")} />
        <CheckboxField id="deletion-confirm" name="confirm" label={t("account:deletion.confirmLabel")} />
        <FormMessage />
        <button type="submit" name="intent" value="send" className="button button-danger" disabled={intent === "send"}>
          {intent === "send" ? t("account:deletion.sending") : t("account:deletion.send")}
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("account:deletion.metaTitle", "account:deletion.metaDescription", "/account-deletion");
