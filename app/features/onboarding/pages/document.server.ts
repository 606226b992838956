import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { DOCUMENT_KINDS } from "~/domain/onboarding";
import {
  type DocumentStepOutcome,
  documentUploadReceiver,
  type OneDocumentOutcome,
  submitDocumentStep,
  submitOneDocument,
} from "~/features/onboarding/document-uploads.server";
import { documentLabel, documentRefusalMessage, oneDocumentField } from "~/forms/astrologer";
import { FORM_ERROR } from "~/forms/validation";
import { failureStatus } from "~/infra/database-errors.server";
import { receiveUpload } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { requireOpenApplication } from "~/pages/visitor-guards.server";
import { documentKindsOf } from "~/services/onboarding.server";

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
  const language = languageOfRequest(request);
  const t = translator(language);
  const one = oneDocumentField(new URL(request.url).searchParams.get("one"));
  let outcome: DocumentStepOutcome | OneDocumentOutcome;
  try {
    const received = await receiveUpload(request, documentUploadReceiver());
    outcome = one ? await submitOneDocument(received, astrologerId, one) : await submitDocumentStep(received, astrologerId);
  } catch (error) {
    // A body that is not a readable form is answered 400 (infra/form-data.server.ts).
    if (error instanceof Response) throw error;
    // The detail goes to the log; the page says no more than the spec's words.
    logger.error("document upload failed", { error });
    return validationError(
      { fieldErrors: { [FORM_ERROR]: t("onboarding:documentMessages.failed") } },
      {},
      { status: failureStatus(error) },
    );
  }
  // Each refused field's reason in the page's language.
  const said = (field: string, refusal: Parameters<typeof documentRefusalMessage>[1]) =>
    documentRefusalMessage(t, refusal, DOCUMENT_KINDS.find((d) => d.field === field)!.kind);
  if (outcome.kind === "incomplete") {
    const fieldErrors = Object.fromEntries(Object.entries(outcome.refusals).map(([field, refusal]) => [field, said(field, refusal)]));
    return validationError({ fieldErrors }, {});
  }
  if (outcome.kind === "refused") return validationError({ fieldErrors: { [one!]: said(one!, outcome.refusal) } }, {});
  if (outcome.kind === "saved") {
    return redirectWithFlash(pathInLanguage(`/document?one=${outcome.next}`, language), {
      kind: "success",
      text: t("onboarding:documentMessages.oneSaved", { label: documentLabel(t, outcome.document) }),
    });
  }
  return redirectWithFlash(pathInLanguage("/app-downloads", language), { kind: "success", text: t("onboarding:documentMessages.success") });
}
