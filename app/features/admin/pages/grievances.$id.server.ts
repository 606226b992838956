import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { categoryLabel, grievanceDueDate, isOverdue, statusLabel } from "~/domain/grievance";
import { formatIndiaDate } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { parseRecordId } from "~/domain/record-id";
import { grievanceUpdateValidator } from "~/forms/grievance-update";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminGrievances } from "~/locales/en/admin/grievances";
import { translator } from "~/locales/i18n";
import { answerAddress, getGrievance, GrievanceError, updateGrievance } from "~/services/grievances.server";

const messages = adminGrievances;

function parseId(value: string | undefined) {
  const id = parseRecordId(value);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const g = await getGrievance(id);
  if (!g) throw json({ message: messages.notFound }, { status: 404 });
  const answerTo = answerAddress(g);
  return json({
    grievance: {
      id: g.id,
      reference: g.reference,
      name: g.name,
      email: g.email,
      emailState: g.emailVerifiedAt ? "confirmed" : g.emailLinkExpiresAt ? "link sent, not confirmed" : "not confirmed",
      mobile: g.mobile,
      fromCustomer: g.customerId !== null,
      category: categoryLabel(g.category, translator("en")),
      description: g.description,
      status: g.status,
      statusLabel: statusLabel(g.status, messages.statuses),
      received: formatIndiaDateTime(g.receivedAt),
      due: formatIndiaDate(grievanceDueDate(g.receivedAt)),
      overdue: isOverdue(g, new Date()),
      resolved: formatIndiaDateTime(g.resolvedAt),
      answerHint: !answerTo
        ? "The person has no confirmed e-mail address or registered number: the answer is kept and shown in their own data, not sent."
        : answerTo.channel === "email"
          ? `Sent by e-mail to ${answerTo.to} when you mark the grievance Resolved.`
          : `Sent by SMS to ${answerTo.to}, the customer's registered number, when you mark the grievance Resolved: keep it short.`,
    },
    values: { status: g.status, reply: g.reply ?? "" },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const form = await readForm(request);
  const result = await grievanceUpdateValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  const refuse = (status: number, message: string) =>
    validationError({ fieldErrors: { [FORM_ERROR]: message } }, result.submittedData, { status });
  try {
    const { reference, sentTo, notSent } = await updateGrievance(admin.id, id, result.data, clientIp(context));
    const text = sentTo
      ? messages.resolved(reference, sentTo)
      : notSent === "sms-budget"
        ? messages.resolvedSmsBudget(reference)
        : notSent
          ? messages.resolvedUnsent(reference)
          : messages.saved(reference);
    return redirectWithFlash(`/admin/grievances/${id}`, { kind: notSent ? "info" : "success", text });
  } catch (error) {
    if (error instanceof GrievanceError) {
      return error.reason === "not-found" ? refuse(404, messages.notFound) : refuse(409, messages.alreadyResolved);
    }
    logger.error("updating a grievance failed", { error });
    return refuse(failureStatus(error), messages.updateFailed);
  }
}
