import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type UploadHandler } from "@remix-run/node";
import type { FieldErrors } from "remix-validated-form";

import { indiaToday } from "~/clock/india-clock";
import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { formatIndiaDateTime } from "~/domain/india-times";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { customerBirthSky } from "~/features/account/birth-sky.server";
import { placeOfBirthOf } from "~/features/account/place-of-birth.server";
import { signInsOf } from "~/features/account/sign-ins.server";
import { MAX_PHOTO_BYTES, type ProfileField, profileGenderOf, profileTextFields } from "~/forms/customer";
import { FORM_ERROR } from "~/forms/validation";
import { profileValidator } from "~/forms/validators/profile";
import { failureStatus } from "~/infra/database-errors.server";
import { readCappedPart, readMultipartForm, readTextPart } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { readLocatedPost } from "~/pages/located-form.server";
import { requireCustomer } from "~/pages/visitor-guards.server";
import { type CustomerProfile, saveProfile } from "~/services/customers.server";
import { locationLists } from "~/services/locations.server";
import { acceptProfilePhoto, type ProfilePhoto, stagedProfilePhotoName, stageProfilePhoto } from "~/services/profile-photos.server";

type Values = Record<Exclude<ProfileField, "photo">, string>;

const DEFAULT_PHOTO = "/images/default-profile.svg";

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
  const { session, customer } = await requireCustomer(request);
  const language = languageOfRequest(request);
  const values = formValues(customer);
  const [locations, signIns] = await Promise.all([
    locationLists({ countryId: customer.countryId, stateId: values.stateId, cityId: values.cityId }, { language }),
    signInsOf(customer.mobile, session.id, new Date(), language),
  ]);
  return json({
    signIns: signIns.map((s) => ({
      handle: s.handle,
      device: s.device,
      place: s.place,
      lastUsed: formatIndiaDateTime(s.lastUsedAt, language),
      current: s.current,
    })),
    today: indiaToday(new Date()),
    photoUrl: customer.photoPath ?? DEFAULT_PHOTO,
    hasPhoto: Boolean(customer.photoPath),
    stagedPhotoName: await stagedProfilePhotoName(customer.id),
    values: { ...values, countryId: locations.countryId, stateId: locations.stateId, cityId: locations.cityId },
    locations,
    sky: await customerBirthSky(customer),
  });
}

type ChosenPhoto = { status: "none" } | { status: "tooLarge" | "invalid" } | { status: "accepted"; photo: ProfilePhoto; name: string };

/**
 * The post as FormData, and the photo judged as it streams in: a camera photo of up to 15 MB is
 * shrunk to fit (acceptProfilePhoto), a larger one is read past but not kept. A photo that
 * fails never fails the parse, so every other value still comes through and is shown again.
 */
async function readProfileForm(request: Request): Promise<{ form: FormData; chosen: ChosenPhoto }> {
  let chosen: ChosenPhoto = { status: "none" };
  const handler: UploadHandler = async (part) => {
    if (part.name === "photo" && part.filename !== undefined) {
      const { size, bytes } = await readCappedPart(part.data, MAX_CAMERA_PHOTO_BYTES + 1);
      if (size === 0) return undefined; // an empty file input: keep the current photo
      const photo = bytes && (await acceptProfilePhoto(bytes));
      chosen = !bytes ? { status: "tooLarge" } : photo ? { status: "accepted", photo, name: part.filename } : { status: "invalid" };
      return undefined;
    }
    // The form has no other file; a file sent under another name is read and dropped.
    if (part.filename !== undefined) {
      await readCappedPart(part.data, 1);
      return undefined;
    }
    return readTextPart(part.data, MAX_PHOTO_BYTES);
  };
  const form = await readMultipartForm(request, handler);
  return { form, chosen };
}

export async function action({ request }: ActionFunctionArgs) {
  const { customer } = await requireCustomer(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const { form, chosen } = await readProfileForm(request);
  const photo = chosen.status === "accepted" ? chosen.photo : null;
  // A photo that passed is kept while the rest of the form is put right (or the lists shown).
  const keepPhoto = async () => {
    if (chosen.status === "accepted") await stageProfilePhoto(customer.id, chosen.photo, chosen.name);
  };
  // The mobile number is the account's; the read-only field cannot change it.
  const {
    reply,
    named: place,
    onlyLocations,
  } = await readLocatedPost(form, profileTextFields, language, {
    fixed: { mobile: customer.mobile },
    chosenPlace: "birthPlace",
  });
  if (onlyLocations) {
    await keepPhoto();
    return reply();
  }

  const result = await profileValidator(indiaToday(new Date()), language).validate(form);
  const fieldErrors: FieldErrors = { ...result.error?.fieldErrors };
  if (chosen.status === "tooLarge") fieldErrors.photo = t("account:profile.photoSize");
  if (chosen.status === "invalid") fieldErrors.photo = t("account:profile.photoType");
  // The place of birth is found as the kundli's form finds one: my kundli is drawn for it.
  const birthPlace = fieldErrors.birthPlace ? null : await placeOfBirthOf(String(form.get("birthPlace") ?? ""), language);
  if (birthPlace && "message" in birthPlace) fieldErrors.birthPlace = birthPlace.message;
  if (!result.data || !place || !birthPlace || "message" in birthPlace || Object.keys(fieldErrors).length > 0) {
    await keepPhoto();
    const choices = birthPlace && "message" in birthPlace ? birthPlace.choices : undefined;
    return reply(fieldErrors, chosen.status === "tooLarge" ? 413 : 422, choices);
  }
  try {
    // No new photo: the one kept from an earlier try, if any, is saved with the fields.
    await saveProfile(customer, { ...result.data, birthPlace: birthPlace.stored }, place, photo, language);
  } catch (error) {
    logger.error("profile update failed", { error });
    return reply({ [FORM_ERROR]: t("account:profile.failed") }, failureStatus(error));
  }
  return redirectWithFlash(pathInLanguage("/profile", language), { kind: "success", text: t("account:profile.updated") });
}
