import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, DefaultSubmit, ErrorSummary, SelectField, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { PRIVACY_NOTICE_VERSION } from "~/content/legal/privacy-notice";
import {
  astrologerGenderOptions,
  type AstrologerRegistrationField,
  astrologerRegistrationFields,
  astrologerRegistrationLabelsIn,
  astrologerRegistrationValidator,
  mayRegisterAgain,
  ONBOARDING_LIMITS,
  specialisationOptions,
} from "~/domain/astrologer-forms";
import { FORM_ERROR } from "~/domain/forms";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { type LocatedFormReply, locationNames } from "~/domain/locations";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import type { RouteHandle } from "~/domain/route-handle";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { translator } from "~/i18n";

import {
  AlreadyRegisteredError,
  applicationStatus,
  commitVisitorSession,
  failureStatus,
  fixedT,
  json,
  locationLists,
  logger,
  postedLocations,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  registerAstrologer,
  requireAstrologerApplicant,
  type VisitorSession,
} from "./astrologer-registration.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["onboarding", "forms"] };

// Astrologer registration (spec §2 "Astrologer registration form", §4 "Onboarding", §5).
// Reached from who-are-you ('Are you an Astrologer?') by a number with no application yet;
// /astrologerform redirects here (domain/redirects.ts).

type Values = Record<AstrologerRegistrationField, string>;
type Reply = LocatedFormReply<AstrologerRegistrationField>;

/** An application exists for this number: the applicant sees where it stands (and may continue it). */
async function showStatus(session: VisitorSession, astrologerId: number, language: Language, flash?: string) {
  session.set("astrologerId", astrologerId);
  session.set("userType", "ASTROLOGER");
  const cookie = await commitVisitorSession(session);
  const status = pathInLanguage("/astrologer-status", language);
  return flash ? redirectWithFlash(status, { kind: "info", text: flash }, [cookie]) : redirectWithCookies(status, [cookie]);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  // One record per number: only a rejected applicant allowed to reapply fills the form again.
  const application = await applicationStatus(phone);
  if (application && !mayRegisterAgain(application)) throw await showStatus(session, application.astrologerId, languageOfRequest(request));
  return json({
    mobile: phone,
    // Why the form is offered again: a rejection the admin reopened, or the applicant's withdrawal.
    earlier: application ? (application.status === ASTROLOGER_STATUS.WITHDRAWN ? ("withdrawn" as const) : ("rejected" as const)) : null,
    locations: await locationLists({}),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  const language = languageOfRequest(request);
  const t = fixedT(language);
  const form = await readForm(request);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  form.set("mobile", phone);
  const { values, locations } = await postedLocations(form, astrologerRegistrationFields);
  // validationError's answer, with the lists the selects draw.
  const reply = (fieldErrors?: Reply["fieldErrors"], status = 422) =>
    json<Reply>({ fieldErrors, repopulateFields: values, locations }, { status });

  if (form.get("intent") === "locations") return reply(undefined, 200);

  const result = await astrologerRegistrationValidator(language).validate(form);
  const place = locationNames(locations);
  if (result.error || !place) return reply(result.error?.fieldErrors ?? {});

  const data = result.data;
  try {
    const astrologerId = await registerAstrologer(
      {
        mobile: phone,
        fullName: data.fullName,
        age: Number(data.age),
        gender: data.gender,
        address: data.address,
        country: place.country,
        countryId: place.countryId,
        state: place.state,
        stateId: place.stateId,
        city: place.city,
        cityId: place.cityId,
        pinCode: data.pinCode,
        email: data.email,
        languages: data.languages,
        experience: Number(data.experience),
        specialization: data.specialization,
      },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
    );
    session.set("astrologerId", astrologerId);
    session.set("userType", "ASTROLOGER");
    return redirectWithCookies(pathInLanguage("/bank-details", language), [await commitVisitorSession(session)]);
  } catch (error) {
    // A second tab or a double post got there first: that application is this applicant's.
    if (error instanceof AlreadyRegisteredError) {
      return showStatus(session, error.astrologerId, language, t("onboarding:form.alreadyRegistered"));
    }
    logger.error("astrologer registration failed", { error });
    return reply({ [FORM_ERROR]: t("onboarding:registrationMessages.failed") }, failureStatus(error));
  }
}

export default function AstrologerRegistration() {
  const { t } = useTranslation(["onboarding", "forms"]);
  const language = useLanguage();
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

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, {
    title: t("onboarding:registration.metaTitle", { brand: site.brand }),
    description: t("onboarding:registration.metaDescription", { brand: site.brand }),
    path: "/astrologer-registration",
    noindex: true,
  });
};
