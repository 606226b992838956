import { type ActionFunctionArgs, data, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { placeChoiceName } from "~/domain/kundli-form";
import { languageOfRequest } from "~/domain/language";
import { translator } from "~/i18n";
import { readForm } from "~/infra/form-data.server";
import { warmBirthPlaces } from "~/services/birth-places.server";
import { isBirthProblem, kundliOf, resolveBirth } from "~/services/kundli.server";
import { kundliValidator } from "~/validators/kundli";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

export async function loader(_: LoaderFunctionArgs) {
  // The form is read before it is sent: the places are ready by then.
  warmBirthPlaces();
  // The form's page carries scripts under a nonce of its own: no copy of it is shared.
  return json({}, { headers });
}

// The answer is the chart itself, made for this post alone: the birth details are neither
// stored nor logged, and no cache keeps the page.
export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const form = await readForm(request);
  const chosen = form.get(placeChoiceName());
  if (typeof chosen === "string" && chosen) form.set("place", chosen);
  const result = await kundliValidator(language).validate(form);
  if (result.error) return validationError(result.error, result.submittedData, { headers });
  const birth = await resolveBirth(result.data, language);
  if (isBirthProblem(birth)) {
    const t = translator(language);
    return data(
      {
        fieldErrors: { [birth.field]: t(`kundli:messages.${birth.message}`) },
        repopulateFields: result.submittedData,
        placeChoices: birth.choices,
      },
      { status: 422, headers },
    );
  }
  // The page is rendered from these on the server alone (no script): returned as they are, not
  // written out as JSON and read back.
  return data({ birth, kundli: kundliOf(birth, new Date()), repopulateFields: result.submittedData }, { headers });
}
