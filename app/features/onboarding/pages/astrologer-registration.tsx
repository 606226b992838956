import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, DefaultSubmit, ErrorSummary, SelectField, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { useTranslation } from "~/components/use-translation";
import type { RouteHandle } from "~/domain/route-handle";
import {
  astrologerGenderOptions,
  type AstrologerRegistrationField,
  astrologerRegistrationLabelsIn,
  ONBOARDING_LIMITS,
  specialisationOptions,
} from "~/forms/astrologer";
import { astrologerRegistrationValidator } from "~/forms/validators/astrologer-registration";
import { translator } from "~/locales/i18n";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./astrologer-registration.server";

export { action, loader } from "./astrologer-registration.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["onboarding", "forms"] };

// Astrologer registration (spec §2 "Astrologer registration form", §4 "Onboarding", §5).
// Reached from who-are-you ('Are you an Astrologer?') by a number with no application yet;
// /astrologerform redirects here (domain/redirects.ts).

type Values = Record<AstrologerRegistrationField, string>;

export default function AstrologerRegistration() {
  const { t } = useTranslation(["onboarding", "forms"]);
  const language = useLanguage();
  const to = useLocalePath();
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locations = reply?.locations ?? loaderData.locations;
  const defaults: Partial<Values> = reply?.repopulateFields ?? {
    mobile: loaderData.mobile,
    countryId: locations.countryId,
    stateId: locations.stateId,
    cityId: locations.cityId,
  };
  const translate = translator(language);
  const labels = astrologerRegistrationLabelsIn(translate);

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">{t("onboarding:stepOf", { step: 1 })}</p>
      <h1>{t("onboarding:registration.title")}</h1>
      <p className="lead">{t("onboarding:registration.lead")}</p>
      {loaderData.earlier === "rejected" ? (
        <p className="notice">{t("onboarding:registration.rejectedBefore")}</p>
      ) : loaderData.earlier === "withdrawn" ? (
        <p className="notice">{t("onboarding:withdrawal.registerAfresh")}</p>
      ) : null}
      <ValidatedForm
        action={to("/astrologer-registration")}
        validator={astrologerRegistrationValidator(language)}
        method="post"
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={t("onboarding:bankMessages.fixErrors")} />
        <TextField name="fullName" label={labels.fullName} autoComplete="name" maxLength={ONBOARDING_LIMITS.fullName} required />
        <TextField name="mobile" label={labels.mobile} type="tel" readOnly maxLength={10} hint={t("onboarding:registration.mobileHint")} />
        <TextField name="age" label={labels.age} type="number" inputMode="numeric" min={18} max={100} step={1} required />
        <SelectField
          name="gender"
          label={labels.gender}
          placeholder={t("onboarding:registration.genderPlaceholder")}
          options={astrologerGenderOptions(translate)}
          required
        />
        <TextField name="address" label={labels.address} autoComplete="address-line1" maxLength={ONBOARDING_LIMITS.address} required />
        <LocationSelects locations={locations} labels={{ country: labels.countryId, state: labels.stateId, city: labels.cityId }} />
        <TextField name="pinCode" label={labels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="email" label={labels.email} type="email" autoComplete="email" maxLength={ONBOARDING_LIMITS.email} required />
        <TextField
          name="languages"
          label={labels.languages}
          placeholder={t("onboarding:registration.languagesPlaceholder")}
          hint={t("onboarding:registration.languagesHint")}
          maxLength={ONBOARDING_LIMITS.languages}
          required
        />
        <TextField name="experience" label={labels.experience} type="number" inputMode="numeric" min={0} max={70} step={1} required />
        <SelectField
          name="specialization"
          label={labels.specialization}
          placeholder={t("onboarding:registration.specialisationPlaceholder")}
          options={specialisationOptions(translate)}
          required
        />
        <PrivacyNoticeLink />
        <CheckboxField name="consent" label={t("onboarding:consent.label")} />
        <div className="button-row">
          <SubmitButton pendingText={t("onboarding:registration.submitting")}>{t("onboarding:registration.submit")}</SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta(
  "onboarding:registration.metaTitle",
  "onboarding:registration.metaDescription",
  "/astrologer-registration",
);
