import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  json,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  type UploadHandler,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { useMemo } from "react";
import { ValidatedForm, type FieldErrors } from "remix-validated-form";
import { DefaultSubmit, ErrorSummary, RadioGroup, SubmitButton, TextField } from "~/components/form-fields";
import { LocationSelects, locationNames, resolveLocationLists, type LocationLists } from "~/components/LocationSelects";
import { profileMessages, sessionMessages } from "~/domain/account-messages";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  profileGenderOf,
  profileGenders,
  profileLabels,
  profileSchema,
  profileTextFields,
  splitFullName,
  storedGenderFor,
  submittedText,
  type ProfileField,
} from "~/domain/customer-forms";
import { indiaToday } from "~/domain/india-date";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { TEXT_LIMITS } from "~/domain/text-input";
import { deleteAvatar, saveAvatar } from "~/infra/file-storage.server";
import { readMultipartForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { getVisitorSession, isLoggedIn, setFlash } from "~/infra/session.server";
import { findCustomerById, updateCustomerProfile, type CustomerProfile } from "~/services/customers.server";
import * as locationService from "~/services/locations.server";
import { acceptProfilePhoto, type ProfilePhoto } from "~/services/profile-photos.server";

// The customer's profile (spec §2 "Profile", §4 "Profile form", §5, §8): every field
// required, a photo upload (JPEG, PNG or WebP up to 1 MB, judged by its bytes).

type Values = Record<Exclude<ProfileField, "photo">, string>;
/** validationError's answer (fieldErrors + repopulateFields) plus the lists and a form-level message. */
type Reply = {
  fieldErrors?: Record<string, string>;
  repopulateFields: Values;
  locations: LocationLists;
  formError?: string;
};

const DEFAULT_PHOTO = "/images/default-profile.svg";

/** The logged-in customer, or home with the spec's message (§5: 'No registered user found'). */
async function currentCustomer(request: Request): Promise<CustomerProfile> {
  const session = await getVisitorSession(request);
  const customerId = session.get("customerId");
  const goHome = async (text: string) =>
    redirect("/", { headers: { "Set-Cookie": await setFlash({ kind: "error", text }) } });
  if (!isLoggedIn(session) || !customerId) throw await goHome(profileMessages.noUser);
  let customer: CustomerProfile | null;
  try {
    customer = await findCustomerById(customerId);
  } catch (error) {
    logger.error("profile load failed", { error });
    throw await goHome(profileMessages.loadFailed);
  }
  // A session whose customer was deleted, or belongs to another number, has no profile here.
  if (!customer || customer.mobile !== session.get("phoneNumber")) throw await goHome(profileMessages.noUser);
  return customer;
}

function formValues(customer: CustomerProfile): Values {
  return {
    name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
    gender: profileGenderOf(customer.gender),
    dob: customer.dob ?? "",
    timeOfBirth: (customer.timeOfBirth ?? "").slice(0, 5),
    birthPlace: customer.birthPlace ?? customer.latitude ?? "",
    countryId: customer.countryId === null ? "" : String(customer.countryId),
    stateId: customer.birthStateId === null ? "" : String(customer.birthStateId),
    cityId: customer.birthCityId === null ? "" : String(customer.birthCityId),
    pinCode: customer.pinCode ?? "",
    // 'NA' is how registration stores "no e-mail" (spec §3); the form shows it empty.
    email: customer.email === "NA" ? "" : customer.email,
    mobile: customer.mobile,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await currentCustomer(request);
  const values = formValues(customer);
  const locations = await resolveLocationLists(locationService, {
    countryId: customer.countryId,
    stateId: values.stateId,
    cityId: values.cityId,
  });
  return json({
    today: indiaToday(new Date()),
    photoUrl: customer.photoPath ?? DEFAULT_PHOTO,
    hasPhoto: Boolean(customer.photoPath),
    values: { ...values, countryId: locations.countryId, stateId: locations.stateId, cityId: locations.cityId },
    locations,
  });
}

/**
 * The post as FormData. A photo over 1 MB is dropped (and reported) rather than failing the
 * whole parse, so every other value still comes through and the form is shown again as typed.
 */
async function readProfileForm(request: Request): Promise<{ form: FormData; photoTooLarge: boolean }> {
  let photoTooLarge = false;
  const inMemory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_PHOTO_BYTES });
  const handler: UploadHandler = async (part) => {
    try {
      return await inMemory(part);
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      if (part.name === "photo") photoTooLarge = true;
      return undefined;
    }
  };
  const form = await readMultipartForm(request, handler);
  return { form, photoTooLarge };
}

export async function action({ request }: ActionFunctionArgs) {
  const customer = await currentCustomer(request);
  const { form, photoTooLarge } = await readProfileForm(request);
  // The mobile number is the account's; the read-only field cannot change it.
  form.set("mobile", customer.mobile);
  const values = submittedText(form, profileTextFields);
  const locations = await resolveLocationLists(locationService, values);
  for (const name of ["countryId", "stateId", "cityId"] as const) {
    values[name] = locations[name];
    form.set(name, locations[name]);
  }
  const reply = (extra: Partial<Reply> = {}, status = 200) => json<Reply>({ repopulateFields: values, locations, ...extra }, { status });

  if (form.get("intent") === "locations") return reply();

  const result = await withZod(profileSchema(indiaToday(new Date()))).validate(form);
  const fieldErrors: Record<string, string> = { ...result.error?.fieldErrors };
  let photo: ProfilePhoto | null = null;
  if (photoTooLarge) {
    fieldErrors.photo = profileMessages.photoSize;
  } else if (result.data?.photo) {
    photo = await acceptProfilePhoto(new Uint8Array(await result.data.photo.arrayBuffer()));
    if (!photo) fieldErrors.photo = profileMessages.photoType;
  }
  const place = locationNames(locations);
  if (!result.data || !place || Object.keys(fieldErrors).length > 0) {
    return reply({ fieldErrors }, photoTooLarge ? 413 : 422);
  }

  const data = result.data;
  const { firstName, lastName } = splitFullName(data.name);
  let newPhoto: string | null = null;
  try {
    if (photo) newPhoto = await saveAvatar(photo.bytes, photo.type);
    await updateCustomerProfile(customer.id, {
      firstName,
      lastName,
      gender: storedGenderFor(data.gender, customer.gender),
      dob: data.dob,
      timeOfBirth: data.timeOfBirth,
      // Registration keeps the place text in latitude too (spec §3); keep the two in step.
      birthPlace: data.birthPlace,
      latitude: data.birthPlace,
      country: place.country,
      countryId: place.countryId,
      birthState: place.state,
      birthStateId: place.stateId,
      birthCity: place.city,
      birthCityId: place.cityId,
      pinCode: data.pinCode,
      email: data.email,
      ...(newPhoto ? { photoPath: newPhoto } : {}),
    });
  } catch (error) {
    logger.error("profile update failed", { error });
    if (newPhoto) await deleteAvatar(newPhoto).catch(() => undefined);
    return reply({ formError: profileMessages.failed }, 500);
  }
  if (newPhoto && customer.photoPath) {
    await deleteAvatar(customer.photoPath).catch((error) => logger.warn("old photo not deleted", { error }));
  }
  return redirect("/profile", { headers: { "Set-Cookie": await setFlash({ kind: "success", text: profileMessages.updated }) } });
}

/** Spec §5: 'Please fill in all required fields.' when a field is missing; a photo alone is no such case. */
const summaryMessage = (fieldErrors: FieldErrors) =>
  Object.keys(fieldErrors).some((name) => name !== "photo" && fieldErrors[name]) ? profileMessages.fillAll : profileMessages.failed;

export default function Profile() {
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { today, photoUrl, hasPhoto } = loaderData;
  const validator = useMemo(() => withZod(profileSchema(today)), [today]);
  const locations = reply?.locations ?? loaderData.locations;
  const defaults: Partial<Values> = reply?.repopulateFields ?? loaderData.values;

  return (
    <section className="container narrow section account-page">
      <h1>Your profile</h1>
      <ValidatedForm
        validator={validator}
        method="post"
        encType="multipart/form-data"
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={profileLabels} message={summaryMessage} formError={reply?.formError} />
        <div className="profile-photo">
          <img
            src={photoUrl}
            alt={hasPhoto ? "Your profile photo" : "No profile photo yet"}
            width={96}
            height={96}
            className="profile-photo-image"
          />
          {/* Keyed by the photo so a saved upload leaves the file input empty again. */}
          <TextField
            key={photoUrl}
            name="photo"
            label={profileLabels.photo}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            hint="JPEG, PNG or WebP, up to 1 MB. Leave empty to keep the current photo."
          />
        </div>
        <TextField name="name" label={profileLabels.name} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <RadioGroup name="gender" legend={profileLabels.gender} options={profileGenders} required />
        <TextField name="dob" label={profileLabels.dob} type="date" max={today} required />
        <TextField name="timeOfBirth" label={profileLabels.timeOfBirth} type="time" required />
        <TextField name="birthPlace" label={profileLabels.birthPlace} maxLength={TEXT_LIMITS.place} required />
        <LocationSelects locations={locations} />
        <TextField name="pinCode" label={profileLabels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="email" label={profileLabels.email} type="email" autoComplete="email" maxLength={TEXT_LIMITS.email} required />
        <TextField name="mobile" label={profileLabels.mobile} type="tel" readOnly maxLength={10} hint="Your login number cannot be changed here." />
        <div className="button-row">
          <SubmitButton pendingText="Saving...">Save</SubmitButton>
        </div>
      </ValidatedForm>
      <Form method="post" action="/logout" className="stack session-end">
        <input type="hidden" name="scope" value="all" />
        <p className="field-hint" id="log-out-everywhere-hint">
          {sessionMessages.logOutEverywhereHint}
        </p>
        <div className="button-row">
          <button type="submit" className="button button-light" aria-describedby="log-out-everywhere-hint">
            {sessionMessages.logOutEverywhere}
          </button>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Your profile`,
    description: "Edit your birth details and profile photo.",
    path: "/profile",
    noindex: true,
  });
};
