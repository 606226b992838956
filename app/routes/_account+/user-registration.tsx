import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { CheckboxField, DefaultSubmit, ErrorSummary, RadioGroup, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { PRIVACY_NOTICE_VERSION } from "~/content/legal/privacy-notice";
import {
  type RegistrationField,
  registrationFields,
  registrationGenderOptions,
  registrationLabelsIn,
  registrationValidator,
  splitFullName,
} from "~/domain/customer-forms";
import { FORM_ERROR } from "~/domain/forms";
import { indiaToday } from "~/domain/india-date";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { type LocatedFormReply, locationNames } from "~/domain/locations";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import { TEXT_LIMITS } from "~/domain/text-input";
import { translator } from "~/i18n";
import type { SessionClient } from "~/infra/session-store.server";

import {
  commitVisitorSession,
  DuplicateCustomerError,
  failureStatus,
  findCustomerByMobile,
  fixedT,
  json,
  locationLists,
  logger,
  logInCustomer,
  placeColumns,
  postedLocations,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  registerCustomer,
  requireVerifiedPhone,
  sessionClient,
  type VisitorSession,
} from "./user-registration.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

// Customer registration (spec §2 "Customer registration", §5). Reached after the OTP and
// 'Are you a User?' with no customer for the number yet.

type Values = Record<RegistrationField, string>;
type Reply = LocatedFormReply<RegistrationField>;

async function logInAndGoHome(verified: VisitorSession, customerId: number, client: SessionClient, language: Language, flash?: string) {
  const session = await logInCustomer(verified, customerId, client);
  const cookie = await commitVisitorSession(session);
  const home = pathInLanguage("/", language);
  return flash ? redirectWithFlash(home, { kind: "success", text: flash }, [cookie]) : redirectWithCookies(home, [cookie]);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  // One account per number: someone already registered is simply logged in (spec §4).
  const existing = await findCustomerByMobile(phone);
  if (existing) throw await logInAndGoHome(session, existing.id, sessionClient(request, context), languageOfRequest(request));
  return json({
    today: indiaToday(new Date()),
    mobile: phone,
    locations: await locationLists({}),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const language = languageOfRequest(request);
  const t = fixedT(language);
  const existing = await findCustomerByMobile(phone);
  if (existing) return logInAndGoHome(session, existing.id, sessionClient(request, context), language);

  const form = await readForm(request);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  form.set("mobile", phone);
  const { values, locations } = await postedLocations(form, registrationFields);
  // validationError's answer, with the lists the selects draw.
  const reply = (fieldErrors?: Reply["fieldErrors"], status = 422) =>
    json<Reply>({ fieldErrors, repopulateFields: values, locations }, { status });

  if (form.get("intent") === "locations") return reply(undefined, 200);

  const result = await registrationValidator(indiaToday(new Date()), language).validate(form);
  const place = locationNames(locations);
  if (result.error || !place) return reply(result.error?.fieldErrors ?? {});

  const data = result.data;
  const { firstName, lastName } = splitFullName(data.fullName);
  try {
    const customer = await registerCustomer(
      {
        mobile: phone,
        firstName,
        lastName,
        gender: data.gender,
        dob: data.dob,
        timeOfBirth: data.timeOfBirth,
        email: data.email || "NA",
        ...placeColumns(data.location, place),
        pinCode: data.pinCode,
        // Their SMS and e-mails come in the edition they registered in.
        language,
      },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
    );
    return logInAndGoHome(
      session,
      customer.id,
      sessionClient(request, context),
      language,
      t("account:registration.welcome", { firstName }),
    );
  } catch (error) {
    if (error instanceof DuplicateCustomerError) {
      // A second tab or a double post got there first: that account is this visitor's.
      const customer = await findCustomerByMobile(phone);
      if (customer) return logInAndGoHome(session, customer.id, sessionClient(request, context), language);
    }
    logger.error("customer registration failed", { error });
    return reply({ [FORM_ERROR]: t("account:registration.failed") }, failureStatus(error));
  }
}

export default function UserRegistration() {
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["account", "forms"]);
  const language = useLanguage();
  const labels = registrationLabelsIn(translator(language));
  const { today } = loaderData;
  const locations = reply?.locations ?? loaderData.locations;
  const defaults: Partial<Values> = reply?.repopulateFields ?? {
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
        validator={registrationValidator(today, language)}
        method="post"
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={t("account:registration.fixFields")} />
        <TextField name="fullName" label={labels.fullName} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <RadioGroup name="gender" legend={labels.gender} options={registrationGenderOptions(translator(language))} />
        <LocationSelects locations={locations} />
        <TextField name="pinCode" label={labels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="dob" label={labels.dob} type="date" max={today} required />
        <TextField name="timeOfBirth" label={labels.timeOfBirth} type="time" required />
        <TextField
          name="location"
          label={labels.location}
          hint={t("account:registration.locationHint")}
          maxLength={TEXT_LIMITS.place}
          required
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

export const meta: MetaFunction = privatePageMeta((t, brand) => ({
  title: t("account:registration.metaTitle"),
  description: t("account:registration.metaDescription", { brand }),
  path: "/user-registration",
}));
