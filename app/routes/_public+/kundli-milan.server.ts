import { type ActionFunctionArgs, data, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { birthFieldName, MILAN_PEOPLE, type MilanPerson, personDetails, placeChoiceName } from "~/domain/kundli-form";
import { languageOfRequest } from "~/domain/language";
import { translator } from "~/i18n";
import { readForm } from "~/infra/form-data.server";
import { warmBirthPlaces } from "~/services/birth-places.server";
import { isBirthProblem, milanOf, type PlaceChoice, resolveBirth } from "~/services/kundli.server";
import { milanValidator } from "~/validators/kundli";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

export async function loader(_: LoaderFunctionArgs) {
  warmBirthPlaces();
  // The form's page carries scripts under a nonce of its own: no copy of it is shared.
  return json({}, { headers });
}

// As the kundli page: the match is the answer to the post, stored nowhere and kept by no cache.
export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const form = await readForm(request);
  for (const person of MILAN_PEOPLE) {
    const chosen = form.get(placeChoiceName(person));
    if (typeof chosen === "string" && chosen) form.set(birthFieldName("place", person), chosen);
  }
  const result = await milanValidator(language).validate(form);
  if (result.error) return validationError(result.error, result.submittedData, { headers });
  const [boy, girl] = await Promise.all(MILAN_PEOPLE.map((person) => resolveBirth(personDetails(result.data, person), language)));
  if (isBirthProblem(boy) || isBirthProblem(girl)) {
    const t = translator(language);
    const fieldErrors: Record<string, string> = {};
    const placeChoices: Partial<Record<MilanPerson, PlaceChoice[]>> = {};
    for (const [person, birth] of [
      ["boy", boy],
      ["girl", girl],
    ] as const) {
      if (!isBirthProblem(birth)) continue;
      fieldErrors[birthFieldName(birth.field, person)] = t(`kundli:messages.${birth.message}`);
      placeChoices[person] = birth.choices;
    }
    return data({ fieldErrors, repopulateFields: result.submittedData, placeChoices }, { status: 422, headers });
  }
  // As the kundli's: the page is rendered from these on the server alone.
  return data({ ...milanOf(boy, girl), repopulateFields: result.submittedData }, { headers });
}
