import { useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { PlaceField } from "~/components/PlaceField";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { useTranslation } from "~/components/use-translation";
import type { RouteHandle } from "~/domain/route-handle";
import { registrationWords } from "~/forms/customer";
import { TEXT_LIMITS } from "~/forms/text-input";
import { registrationValidator } from "~/forms/validators/registration";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./user-registration.server";

export { action, loader } from "./user-registration.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

// Customer registration (spec §2 "Customer registration", §5). Reached after the OTP and
// 'Are you a User?' with no customer for the number yet.

export default function UserRegistration() {
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["account", "forms"]);
  const language = useLanguage();
  const to = useLocalePath();
  const { labels, genders } = registrationWords(language);
  const { today } = loaderData;
  const locations = reply?.locations ?? loaderData.locations;
  const defaults = reply?.repopulateFields ?? {
    mobile: loaderData.mobile,
    countryId: locations.countryId,
    stateId: locations.stateId,
    cityId: locations.cityId,
  };

  return (
    <section className="container narrow section account-page">
      <h1>{t("account:registration.title")}</h1>
      <p className="lead">{t("account:registration.lead")}</p>
      <ValidatedForm
        action={to("/user-registration")}
        validator={registrationValidator(today, language)}
        method="post"
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={t("account:registration.fixFields")} />
        <TextField name="fullName" label={labels.fullName} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <RadioGroup name="gender" legend={labels.gender} options={genders} />
        <LocationSelects locations={locations} />
        <TextField name="pinCode" label={labels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="dob" label={labels.dob} type="date" max={today} required />
        <TextField name="timeOfBirth" label={labels.timeOfBirth} type="time" required />
        <PlaceField
          name="location"
          label={labels.location}
          hint={t("account:registration.locationHint")}
          maxLength={TEXT_LIMITS.place}
          required
          choices={reply?.placeChoices}
        />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          hint={t("account:registration.emailHint")}
          maxLength={TEXT_LIMITS.email}
        />
        <TextField name="mobile" label={labels.mobile} type="tel" readOnly maxLength={10} hint={t("account:registration.mobileHint")} />
        <PrivacyNoticeLink />
        <CheckboxField name="consent" label={t("forms:consent.label")} />
        <div className="button-row">
          <SubmitButton pendingText={t("account:registration.registering")}>{t("account:registration.register")}</SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

export const meta = wordsMeta("account:registration.metaTitle", "account:registration.metaDescription", "/user-registration");
