import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { Trans } from "react-i18next";
import type { FieldErrors } from "remix-validated-form";

import { ErrorSummary, FormMessage, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { UploadForm, UploadProgress } from "~/components/UploadProgress";
import { useTranslation } from "~/components/use-translation";
import { DOCUMENT_SHRINK, MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { DOCUMENT_KINDS } from "~/domain/onboarding";
import { MB, type RouteHandle } from "~/domain/route-handle";
import { DOCUMENT_ACCEPT, documentLabelsIn } from "~/forms/astrologer";
import { documentsValidator } from "~/forms/validators/documents";
import { translator } from "~/locales/i18n";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./document.server";

export { action, loader } from "./document.server";

export const handle: RouteHandle = {
  hydrate: true,
  i18n: ["onboarding", "forms"],
  // Four camera photos as taken, plus the form's own bytes; each part is capped as it streams.
  bodyLimit: 4 * MAX_CAMERA_PHOTO_BYTES + MB,
  multipartOnly: true,
  tooLargeMessage: (language) => translator(language)("onboarding:documentMessages.imageTooLarge"),
  // The one document the page asks for; the language switch keeps it.
  cacheQuery: ["one"],
};

// Documents, the last step of onboarding (spec §2 "Document upload page", §5 "Documents",
// §6, §8). Files are judged by name, size and first bytes as they stream in; the ones that
// pass are kept privately even when another is refused, so only the refused ones are chosen
// again. A photo larger than 500KB is shrunk to fit: with JavaScript in the browser before it
// is sent, without it on the server (up to 15 MB). A post over the server's cap
// never reaches here: the edge drains it and sends the visitor back with the reason.
// `?one={field}` takes one document at a time, each saved as it arrives: on a slow line without
// JavaScript (where photos are not shrunk before they are sent) no post carries them all.

/** With JavaScript every document photo is shrunk in the browser before it is sent. */
const DOCUMENT_SHRINKING = Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.field, DOCUMENT_SHRINK]));

export default function Documents() {
  const { t } = useTranslation(["onboarding", "forms"]);
  const language = useLanguage();
  const to = useLocalePath();
  const { uploaded, one } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Each answer starts the file inputs empty again: the files that passed are kept on the server.
  const [answers, setAnswers] = useState({ reply, count: 0 });
  if (answers.reply !== reply) setAnswers({ reply, count: answers.count + 1 });
  const uploadedKinds = uploaded.map((d) => d.kind).join(",");
  const validator = useMemo(() => documentsValidator(language, uploadedKinds.split(","), one ?? undefined), [language, uploadedKinds, one]);
  const labels = useMemo(() => documentLabelsIn(translator(language)), [language]);
  const label = (kind: (typeof DOCUMENT_KINDS)[number]["kind"]) => t(`onboarding:documents.kinds.${kind}`);
  const progress = {
    label: t("onboarding:upload.label"),
    preparing: t("onboarding:upload.preparing"),
    uploading: t("onboarding:upload.uploading"),
  };
  const firstMissing = DOCUMENT_KINDS.find((d) => d.required && !uploadedKinds.split(",").includes(d.kind)) ?? DOCUMENT_KINDS[0];
  // 'Please upload all required documents.' heads the summary when a required one not on file
  // has a message (not chosen, or refused); otherwise the general heading.
  const summaryMessage = (fieldErrors: FieldErrors) =>
    DOCUMENT_KINDS.some((d) => d.required && !uploadedKinds.split(",").includes(d.kind) && fieldErrors[d.field])
      ? t("onboarding:documentMessages.missing")
      : t("onboarding:bankMessages.fixErrors");

  if (one) {
    const spec = DOCUMENT_KINDS.find((d) => d.field === one)!;
    return (
      <section className="container narrow section account-page onboarding-page">
        <p className="eyebrow">{t("onboarding:stepOf", { step: 3 })}</p>
        <h1>{t("onboarding:documents.title")}</h1>
        <p className="lead">{t("onboarding:documents.oneLead")}</p>
        <ol className="document-checklist" aria-label={t("onboarding:documents.checklist")}>
          {DOCUMENT_KINDS.map((d) => {
            const done = uploaded.find((u) => u.kind === d.kind);
            return (
              <li key={d.field} aria-current={d.field === one ? "step" : undefined}>
                <span className="document-name">
                  {label(d.kind)}
                  {d.required ? null : t("onboarding:documents.optionalMark")}
                </span>{" "}
                {done ? (
                  <span className="status-mark status-done">{t("onboarding:documents.uploaded", { name: done.originalName })}</span>
                ) : null}{" "}
                {d.field === one ? null : (
                  <Link to={to(`/document?one=${d.field}`)}>
                    {done
                      ? t("onboarding:documents.replaceOne", { label: label(d.kind) })
                      : t("onboarding:documents.uploadOne", { label: label(d.kind) })}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
        <UploadForm
          action={to(`/document?one=${one}`)}
          key={one}
          validator={validator}
          shrink={DOCUMENT_SHRINKING}
          className="stack account-form"
        >
          <FormMessage />
          <TextField
            key={`${spec.field}-${answers.count}`}
            name={spec.field}
            label={label(spec.kind)}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hint={t("onboarding:documents.oneHint")}
            required
            onChange={shrinkOnChoose(DOCUMENT_SHRINK)}
          />
          <PrivacyNoticeLink />
          <div className="button-row">
            <SubmitButton pendingText={t("onboarding:documents.submitting")}>
              {t("onboarding:documents.uploadOne", { label: label(spec.kind) })}
            </SubmitButton>
          </div>
          <UploadProgress texts={progress} />
        </UploadForm>
        <p>
          <Link to={to("/document")}>{t("onboarding:documents.allAtOnce")}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">{t("onboarding:stepOf", { step: 3 })}</p>
      <h1>{t("onboarding:documents.title")}</h1>
      <p className="lead">{t("onboarding:documents.lead")}</p>
      {/* Without JavaScript photos go as taken (several MB each): one at a time is kinder to a slow line. */}
      <p className="notice without-scripts">
        <Trans
          t={t}
          i18nKey="onboarding:documents.slowLine"
          components={{ one: <Link to={to(`/document?one=${firstMissing.field}`)} /> }}
        />
      </p>
      <UploadForm action={to("/document")} validator={validator} shrink={DOCUMENT_SHRINKING} className="stack account-form">
        <ErrorSummary labels={labels} message={summaryMessage} />
        <p className="field-hint">{t("onboarding:documents.filesHint")}</p>
        {DOCUMENT_KINDS.map((spec) => {
          const done = uploaded.find((d) => d.kind === spec.kind);
          const hint = done ? (
            <>
              <span className="uploaded-file">{t("onboarding:documents.uploaded", { name: done.originalName })}</span>{" "}
              {t("onboarding:documents.keepHint")}
            </>
          ) : spec.required ? (
            t("onboarding:documents.required")
          ) : (
            t("onboarding:documents.optional")
          );
          return (
            <TextField
              key={`${spec.field}-${answers.count}-${done?.originalName ?? ""}`}
              name={spec.field}
              label={label(spec.kind)}
              type="file"
              accept={DOCUMENT_ACCEPT}
              hint={hint}
              required={spec.required && !done}
              onChange={shrinkOnChoose(DOCUMENT_SHRINK)}
            />
          );
        })}
        <PrivacyNoticeLink />
        <div className="button-row">
          <SubmitButton pendingText={t("onboarding:documents.submitting")}>{t("onboarding:documents.submit")}</SubmitButton>
        </div>
        <UploadProgress texts={progress} />
      </UploadForm>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("onboarding:documents.metaTitle", "onboarding:documents.metaDescription", "/document");
