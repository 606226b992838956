import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, DefaultSubmit, ErrorSummary, SelectField, SubmitButton, TextField } from "~/components/form-fields";
import { LocationSelects } from "~/components/LocationSelects";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { PRIVACY_NOTICE_VERSION } from "~/content/legal/privacy-notice";
import { withdrawalMessages } from "~/domain/application-withdrawal";
import {
  astrologerGenderOptions,
  type AstrologerRegistrationField,
  astrologerRegistrationFields,
  astrologerRegistrationLabels,
  astrologerRegistrationValidator,
  mayRegisterAgain,
  ONBOARDING_LIMITS,
  onboardingFormMessages,
  specialisationOptions,
} from "~/domain/astrologer-forms";
import { bankMessages } from "~/domain/bank";
import { consentLabel } from "~/domain/consent";
import { FORM_ERROR } from "~/domain/forms";
import { type LocatedFormReply, locationNames } from "~/domain/locations";
import { ASTROLOGER_STATUS, registrationFormMessages } from "~/domain/onboarding";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  AlreadyRegisteredError,
  applicationStatus,
  commitVisitorSession,
  failureStatus,
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

export const handle: RouteHandle = { hydrate: true };

// Astrologer registration (spec §2 "Astrologer registration form", §4 "Onboarding", §5).
// Reached from who-are-you ('Are you an Astrologer?') by a number with no application yet;
// /astrologerform redirects here (domain/redirects.ts).

type Values = Record<AstrologerRegistrationField, string>;
type Reply = LocatedFormReply<AstrologerRegistrationField>;

/** An application exists for this number: the applicant sees where it stands (and may continue it). */
async function showStatus(session: VisitorSession, astrologerId: number, flash?: string) {
  session.set("astrologerId", astrologerId);
  session.set("userType", "ASTROLOGER");
  const cookie = await commitVisitorSession(session);
  return flash
    ? redirectWithFlash("/astrologer-status", { kind: "info", text: flash }, [cookie])
    : redirectWithCookies("/astrologer-status", [cookie]);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  // One record per number: only a rejected applicant allowed to reapply fills the form again.
  const application = await applicationStatus(phone);
  if (application && !mayRegisterAgain(application)) throw await showStatus(session, application.astrologerId);
  return json({
    mobile: phone,
    // Why the form is offered again: a rejection the admin reopened, or the applicant's withdrawal.
    earlier: application ? (application.status === ASTROLOGER_STATUS.WITHDRAWN ? ("withdrawn" as const) : ("rejected" as const)) : null,
    locations: await locationLists({}),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, phone } = await requireAstrologerApplicant(request);
  const form = await readForm(request);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  form.set("mobile", phone);
  const { values, locations } = await postedLocations(form, astrologerRegistrationFields);
  // validationError's answer, with the lists the selects draw.
  const reply = (fieldErrors?: Reply["fieldErrors"], status = 422) =>
    json<Reply>({ fieldErrors, repopulateFields: values, locations }, { status });

  if (form.get("intent") === "locations") return reply(undefined, 200);

  const result = await astrologerRegistrationValidator.validate(form);
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
    return redirectWithCookies("/bank-details", [await commitVisitorSession(session)]);
  } catch (error) {
    // A second tab or a double post got there first: that application is this applicant's.
    if (error instanceof AlreadyRegisteredError) return showStatus(session, error.astrologerId, onboardingFormMessages.alreadyRegistered);
    logger.error("astrologer registration failed", { error });
    return reply({ [FORM_ERROR]: registrationFormMessages.failed }, failureStatus(error));
  }
}

export default function AstrologerRegistration() {
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const locations = reply?.locations ?? loaderData.locations;
  const defaults: Partial<Values> = reply?.repopulateFields ?? {
    mobile: loaderData.mobile,
    countryId: locations.countryId,
    stateId: locations.stateId,
    cityId: locations.cityId,
  };
  const labels = astrologerRegistrationLabels;

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">Step 1 of 3</p>
      <h1>Astrologer registration</h1>
      <p className="lead">
        Tell us about yourself and your practice. Next you give your bank details for payouts and upload your identity documents; then our
        team reviews your application.
      </p>
      {loaderData.earlier === "rejected" ? (
        <p className="notice">Your earlier application was not approved, and you may apply again. Please check every detail.</p>
      ) : loaderData.earlier === "withdrawn" ? (
        <p className="notice">{withdrawalMessages.registerAfresh}</p>
      ) : null}
      <ValidatedForm
        validator={astrologerRegistrationValidator}
        method="post"
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={bankMessages.fixErrors} />
        <TextField name="fullName" label={labels.fullName} autoComplete="name" maxLength={ONBOARDING_LIMITS.fullName} required />
        <TextField name="mobile" label={labels.mobile} type="tel" readOnly maxLength={10} hint="The number you verified by OTP." />
        <TextField name="age" label={labels.age} type="number" inputMode="numeric" min={18} max={100} step={1} required />
        <SelectField name="gender" label={labels.gender} placeholder="Select gender" options={astrologerGenderOptions} required />
        <TextField name="address" label={labels.address} autoComplete="address-line1" maxLength={ONBOARDING_LIMITS.address} required />
        <LocationSelects locations={locations} />
        <TextField name="pinCode" label={labels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="email" label={labels.email} type="email" autoComplete="email" maxLength={ONBOARDING_LIMITS.email} required />
        <TextField
          name="languages"
          label={labels.languages}
          placeholder="Hindi, English, etc."
          hint="The languages you consult in, separated by commas."
          maxLength={ONBOARDING_LIMITS.languages}
          required
        />
        <TextField name="experience" label={labels.experience} type="number" inputMode="numeric" min={0} max={70} step={1} required />
        <SelectField
          name="specialization"
          label={labels.specialization}
          placeholder="Select a specialisation"
          options={specialisationOptions}
          required
        />
        <PrivacyNoticeLink />
        <CheckboxField name="consent" label={consentLabel} />
        <div className="button-row">
          <SubmitButton pendingText="Registering...">Register</SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Astrologer registration",
  description: (brand) => `Register as an astrologer on ${brand}.`,
  path: "/astrologer-registration",
});
