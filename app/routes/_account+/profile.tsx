import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { type FieldErrors, ValidatedForm } from "remix-validated-form";

import { BirthSkySection } from "~/components/BirthSkySection";
import { DefaultSubmit, ErrorSummary, RadioGroup, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { UploadProgress, useShrinkingSubmit } from "~/components/UploadProgress";
import { MAX_CAMERA_PHOTO_BYTES, PROFILE_SHRINK } from "~/domain/camera-photos";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TYPES,
  type ProfileField,
  profileGenderOf,
  profileGenderOptions,
  profileLabelsIn,
  profileTextFields,
  profileValidator,
} from "~/domain/customer-forms";
import { FORM_ERROR } from "~/domain/forms";
import { formatIndiaDateTime, indiaToday } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { type LocatedFormReply, locationNames } from "~/domain/locations";
import { MB, type RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import { TEXT_LIMITS } from "~/domain/text-input";
import { type Translate, translator } from "~/i18n";

import {
  acceptProfilePhoto,
  customerBirthSky,
  type CustomerProfile,
  failureStatus,
  fixedT,
  json,
  locationLists,
  logger,
  postedLocations,
  type ProfilePhoto,
  readCappedPart,
  readMultipartForm,
  readTextPart,
  redirectWithFlash,
  requireCustomer,
  saveProfile,
  signInsOf,
  stagedProfilePhotoName,
  stageProfilePhoto,
  type UploadHandler,
} from "./profile.server";

export const handle: RouteHandle = {
  hydrate: true,
  // Without JavaScript a camera photo comes as taken (up to 15 MB) and the server shrinks it.
  bodyLimit: MAX_CAMERA_PHOTO_BYTES + MB,
  // The edge answers before any route code runs, in the address's language.
  tooLargeMessage: (language) => translator(language)("account:profile.photoSize"),
  i18n: ["account", "forms", "panchang"],
};

// The customer's profile (spec §2 "Profile", §4 "Profile form", §5, §8): every field
// required, a photo upload (JPEG, PNG or WebP, judged by its bytes, stored at most 1 MB: a
// camera photo is shrunk to fit, in the browser or on the server). A photo that passed while
// another field failed is kept (staged) and saved with the form once it is put right.

type Values = Record<Exclude<ProfileField, "photo">, string>;
type Reply = LocatedFormReply<Exclude<ProfileField, "photo">>;

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
    locationLists({ countryId: customer.countryId, stateId: values.stateId, cityId: values.cityId }),
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
  const t = fixedT(language);
  const { form, chosen } = await readProfileForm(request);
  const photo = chosen.status === "accepted" ? chosen.photo : null;
  // A photo that passed is kept while the rest of the form is put right (or the lists shown).
  const keepPhoto = async () => {
    if (chosen.status === "accepted") await stageProfilePhoto(customer.id, chosen.photo, chosen.name);
  };
  // The mobile number is the account's; the read-only field cannot change it.
  form.set("mobile", customer.mobile);
  const { values, locations } = await postedLocations(form, profileTextFields);
  // validationError's answer, with the lists the selects draw.
  const reply = (fieldErrors?: FieldErrors, status = 422) => json<Reply>({ fieldErrors, repopulateFields: values, locations }, { status });

  if (form.get("intent") === "locations") {
    await keepPhoto();
    return reply(undefined, 200);
  }

  const result = await profileValidator(indiaToday(new Date()), language).validate(form);
  const fieldErrors: FieldErrors = { ...result.error?.fieldErrors };
  if (chosen.status === "tooLarge") fieldErrors.photo = t("account:profile.photoSize");
  if (chosen.status === "invalid") fieldErrors.photo = t("account:profile.photoType");
  const place = locationNames(locations);
  if (!result.data || !place || Object.keys(fieldErrors).length > 0) {
    await keepPhoto();
    return reply(fieldErrors, chosen.status === "tooLarge" ? 413 : 422);
  }
  try {
    // No new photo: the one kept from an earlier try, if any, is saved with the fields.
    await saveProfile(customer, result.data, place, photo, language);
  } catch (error) {
    logger.error("profile update failed", { error });
    return reply({ [FORM_ERROR]: t("account:profile.failed") }, failureStatus(error));
  }
  return redirectWithFlash(pathInLanguage("/profile", language), { kind: "success", text: t("account:profile.updated") });
}

/** Spec §5: 'Please fill in all required fields.' when a field is missing; a photo alone is no such case. */
const summaryMessage = (t: Translate) => (fieldErrors: FieldErrors) =>
  Object.keys(fieldErrors).some((name) => name !== "photo" && name !== FORM_ERROR && fieldErrors[name])
    ? t("account:profile.fillAll")
    : t("account:profile.failed");

/** With JavaScript a new photo is shrunk in the browser before it is sent. */
const PROFILE_SHRINKING = { photo: PROFILE_SHRINK };

export default function Profile() {
  const upload = useShrinkingSubmit(PROFILE_SHRINKING);
  const loaderData = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { today, photoUrl, hasPhoto, stagedPhotoName, signIns, sky } = loaderData;
  const locations = reply?.locations ?? loaderData.locations;
  const defaults: Partial<Values> = reply?.repopulateFields ?? loaderData.values;
  const { t } = useTranslation("account");
  const language = useLanguage();
  const to = useLocalePath();
  const translate = translator(language);
  const labels = profileLabelsIn(translate);

  return (
    <section className="container narrow section account-page">
      <h1>{t("profile.title")}</h1>
      <ValidatedForm
        validator={profileValidator(today, language)}
        method="post"
        encType="multipart/form-data"
        formRef={upload.formRef}
        onSubmit={upload.onSubmit}
        noValidate
        defaultValues={defaults}
        className="stack account-form"
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={summaryMessage(translate)} />
        <div className="profile-photo">
          <img
            src={photoUrl}
            alt={hasPhoto ? t("profile.photoAlt") : t("profile.noPhotoAlt")}
            width={96}
            height={96}
            className="profile-photo-image"
          />
          {/* Keyed by the photo (saved or kept) so an upload the server has leaves the file input empty again. */}
          <TextField
            key={`${photoUrl}|${stagedPhotoName ?? ""}`}
            name="photo"
            label={labels.photo}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            onChange={shrinkOnChoose(PROFILE_SHRINK)}
            hint={
              stagedPhotoName ? (
                <Trans
                  t={t}
                  i18nKey="profile.photoStaged"
                  values={{ kept: t("profile.photoKept"), name: stagedPhotoName }}
                  components={{ file: <span className="uploaded-file" /> }}
                />
              ) : (
                t("profile.photoHint")
              )
            }
          />
        </div>
        <TextField name="name" label={labels.name} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <RadioGroup name="gender" legend={labels.gender} options={profileGenderOptions(translate)} required />
        <TextField name="dob" label={labels.dob} type="date" max={today} required />
        <TextField name="timeOfBirth" label={labels.timeOfBirth} type="time" required />
        <TextField name="birthPlace" label={labels.birthPlace} maxLength={TEXT_LIMITS.place} required />
        <LocationSelects locations={locations} />
        <TextField name="pinCode" label={labels.pinCode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required />
        <TextField name="email" label={labels.email} type="email" autoComplete="email" maxLength={TEXT_LIMITS.email} required />
        <TextField name="mobile" label={labels.mobile} type="tel" readOnly maxLength={10} hint={t("profile.mobileHint")} />
        <PrivacyNoticeLink />
        <div className="button-row">
          <SubmitButton pendingText={t("profile.saving")}>{t("profile.save")}</SubmitButton>
        </div>
        <UploadProgress />
      </ValidatedForm>
      <BirthSkySection sky={sky} />
      <section className="stack session-end" aria-labelledby="sign-ins-heading">
        <h2 id="sign-ins-heading">{t("signIns.heading")}</h2>
        <p className="field-hint">{t("signIns.intro")}</p>
        <ul className="sign-in-list">
          {signIns.map((signIn) => (
            <li key={signIn.handle} className="sign-in">
              <p className="sign-in-device">
                <strong>{signIn.device}</strong>
                {signIn.current ? <span className="sign-in-here">{t("signIns.thisDevice")}</span> : null}
              </p>
              <p className="sign-in-when">{t("signIns.seen", { place: signIn.place, when: signIn.lastUsed })}</p>
              <Form method="post" action={to("/profile/sessions")}>
                <input type="hidden" name="session" value={signIn.handle} />
                <button
                  type="submit"
                  className="button button-light"
                  aria-label={t("signIns.endLabel", { device: signIn.device, lastUsed: signIn.lastUsed })}
                >
                  {t("signIns.end")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <p className="field-hint">{t("signIns.placeNote")}</p>
      </section>
      <Form method="post" action={to("/logout")} className="stack">
        <input type="hidden" name="scope" value="all" />
        <p className="field-hint" id="log-out-everywhere-hint">
          {t("sessions.logOutEverywhereHint")}
        </p>
        <div className="button-row">
          <button type="submit" className="button button-light" aria-describedby="log-out-everywhere-hint">
            {t("sessions.logOutEverywhere")}
          </button>
        </div>
      </Form>
      <section className="stack session-end" aria-labelledby="your-data-heading">
        <h2 id="your-data-heading">{t("myData.title")}</h2>
        <p className="field-hint" id="your-data-hint">
          {t("myData.linkHint")}
        </p>
        <p>
          <Link to={to("/my-data")} aria-describedby="your-data-hint">
            {t("myData.link")}
          </Link>
        </p>
      </section>
      <p>
        <Trans t={t} i18nKey="profile.grievance" components={{ grievance: <Link to={to("/grievance")} /> }} />
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta((t) => ({
  title: t("account:profile.metaTitle"),
  description: t("account:profile.metaDescription"),
  path: "/profile",
}));
