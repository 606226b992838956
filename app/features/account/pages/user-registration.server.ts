import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { languageOfRequest } from "~/domain/language";
import { placeOfBirthOf } from "~/features/account/place-of-birth.server";
import { registerVerifiedCustomer } from "~/features/account/registration.server";
import { registrationFields, splitFullName } from "~/forms/customer";
import { registrationValidator } from "~/forms/validators/registration";
import { translator } from "~/locales/i18n";
import { signInCustomer } from "~/pages/customer-sign-in.server";
import { readLocatedPost } from "~/pages/located-form.server";
import { requireUnregisteredPhone } from "~/pages/visitor-guards.server";
import { locationLists } from "~/services/locations.server";

export async function loader(args: LoaderFunctionArgs) {
  const { phone } = await requireUnregisteredPhone(args);
  return {
    today: indiaToday(new Date()),
    mobile: phone,
    locations: await locationLists({}, { language: languageOfRequest(args.request) }),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { session, phone } = await requireUnregisteredPhone(args);
  const language = languageOfRequest(args.request);
  const t = translator(language);
  // The number is the one the OTP proved, whatever the (read-only) field posted.
  const {
    form,
    reply,
    failed,
    named: place,
    onlyLocations,
  } = await readLocatedPost(args.request, registrationFields, language, {
    fixed: { mobile: phone },
    chosenPlace: "location",
  });
  if (onlyLocations) return reply();

  const result = await registrationValidator(indiaToday(new Date()), language).validate(form);
  const birthPlace = result.error?.fieldErrors.location ? null : await placeOfBirthOf(String(form.get("location") ?? ""), language);
  if (birthPlace && "message" in birthPlace) {
    return reply({ ...result.error?.fieldErrors, location: birthPlace.message }, 422, birthPlace.choices);
  }
  if (result.error || !place || !birthPlace) return reply(result.error?.fieldErrors ?? {});

  const data = result.data;
  const { firstName, lastName } = splitFullName(data.fullName);
  try {
    const customer = await registerVerifiedCustomer(
      {
        mobile: phone,
        firstName,
        lastName,
        gender: data.gender,
        dob: data.dob,
        timeOfBirth: data.timeOfBirth,
        email: data.email || "NA",
        pinCode: data.pinCode,
        // Their SMS and e-mails come in the edition they registered in.
        language,
      },
      birthPlace.stored,
      place,
    );
    // A second tab or a double post that got there first is simply signed in.
    const welcome = customer.created ? t("account:registration.welcome", { firstName }) : undefined;
    return signInCustomer(args, session, customer.id, welcome);
  } catch (error) {
    return failed(error, t("account:registration.failed"), "customer registration");
  }
}
