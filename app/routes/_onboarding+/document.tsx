import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";

import { CheckedForm } from "~/components/checked-form";
import { ErrorSummary, SubmitButton, TextField } from "~/components/form-fields";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { sendFormWithProgress, UploadProgress } from "~/components/UploadProgress";
import { DOCUMENT_ACCEPT, documentLabels, documentsSchema, onboardingFormMessages } from "~/domain/astrologer-forms";
import { bankMessages } from "~/domain/bank";
import { DOCUMENT_SHRINK } from "~/domain/camera-photos";
import type { FieldErrors } from "~/domain/form-check";
import { DOCUMENT_KINDS, documentMessages } from "~/domain/onboarding";
import { privatePageMeta } from "~/domain/seo";
import { failureStatus } from "~/infra/database-errors.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { type DocumentStepOutcome, submitDocumentStep } from "~/services/document-uploads.server";
import { requireOpenApplication } from "~/services/guards.server";
import { documentKindsOf } from "~/services/onboarding.server";

// Documents, the last step of onboarding (spec §2 "Document upload page", §5 "Documents",
// §6, §8). Files are judged by name, size and first bytes as they stream in; the ones that
// pass are kept privately even when another is refused, so only the refused ones are chosen
// again. A photo larger than 500KB is shrunk to fit: with JavaScript in the browser before it
// is sent (clientAction), without it on the server (up to 15 MB). A post over the server's cap
// never reaches here: server.ts drains it and sends the visitor back with the reason.

type Reply = {
  fieldErrors: Record<string, string>;
  formError?: string;
  /** Changes with every answer, so the file inputs start empty again. */
  answeredAt: number;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { astrologerId } = await requireOpenApplication(request);
  const documents = await documentKindsOf(astrologerId);
  return json({ uploaded: documents.map((d) => ({ kind: d.kind, originalName: d.originalName })) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { astrologerId } = await requireOpenApplication(request);
  const reply = (extra: Partial<Reply>, status: number) => json<Reply>({ fieldErrors: {}, ...extra, answeredAt: Date.now() }, { status });
  let outcome: DocumentStepOutcome;
  try {
    outcome = await submitDocumentStep(request, astrologerId);
  } catch (error) {
    // A body that is not a readable form is answered 400 (infra/form-data.server.ts).
    if (error instanceof Response) throw error;
    // The detail goes to the log; the page says no more than the spec's words.
    logger.error("document upload failed", { error });
    return reply({ formError: documentMessages.failed() }, failureStatus(error));
  }
  if (outcome.kind === "incomplete") return reply({ fieldErrors: outcome.fieldErrors, formError: outcome.formError }, 422);
  return redirectWithFlash("/app-downloads", { kind: "success", text: documentMessages.success });
}

/** With JavaScript: photos shrunk to fit before they are sent, with a progress bar. */
export function clientAction({ request }: ClientActionFunctionArgs) {
  return sendFormWithProgress(request, Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.field, DOCUMENT_SHRINK])));
}

export default function Documents() {
  const { uploaded } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const uploadedKinds = uploaded.map((d) => d.kind).join(",");
  const schema = useMemo(() => documentsSchema(uploadedKinds.split(",")), [uploadedKinds]);
  // 'Please upload all required documents.' heads the summary when one is missing (the server's
  // word, or the browser's check); otherwise the general heading. Other failures stand alone.
  const missingOnServer = reply?.formError === documentMessages.missing;
  const summaryMessage = (fieldErrors: FieldErrors) =>
    missingOnServer || DOCUMENT_KINDS.some((d) => fieldErrors[d.field] === onboardingFormMessages.documentRequired(d.label))
      ? documentMessages.missing
      : bankMessages.fixErrors;
  const formError = missingOnServer ? null : reply?.formError;

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">Step 3 of 3</p>
      <h1>Upload your documents</h1>
      <p className="lead">
        We check every astrologer's identity before their profile goes live. Your documents are seen only by our review team.
      </p>
      <CheckedForm schema={schema} errors={reply?.fieldErrors} encType="multipart/form-data" className="stack account-form">
        <ErrorSummary labels={documentLabels} message={summaryMessage} formError={formError} />
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
              key={`${spec.field}-${reply?.answeredAt ?? 0}-${done?.originalName ?? ""}`}
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
        <div className="button-row">
          <SubmitButton pendingText="Uploading...">Upload Documents</SubmitButton>
        </div>
        <UploadProgress />
      </CheckedForm>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Upload your documents",
  description: "Upload your identity documents for review.",
  path: "/document",
});
