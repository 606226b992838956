import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { type FieldErrors, ValidatedForm, validationError } from "remix-validated-form";

import { ErrorSummary, FormMessage, SubmitButton, TextField } from "~/components/form-fields";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { UploadProgress, useShrinkingSubmit } from "~/components/UploadProgress";
import { DOCUMENT_ACCEPT, documentLabels, documentsValidator, oneDocumentField } from "~/domain/astrologer-forms";
import { bankMessages } from "~/domain/bank";
import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { DOCUMENT_SHRINK } from "~/domain/camera-photos";
import { FORM_ERROR } from "~/domain/forms";
import { DOCUMENT_KINDS, documentMessages } from "~/domain/onboarding";
import { MB, type RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import {
  documentKindsOf,
  type DocumentStepOutcome,
  failureStatus,
  json,
  logger,
  type OneDocumentOutcome,
  redirectWithFlash,
  requireOpenApplication,
  submitDocumentStep,
  submitOneDocument,
} from "./document.server";

export const handle: RouteHandle = {
  hydrate: true,
  // Four camera photos as taken, plus the form's own bytes; each part is capped as it streams.
  bodyLimit: 4 * MAX_CAMERA_PHOTO_BYTES + MB,
  multipartOnly: true,
  tooLargeMessage: documentMessages.imageTooLarge,
};

// Documents, the last step of onboarding (spec §2 "Document upload page", §5 "Documents",
// §6, §8). Files are judged by name, size and first bytes as they stream in; the ones that
// pass are kept privately even when another is refused, so only the refused ones are chosen
// again. A photo larger than 500KB is shrunk to fit: with JavaScript in the browser before it
// is sent, without it on the server (up to 15 MB). A post over the server's cap
// never reaches here: the edge drains it and sends the visitor back with the reason.
// `?one={field}` takes one document at a time, each saved as it arrives: on a slow line without
// JavaScript (where photos are not shrunk before they are sent) no post carries them all.

export async function loader({ request }: LoaderFunctionArgs) {
  const { astrologerId } = await requireOpenApplication(request);
  const documents = await documentKindsOf(astrologerId);
  return json({
    uploaded: documents.map((d) => ({ kind: d.kind, originalName: d.originalName })),
    one: oneDocumentField(new URL(request.url).searchParams.get("one")),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { astrologerId } = await requireOpenApplication(request);
  const one = oneDocumentField(new URL(request.url).searchParams.get("one"));
  let outcome: DocumentStepOutcome | OneDocumentOutcome;
  try {
    outcome = one ? await submitOneDocument(request, astrologerId, one) : await submitDocumentStep(request, astrologerId);
  } catch (error) {
    // A body that is not a readable form is answered 400 (infra/form-data.server.ts).
    if (error instanceof Response) throw error;
    // The detail goes to the log; the page says no more than the spec's words.
    logger.error("document upload failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: documentMessages.failed() } }, {}, { status: failureStatus(error) });
  }
  if (outcome.kind === "incomplete") return validationError({ fieldErrors: outcome.fieldErrors }, {});
  if (outcome.kind === "refused") return validationError({ fieldErrors: { [one!]: outcome.message } }, {});
  if (outcome.kind === "saved") {
    return redirectWithFlash(`/document?one=${outcome.next}`, { kind: "success", text: documentMessages.oneSaved(outcome.label) });
  }
  return redirectWithFlash("/app-downloads", { kind: "success", text: documentMessages.success });
}

/** With JavaScript every document photo is shrunk in the browser before it is sent. */
const DOCUMENT_SHRINKING = Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.field, DOCUMENT_SHRINK]));

export default function Documents() {
  const upload = useShrinkingSubmit(DOCUMENT_SHRINKING);
  const { uploaded, one } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // Each answer starts the file inputs empty again: the files that passed are kept on the server.
  const [answers, setAnswers] = useState({ reply, count: 0 });
  if (answers.reply !== reply) setAnswers({ reply, count: answers.count + 1 });
  const uploadedKinds = uploaded.map((d) => d.kind).join(",");
  const validator = useMemo(() => documentsValidator(uploadedKinds.split(","), one ?? undefined), [uploadedKinds, one]);
  const firstMissing = DOCUMENT_KINDS.find((d) => d.required && !uploadedKinds.split(",").includes(d.kind)) ?? DOCUMENT_KINDS[0];
  // 'Please upload all required documents.' heads the summary when a required one not on file
  // has a message (not chosen, or refused); otherwise the general heading.
  const summaryMessage = (fieldErrors: FieldErrors) =>
    DOCUMENT_KINDS.some((d) => d.required && !uploadedKinds.split(",").includes(d.kind) && fieldErrors[d.field])
      ? documentMessages.missing
      : bankMessages.fixErrors;

  if (one) {
    const spec = DOCUMENT_KINDS.find((d) => d.field === one)!;
    return (
      <section className="container narrow section account-page onboarding-page">
        <p className="eyebrow">Step 3 of 3</p>
        <h1>Upload your documents</h1>
        <p className="lead">One document at a time: each is saved as it arrives, so a slow connection never carries them all at once.</p>
        <ol className="document-checklist" aria-label="Your documents">
          {DOCUMENT_KINDS.map((d) => {
            const done = uploaded.find((u) => u.kind === d.kind);
            return (
              <li key={d.field} aria-current={d.field === one ? "step" : undefined}>
                <span className="document-name">
                  {d.label}
                  {d.required ? null : " (optional)"}
                </span>{" "}
                {done ? <span className="status-mark status-done">Uploaded: {done.originalName}</span> : null}{" "}
                {d.field === one ? null : <Link to={`/document?one=${d.field}`}>{done ? `Replace ${d.label}` : `Upload ${d.label}`}</Link>}
              </li>
            );
          })}
        </ol>
        <ValidatedForm
          key={one}
          validator={validator}
          method="post"
          encType="multipart/form-data"
          formRef={upload.formRef}
          onSubmit={upload.onSubmit}
          noValidate
          className="stack account-form"
        >
          <FormMessage />
          <TextField
            key={`${spec.field}-${answers.count}`}
            name={spec.field}
            label={spec.label}
            type="file"
            accept={DOCUMENT_ACCEPT}
            hint="JPG, JPEG or PDF, smaller than 500KB; a larger photo is made smaller to fit."
            required
            onChange={shrinkOnChoose(DOCUMENT_SHRINK)}
          />
          <PrivacyNoticeLink />
          <div className="button-row">
            <SubmitButton pendingText="Uploading...">{`Upload ${spec.label}`}</SubmitButton>
          </div>
          <UploadProgress />
        </ValidatedForm>
        <p>
          <Link to="/document">Send all documents in one go instead</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">Step 3 of 3</p>
      <h1>Upload your documents</h1>
      <p className="lead">
        We check every astrologer's identity before their profile goes live. Your documents are seen only by our review team.
      </p>
      {/* Without JavaScript photos go as taken (several MB each): one at a time is kinder to a slow line. */}
      <p className="notice without-scripts">
        On a slow connection? <Link to={`/document?one=${firstMissing.field}`}>Send one document at a time</Link>: each is saved as it
        arrives.
      </p>
      <ValidatedForm
        validator={validator}
        method="post"
        encType="multipart/form-data"
        formRef={upload.formRef}
        onSubmit={upload.onSubmit}
        noValidate
        className="stack account-form"
      >
        <ErrorSummary labels={documentLabels} message={summaryMessage} />
        <p className="field-hint">JPG, JPEG or PDF files, each smaller than 500KB; a larger photo is made smaller to fit.</p>
        {DOCUMENT_KINDS.map((spec) => {
          const done = uploaded.find((d) => d.kind === spec.kind);
          const hint = done ? (
            <>
              <span className="uploaded-file">Uploaded: {done.originalName}</span> Replace it by choosing another file, or leave this empty
              to keep it.
            </>
          ) : spec.required ? (
            "Required."
          ) : (
            "Optional."
          );
          return (
            <TextField
              key={`${spec.field}-${answers.count}-${done?.originalName ?? ""}`}
              name={spec.field}
              label={spec.label}
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
          <SubmitButton pendingText="Uploading...">Upload Documents</SubmitButton>
        </div>
        <UploadProgress />
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Upload your documents",
  description: "Upload your identity documents for review.",
  path: "/document",
});
