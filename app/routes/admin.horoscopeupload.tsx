import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { SIGNS } from "~/domain/horoscope";
import {
  horoscopeUploadMessages as messages,
  PREDICTION_MAX_LENGTH,
  UPLOAD_LANGUAGES,
  type UploadFields,
  type UploadValues,
  validateUpload,
} from "~/domain/horoscope-upload";
import { formatIndiaDate } from "~/domain/india-date";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { getUploadState, uploadHoroscope, type UploadResult } from "~/services/horoscope-upload.server";

const PATH = "/admin/horoscopeupload";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { batch, next } = await getUploadState();
  return json({
    batch: batch
      ? { id: batch.id, startDate: batch.startDate, endDate: batch.endDate, language: batch.language, signsDone: batch.signsDone }
      : null,
    next: next?.slug ?? SIGNS[0].slug,
  });
}

type ActionData = { errors: Partial<Record<UploadFields, string>>; formError: string | null; values: UploadValues };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const field = (name: keyof UploadValues) => String(form.get(name) ?? "");
  const values: UploadValues = {
    startDate: field("startDate"),
    endDate: field("endDate"),
    language: field("language"),
    sign: field("sign"),
    prediction: field("prediction"),
  };
  const reply = (data: Omit<ActionData, "values">, status: number) => json<ActionData>({ ...data, values }, { status });

  const checked = validateUpload(values);
  if (!checked.ok) return reply({ errors: checked.errors, formError: null }, 400);

  let result: UploadResult;
  try {
    result = await uploadHoroscope(admin.id, checked.data);
  } catch (error) {
    logger.error("horoscope upload failed", { error });
    return reply({ errors: {}, formError: messages.failed }, failureStatus(error));
  }
  if (!result.ok) {
    switch (result.reason) {
      case "dates-locked":
        return reply({ errors: { dates: messages.datesLocked }, formError: null }, 409);
      case "language-locked":
        return reply({ errors: { language: messages.languageLocked }, formError: null }, 409);
      case "already-uploaded":
        return reply({ errors: { sign: messages.alreadyUploaded }, formError: null }, 409);
      case "out-of-order":
        return reply({ errors: { sign: messages.outOfOrder(result.expected.name) }, formError: null }, 409);
      default:
        // Another admin's upload took the same step a moment earlier.
        return reply({ errors: {}, formError: messages.failed }, 409);
    }
  }
  const text = result.complete ? messages.allUploaded : messages.uploaded(checked.data.sign.name);
  return redirectWithFlash(PATH, { kind: "success", text });
}

const FIELD_LABELS: Record<UploadFields, string> = {
  dates: "Start and end date",
  language: "Language",
  sign: "Sign",
  prediction: "Prediction",
};
// The summary's links go to the first control of each field.
const FIELD_TARGETS: Record<UploadFields, string> = { dates: "startDate", language: "language", sign: "sign", prediction: "prediction" };

export default function HoroscopeUpload() {
  const { batch, next } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formAction === PATH;
  const errors = data?.errors ?? {};
  const locked = batch !== null;
  const done = batch?.signsDone ?? [];
  const errorNames = (Object.keys(FIELD_LABELS) as UploadFields[]).filter((name) => errors[name]);
  const describe = (name: UploadFields, hint?: string) =>
    [hint, errors[name] ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;

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

        <Form
          method="post"
          className="stack admin-form"
          noValidate
          // A new step of the batch starts from a fresh form (the text area empties after each upload).
          key={`${batch?.id ?? "new"}-${done.length}`}
          aria-labelledby="upload-form-title"
        >
          <h2 id="upload-form-title">Upload a sign</h2>
          {errorNames.length > 0 || data?.formError ? (
            <div className="error-summary" role="alert">
              {data?.formError ? <p className="error-summary-title">{data.formError}</p> : null}
              {errorNames.length > 0 ? (
                <>
                  <p className="error-summary-title">The horoscope was not uploaded. Please check:</p>
                  <ul>
                    {errorNames.map((name) => (
                      <li key={name}>
                        <a href={`#${FIELD_TARGETS[name]}`}>{FIELD_LABELS[name]}</a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}

          <fieldset className="field date-range">
            <legend>Dates</legend>
            {locked ? (
              <p id="dates-hint" className="field-hint">
                The dates and the language stay locked until all 12 signs are uploaded.
              </p>
            ) : null}
            <div className="date-range-inputs">
              <div>
                <label htmlFor="startDate">Start date</label>
                <input
                  id="startDate"
                  name="startDate"
                  type="date"
                  readOnly={locked}
                  defaultValue={batch?.startDate ?? data?.values.startDate ?? ""}
                  aria-invalid={errors.dates ? true : undefined}
                  aria-describedby={describe("dates", locked ? "dates-hint" : undefined)}
                />
              </div>
              <div>
                <label htmlFor="endDate">End date</label>
                <input
                  id="endDate"
                  name="endDate"
                  type="date"
                  readOnly={locked}
                  defaultValue={batch?.endDate ?? data?.values.endDate ?? ""}
                  aria-invalid={errors.dates ? true : undefined}
                  aria-describedby={describe("dates", locked ? "dates-hint" : undefined)}
                />
              </div>
            </div>
            {errors.dates ? (
              <p id="dates-error" className="field-error">
                {errors.dates}
              </p>
            ) : null}
          </fieldset>

          <div className="field">
            <label htmlFor="language">Language</label>
            <select
              id="language"
              name="language"
              defaultValue={batch?.language ?? data?.values.language ?? "english"}
              aria-invalid={errors.language ? true : undefined}
              aria-describedby={describe("language", locked ? "dates-hint" : undefined)}
            >
              {/* The language is locked with the dates: one batch is one language. */}
              {UPLOAD_LANGUAGES.filter((language) => !batch || batch.language === language).map((language) => (
                <option key={language} value={language}>
                  {language === "hindi" ? "Hindi" : "English"}
                </option>
              ))}
            </select>
            {errors.language ? (
              <p id="language-error" className="field-error">
                {errors.language}
              </p>
            ) : null}
          </div>

          <div className="field">
            <label htmlFor="sign">Sign</label>
            <select
              id="sign"
              name="sign"
              defaultValue={data?.values.sign || next}
              aria-invalid={errors.sign ? true : undefined}
              aria-describedby={describe("sign")}
            >
              {SIGNS.map((sign) => (
                <option key={sign.slug} value={sign.slug}>
                  {done.includes(sign.slug) ? `${sign.name} (done)` : sign.name}
                </option>
              ))}
            </select>
            {errors.sign ? (
              <p id="sign-error" className="field-error">
                {errors.sign}
              </p>
            ) : null}
          </div>

          <div className="field">
            <label htmlFor="prediction">Prediction</label>
            <p id="prediction-hint" className="field-hint">
              Lines starting with * or • become list items; blank lines become breaks.
            </p>
            <textarea
              id="prediction"
              name="prediction"
              rows={10}
              maxLength={PREDICTION_MAX_LENGTH}
              defaultValue={data?.values.prediction ?? ""}
              aria-required
              aria-invalid={errors.prediction ? true : undefined}
              aria-describedby={describe("prediction", "prediction-hint")}
            />
            {errors.prediction ? (
              <p id="prediction-error" className="field-error">
                {errors.prediction}
              </p>
            ) : null}
          </div>

          <button type="submit" className="button" disabled={uploading}>
            {uploading ? "Uploading..." : "Upload horoscope"}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Daily horoscope upload | Admin" }, { name: "robots", content: "noindex" }];
