import type { MetaFunction } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { RouteHandle } from "~/domain/route-handle";
import { FORM_ERROR } from "~/forms/validation";
import { roleChoiceValidator } from "~/forms/validators/role-choice";
import { wordsMeta } from "~/seo/words-meta";

import type { action } from "./who-are-you.server";

export { action, loader } from "./who-are-you.server";

export const handle: RouteHandle = { hydrate: true, i18n: "account" };

export default function WhoAreYou() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const busy = navigation.state !== "idle";
  const to = useLocalePath();
  return (
    <section className="container narrow section auth-card">
      <h1>{t("whoAreYou.title")}</h1>
      <p className="lead">{t("whoAreYou.lead")}</p>
      {data?.fieldErrors[FORM_ERROR] ? (
        <p className="notice notice-error" role="alert">
          {data.fieldErrors[FORM_ERROR]}
        </p>
      ) : null}
      <ValidatedForm
        action={to("/who-are-you")}
        validator={roleChoiceValidator(useLanguage())}
        method="post"
        noValidate
        className="role-choice"
      >
        <button type="submit" name="role" value="user" className="role-card" disabled={busy}>
          <strong>{t("whoAreYou.user")}</strong>
          <span>{t("whoAreYou.userHint")}</span>
        </button>
        <button type="submit" name="role" value="astrologer" className="role-card" disabled={busy}>
          <strong>{t("whoAreYou.astrologer")}</strong>
          <span>{t("whoAreYou.astrologerHint")}</span>
        </button>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("account:whoAreYou.metaTitle", "account:whoAreYou.metaDescription", "/who-are-you");
