import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { type ApplicationStage, applicationStage } from "~/domain/application-stage";
import { formatIndiaDate } from "~/domain/india-date";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { DOCUMENT_KINDS, type DocumentKind } from "~/domain/onboarding";
import { mayWithdraw } from "~/forms/application-withdrawal";
import { acceptsOnboardingSteps } from "~/forms/astrologer";
import { FORM_ERROR } from "~/forms/validation";
import { withdrawalValidator } from "~/forms/validators/withdrawal";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { jsonWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession } from "~/infra/session.server";
import { bindApplication } from "~/infra/session-keys.server";
import { translator } from "~/locales/i18n";
import { requireApplicationViewer } from "~/pages/visitor-guards.server";
import { WithdrawalError, withdrawApplication } from "~/services/closed-applications.server";
import type { ApplicationStatus } from "~/services/onboarding.server";

export type Stage = ApplicationStage | "none";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, phone, application } = await requireApplicationViewer(request);
  const mobileEnding = phone.slice(-4);
  if (!application) return json({ mobileEnding, stage: "none" as Stage, application: null });

  // The OTP proved this number: its open application is this visitor's to continue.
  const cookies: Array<string | null> = [];
  if (acceptsOnboardingSteps(application) && bindApplication(session, application.astrologerId)) {
    cookies.push(await commitVisitorSession(session));
  }
  return jsonWithCookies(
    { mobileEnding, stage: applicationStage(application), application: describe(application, languageOfRequest(request)) },
    cookies,
  );
}

const isDocumentKind = (kind: string): kind is DocumentKind => DOCUMENT_KINDS.some((d) => d.kind === kind);

function describe(a: ApplicationStatus, language: Language) {
  return {
    id: a.astrologerId,
    name: a.name,
    bankDetailsSaved: a.bankDetailsSaved,
    // The kinds, named by the page in its language.
    uploaded: a.documentsUploaded.filter(isDocumentKind),
    missing: a.missingDocuments.filter(isDocumentKind),
    rejectionReason: a.rejectionReason,
    canReapply: a.canReapply,
    mayWithdraw: mayWithdraw(a),
    withdrawnOn: a.withdrawnAt ? formatIndiaDate(a.withdrawnAt, language) : null,
    erasure: a.erasure ? { on: formatIndiaDate(a.erasure.at, language), cause: a.erasure.cause } : null,
  };
}

// The applicant withdraws (decision 067): the id is the application the page showed, which
// the service withdraws only if it is still the one registered under this visitor's number.
export async function action({ request, context }: ActionFunctionArgs) {
  const { phone } = await requireApplicationViewer(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const result = await withdrawalValidator(language).validate(await readForm(request));
  if (result.error) return validationError(result.error, {}, { status: 400 });
  try {
    await withdrawApplication(result.data.applicationId, phone, clientIp(context));
  } catch (error) {
    if (error instanceof WithdrawalError) {
      const notFound = error.reason === "notFound";
      const text = notFound ? t("onboarding:withdrawal.notFound") : t("onboarding:withdrawal.tooLate");
      return validationError({ fieldErrors: { [FORM_ERROR]: text } }, {}, { status: notFound ? 403 : 409 });
    }
    logger.error("withdrawing an application failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: t("onboarding:withdrawal.failed") } }, {}, { status: failureStatus(error) });
  }
  return redirectWithFlash(pathInLanguage("/astrologer-status", language), { kind: "success", text: t("onboarding:withdrawal.done") });
}
