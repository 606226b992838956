import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Trans } from "react-i18next";
import { type FieldErrors, ValidatedForm } from "remix-validated-form";

import { DefaultSubmit, ErrorSummary, RadioGroup, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { LocationSelects } from "~/components/LocationSelects";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { PlaceField } from "~/components/PlaceField";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { UploadProgress, useShrinkingSubmit } from "~/components/UploadProgress";
import { useTranslation } from "~/components/use-translation";
import { MAX_CAMERA_PHOTO_BYTES, PROFILE_SHRINK } from "~/domain/camera-photos";
import { MB, type RouteHandle } from "~/domain/route-handle";
import { BirthSkySection } from "~/features/account/BirthSkySection";
import { PHOTO_TYPES, type ProfileField, profileGenderOptions, profileLabelsIn } from "~/forms/customer";
import { TEXT_LIMITS } from "~/forms/text-input";
import { FORM_ERROR } from "~/forms/validation";
import { profileValidator } from "~/forms/validators/profile";
import { type Translate, translator } from "~/locales/i18n";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./profile.server";

export { action, loader } from "./profile.server";

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
      {/* Drawn afresh once a save changes the profile, so that with JavaScript too the fields show
          what was kept (a place of birth as the search names it), not what was typed. */}
      <ValidatedForm
        key={JSON.stringify(loaderData.values)}
        action={to("/profile")}
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
        <PlaceField name="birthPlace" label={labels.birthPlace} maxLength={TEXT_LIMITS.place} required choices={reply?.placeChoices} />
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

export const meta: MetaFunction = wordsMeta("account:profile.metaTitle", "account:profile.metaDescription", "/profile");
