import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { DateRangeField, ErrorSummary, fieldValues, SelectField, TextareaField } from "~/components/form-fields";
import { SIGNS } from "~/domain/horoscope";
import { PREDICTION_MAX_LENGTH, UPLOAD_LANGUAGES, type UploadFields, type UploadValues } from "~/domain/horoscope-upload";
import { formatIndiaDate } from "~/domain/india-date";
import { horoscopeUploadValidator } from "~/forms/horoscope-upload";

import type { action, loader } from "./horoscopeupload.server";

export { action, loader } from "./horoscopeupload.server";

const PATH = "/admin/horoscopeupload";

const FIELD_LABELS: Record<UploadFields, string> = {
  dates: "Start and end date",
  language: "Language",
  sign: "Sign",
  prediction: "Prediction",
};
const LANGUAGE_OPTIONS = UPLOAD_LANGUAGES.map((language) => ({ value: language, label: language === "hindi" ? "Hindi" : "English" }));

export default function HoroscopeUpload() {
  const { batch, next } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === PATH;
  const locked = batch !== null;
  const done = batch?.signsDone ?? [];
  const posted = data?.repopulateFields as Partial<UploadValues> | undefined;
  const defaults = {
    startDate: batch?.startDate ?? posted?.startDate,
    endDate: batch?.endDate ?? posted?.endDate,
    language: batch?.language ?? posted?.language ?? "english",
    sign: posted?.sign || next,
    prediction: posted?.prediction,
  };
  // The language is locked with the dates: one batch is one language.
  const languages = LANGUAGE_OPTIONS.filter((option) => !batch || batch.language === option.value);
  const signs = SIGNS.map((sign) => ({ value: sign.slug, label: done.includes(sign.slug) ? `${sign.name} (done)` : sign.name }));

  return (
    <div className="container section admin-page">
      <h1>Daily horoscope upload</h1>
      <p className="lead">
        {batch
          ? `Uploading ${batch.language === "hindi" ? "Hindi" : "English"} horoscopes for ${formatIndiaDate(batch.startDate)} to ${formatIndiaDate(batch.endDate)}: ${done.length} of ${SIGNS.length} done.`
          : "Choose the dates to start a new upload. The twelve signs are uploaded in order, Aries to Pisces."}
      </p>

      <div className="upload-layout">
        <section className="upload-progress" aria-labelledby="progress-title">
          <h2 id="progress-title">Signs</h2>
          <ol>
            {SIGNS.map((sign) => {
              const isDone = done.includes(sign.slug);
              const isNext = sign.slug === next;
              return (
                <li key={sign.slug} className={isDone ? "sign-done" : isNext ? "sign-next" : undefined}>
                  <span>{sign.name}</span>{" "}
                  {isDone ? <span className="status-mark">Done</span> : isNext ? <span className="status-mark">Next</span> : null}
                </li>
              );
            })}
          </ol>
        </section>

        <ValidatedForm
          action={PATH}
          validator={horoscopeUploadValidator}
          method="post"
          noValidate
          defaultValues={fieldValues(defaults)}
          className="stack admin-form"
          // A new step of the batch starts from a fresh form (the text area empties after each upload).
          key={`${batch?.id ?? "new"}-${done.length}`}
          aria-labelledby="upload-form-title"
        >
          <h2 id="upload-form-title">Upload a sign</h2>
          <ErrorSummary labels={FIELD_LABELS} message="The horoscope was not uploaded. Please check:" />
          <DateRangeField
            name="dates"
            legend="Dates"
            start={{ name: "startDate", label: "Start date" }}
            end={{ name: "endDate", label: "End date" }}
            hint={locked ? "The dates and the language stay locked until all 12 signs are uploaded." : undefined}
            readOnly={locked}
          />
          <SelectField name="language" label={FIELD_LABELS.language} options={languages} />
          <SelectField name="sign" label={FIELD_LABELS.sign} options={signs} />
          <TextareaField
            name="prediction"
            label={FIELD_LABELS.prediction}
            hint="Lines starting with * or • become list items; blank lines become breaks."
            rows={10}
            maxLength={PREDICTION_MAX_LENGTH}
            required
          />
          <button type="submit" className="button" disabled={uploading}>
            {uploading ? "Uploading..." : "Upload horoscope"}
          </button>
        </ValidatedForm>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Daily horoscope upload | Admin" }, { name: "robots", content: "noindex" }];
