// The birth-details forms' kit (the kundli's one person, the milan's two): the page's loader, and
// the reading of a post: the places chosen from a list taken, the fields checked, each birth's
// place and clock resolved, or the refusal with each message beside its person's field. The
// answer is made for the post alone: the birth details are neither stored nor logged, and no
// cache keeps the page.
import { data, json } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { type Language, languageOfRequest } from "~/domain/language";
import { type BirthDetails, birthFieldName, type MilanPerson, personDetails } from "~/forms/birth-details";
import { takeChosenPlace } from "~/forms/place-choice";
import { translator } from "~/locales/i18n";
import { warmBirthPlaces } from "~/services/birth-places.server";
import { isBirthProblem, type PlaceChoice, resolveBirth, type ResolvedBirth } from "~/services/kundli.server";

export const headers = { "Cache-Control": PRIVATE_NO_STORE };

/** The form's page: its places are made ready while it is read, and its copy, with scripts under a nonce of its own, is not shared. */
export function birthFormLoader() {
  warmBirthPlaces();
  return json({}, { headers });
}

/** The one person of the kundli's form (fields without a prefix), or the milan's two. */
type People = readonly [undefined] | readonly MilanPerson[];

/** A person's birth that could not be resolved, with the places its typed name may mean. */
export type BirthRefusal = { person: MilanPerson | undefined; choices: PlaceChoice[] };

/** The places to choose from for the kundli's one person. */
export const oneList = (refusals: BirthRefusal[]): PlaceChoice[] => refusals[0].choices;

/** The places to choose from, by the milan's person. */
export const listsByPerson = (refusals: BirthRefusal[]): Partial<Record<MilanPerson, PlaceChoice[]>> =>
  Object.fromEntries(refusals.map((refusal) => [refusal.person, refusal.choices]));

/** A birth post read: each person's resolved birth and the details as validated, or the refusal to send back. */
export type ReadBirthPost<Data> =
  { births: ResolvedBirth[]; data: Data; submitted: Record<string, unknown> } | { refusal: Response | ReturnType<typeof data> };

/**
 * A birth form's post read: the places chosen from a list taken, the fields checked, each
 * person's place and clock resolved, in the order of `people`; or the refusal, which keeps the
 * typed values, each message beside its person's field, and a place that may be several comes
 * back with its choices (`choices` shapes them).
 */
export async function readBirthPost<Data, Choices>(
  request: Request,
  form: FormData,
  people: People,
  validator: (language: Language) => Validator<Data>,
  choices: (refusals: BirthRefusal[]) => Choices,
): Promise<ReadBirthPost<Data>> {
  const language = languageOfRequest(request);
  for (const person of people) takeChosenPlace(form, birthFieldName("place", person));
  const result = await validator(language).validate(form);
  if (result.error) return { refusal: validationError(result.error, result.submittedData, { headers }) };
  const details = (person: MilanPerson | undefined) =>
    person ? personDetails(result.data as Record<string, unknown>, person) : (result.data as BirthDetails);
  const births = await Promise.all(people.map((person) => resolveBirth(details(person), language)));
  const problems = births.flatMap((birth, i) => (isBirthProblem(birth) ? [{ person: people[i], ...birth }] : []));
  if (problems.length) {
    const t = translator(language);
    const fieldErrors = Object.fromEntries(problems.map((p) => [birthFieldName(p.field, p.person), t(`kundli:messages.${p.message}`)]));
    return {
      refusal: data({ fieldErrors, repopulateFields: result.submittedData, placeChoices: choices(problems) }, { status: 422, headers }),
    };
  }
  return { births: births as ResolvedBirth[], data: result.data, submitted: result.submittedData };
}

/** A birth form's post answered: `answer` makes the reply from each person's resolved birth (readBirthPost). */
export async function answerBirthPost<Data, Reply, Choices>(
  request: Request,
  form: FormData,
  people: People,
  validator: (language: Language) => Validator<Data>,
  answer: (births: ResolvedBirth[], form: FormData) => Reply,
  choices: (refusals: BirthRefusal[]) => Choices,
) {
  const read = await readBirthPost(request, form, people, validator, choices);
  if ("refusal" in read) return read.refusal;
  // The page is rendered from these on the server alone (no script): returned as they are, not
  // written out as JSON and read back.
  return data({ ...answer(read.births, form), repopulateFields: read.submitted }, { headers });
}
