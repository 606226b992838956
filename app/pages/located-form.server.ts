// The forms with the country, state and city selects (a customer's registration and profile, an
// astrologer's registration): their post read the one way, the lists shown again in the page's
// language, and the reply that keeps every typed value.
import { type Language } from "~/domain/language";
import { locationNames } from "~/domain/locations";
import { takeChosenPlace } from "~/forms/place-choice";
import { FORM_ERROR } from "~/forms/validation";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { locatedFormReply } from "~/infra/responses.server";
import { postedLocations, shownLocations } from "~/services/locations.server";

type Options = {
  /** Fields the server fills whatever was posted (the number the OTP proved). */
  fixed?: Record<string, string>;
  /** The typed place a choice from the offered list stands for. */
  chosenPlace?: string;
};

/**
 * A located form's post: `reply` answers with the typed values, the lists as they now stand and
 * any field errors; `onlyLocations` when the post asked only for the lists (a country or state
 * changed without JavaScript); `named` the country, state and city chosen, or null; `failed`
 * the answer when saving it failed: `message` above the form, logged with its cause.
 */
export async function readLocatedPost<F extends string>(
  source: Request | FormData,
  fields: readonly F[],
  language: Language,
  options: Options = {},
) {
  const form = source instanceof FormData ? source : await readForm(source);
  for (const [name, value] of Object.entries(options.fixed ?? {})) form.set(name, value);
  if (options.chosenPlace) takeChosenPlace(form, options.chosenPlace);
  const { values, locations } = await postedLocations(form, fields);
  const reply = locatedFormReply(values, await shownLocations(locations, language));
  const failed = (error: unknown, message: string, what: string) => {
    logger.error(`${what} failed`, { error });
    return reply({ [FORM_ERROR]: message }, failureStatus(error));
  };
  return { form, reply, failed, named: locationNames(locations), onlyLocations: form.get("intent") === "locations" };
}
