import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Trans } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_RESPONSE_DAYS, type GrievanceField } from "~/domain/grievance";
import { MOBILE_INPUT } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { TEXT_LIMITS } from "~/forms/text-input";
import { grievanceValidator } from "~/forms/validators/grievance";
import type { siteFrame } from "~/pages/site-frame.server";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./grievance.server";

export { action, loader } from "./grievance.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["grievance", "forms"] };

// A grievance to the Grievance Officer (decision 070), open to everyone: a signed-in customer
// finds their name, mobile number and e-mail filled in. The answer's reference number, the day
// we answer by and where we wrote (decision 080) come back on the thank-you page, in a flash message.
type Values = Partial<Record<GrievanceField, string>>;

export default function Grievance() {
  const { values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const officer = useRouteLoaderData<typeof siteFrame>("root")?.grievanceOfficer;
  const { t } = useTranslation(["grievance", "forms"]);
  const to = useLocalePath();
  // In form order: the error summary names what to fix in this order.
  const labels = {
    name: t("labels.name"),
    email: t("labels.email"),
    mobile: t("labels.mobile"),
    category: t("labels.category"),
    description: t("labels.description"),
  };
  const categories = GRIEVANCE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));
  return (
    <section className="container narrow section account-page">
      <h1>{t("messages.title")}</h1>
      <p className="lead">{t("messages.lead", { days: GRIEVANCE_RESPONSE_DAYS })}</p>
      <ValidatedForm
        action={to("/grievance")}
        validator={grievanceValidator(useLanguage())}
        method="post"
        noValidate
        defaultValues={fieldValues((reply?.repopulateFields as Values | undefined) ?? values)}
        className="stack account-form"
      >
        <ErrorSummary labels={labels} message={t("messages.fixFields")} />
        <TextField name="name" label={labels.name} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          hint={t("form.emailHint")}
        />
        <TextField name="mobile" label={labels.mobile} {...MOBILE_INPUT} hint={t("forms:phone.dialCodeNote")} />
        <SelectField name="category" label={labels.category} options={categories} placeholder={t("form.chooseCategory")} required />
        <TextareaField
          name="description"
          label={labels.description}
          rows={6}
          maxLength={TEXT_LIMITS.grievanceDescription}
          hint={t("form.descriptionHint")}
          required
        />
        <div className="button-row">
          <SubmitButton pendingText={t("form.sending")}>{t("form.send")}</SubmitButton>
        </div>
      </ValidatedForm>
      <p>
        {officer ? (
          <Trans
            t={t}
            i18nKey="form.writeToNamedOfficer"
            values={{ name: officer.name, email: officer.email }}
            components={{ mail: <a href={`mailto:${officer.email}`}>{officer.email}</a> }}
          />
        ) : (
          t("form.writeToOfficer")
        )}{" "}
        <Trans t={t} i18nKey="form.privacy" components={{ privacy: <Link to={to("/privacy-policy")} /> }} />
      </p>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("grievance:messages.title", "grievance:form.metaDescription", "/grievance", {
  listed: true,
  values: { days: GRIEVANCE_RESPONSE_DAYS },
});
