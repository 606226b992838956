import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { GRIEVANCE_EMAIL_LINK } from "~/domain/grievance";
import { formatIndiaDay } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { FORM_ERROR } from "~/forms/validation";
import { grievanceValidator } from "~/forms/validators/grievance";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { getSignedInCustomer } from "~/pages/visitor-guards.server";
import { GrievanceLimitError, submitGrievance } from "~/services/grievances.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await getSignedInCustomer(request);
  const values = customer
    ? {
        name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
        // 'NA' is the spec's word for no e-mail.
        email: customer.email.includes("@") ? customer.email : "",
        mobile: customer.mobile,
      }
    : null;
  return json({ values });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const t = translator(language);
  const customer = await getSignedInCustomer(request);
  const form = await readForm(request);
  const result = await grievanceValidator(language).validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  try {
    const { reference, answerBy, acknowledgement } = await submitGrievance(result.data, {
      customerId: customer?.id ?? null,
      ip: clientIp(context),
      language,
    });
    const text = [
      t("grievance:messages.received", { reference, date: formatIndiaDay(answerBy, language) }),
      acknowledgement.sms ? t("grievance:messages.smsAcknowledged") : null,
      acknowledgement.emailLink
        ? t("grievance:messages.emailLinkSent", { email: result.data.email, hours: GRIEVANCE_EMAIL_LINK.ttlMs / 3_600_000 })
        : null,
      acknowledgement.sms || acknowledgement.emailLink ? null : t("grievance:messages.keepReference"),
    ]
      .filter(Boolean)
      .join(" ");
    return redirectWithFlash(pathInLanguage("/grievance/thank-you", language), { kind: "success", text });
  } catch (error) {
    if (error instanceof GrievanceLimitError) {
      return validationError({ fieldErrors: { [FORM_ERROR]: t("grievance:messages.tooMany") } }, result.submittedData, { status: 429 });
    }
    logger.error("recording a grievance failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: t("grievance:messages.failed") } }, result.submittedData, {
      status: failureStatus(error),
    });
  }
}
