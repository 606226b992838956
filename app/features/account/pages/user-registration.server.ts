import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { locationNames } from "~/domain/locations";
import { placeOfBirthOf } from "~/features/account/place-of-birth.server";
import { registrationFields, splitFullName, takeChosenPlace } from "~/forms/customer";
import { FORM_ERROR } from "~/forms/validation";
import { registrationValidator } from "~/forms/validators/registration";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { sessionClient } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { locatedFormReply, redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, logInCustomer, type VisitorSession } from "~/infra/session.server";
import { takeReturnPath } from "~/infra/session-keys.server";
import type { SessionClient } from "~/infra/session-store.server";
import { PRIVACY_NOTICE_VERSION } from "~/locales/content/legal/privacy-notice";
import { translator } from "~/locales/i18n";
import { requireVerifiedPhone } from "~/pages/visitor-guards.server";
import { DuplicateCustomerError, findCustomerByMobile, placeColumns, registerCustomer } from "~/services/customers.server";
import { locationLists, postedLocations, shownLocations } from "~/services/locations.server";

async function logInAndGoHome(verified: VisitorSession, customerId: number, client: SessionClient, language: Language, flash?: string) {
  // Back to the page that asked them to log in, if one did.
  const home = takeReturnPath(verified, pathInLanguage("/", language));
  const session = await logInCustomer(verified, customerId, client);
  const cookie = await commitVisitorSession(session);
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
    locations: await locationLists({}, { language: languageOfRequest(request) }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, phone } = await requireVerifiedPhone(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const existing = await findCustomerByMobile(phone);
  if (existing) return logInAndGoHome(session, existing.id, sessionClient(request, context), language);

  const form = await readForm(request);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  form.set("mobile", phone);
  takeChosenPlace(form, "location");
  const { values, locations } = await postedLocations(form, registrationFields);
  const reply = locatedFormReply(values, await shownLocations(locations, language));
  if (form.get("intent") === "locations") return reply();

  const result = await registrationValidator(indiaToday(new Date()), language).validate(form);
  const place = locationNames(locations);
  const birthPlace = result.error?.fieldErrors.location ? null : await placeOfBirthOf(String(form.get("location") ?? ""), language);
  if (birthPlace && "message" in birthPlace) {
    return reply({ ...result.error?.fieldErrors, location: birthPlace.message }, 422, birthPlace.choices);
  }
  if (result.error || !place || !birthPlace) return reply(result.error?.fieldErrors ?? {});

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
        ...placeColumns(birthPlace.stored, place),
        pinCode: data.pinCode,
        // Their SMS and e-mails come in the edition they registered in.
        language,
      },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
    );
    const welcome = t("account:registration.welcome", { firstName });
    return logInAndGoHome(session, customer.id, sessionClient(request, context), language, welcome);
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
