import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField } from "~/components/form-fields";
import { FORM_ERROR } from "~/domain/forms";
import {
  categoryLabel,
  GRIEVANCE_STATUSES,
  grievanceDueDate,
  grievanceMessages as messages,
  grievanceUpdateLabels as labels,
  grievanceUpdateValidator,
  isOverdue,
  statusLabel,
} from "~/domain/grievance";
import { formatIndiaDate, formatIndiaDateTime } from "~/domain/india-date";
import { parseRecordId } from "~/domain/record-id";
import { TEXT_LIMITS } from "~/domain/text-input";
import { translator } from "~/i18n";

import {
  answerAddress,
  clientIp,
  failureStatus,
  getGrievance,
  GrievanceError,
  json,
  logger,
  readForm,
  redirectWithFlash,
  requireAdmin,
  updateGrievance,
} from "./grievances.$id.server";

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
      statusLabel: statusLabel(g.status),
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

type Values = Partial<Record<keyof typeof labels, string>>;

export default function AdminGrievance() {
  const { grievance: g, values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="container section admin-page">
      <p>
        <Link to="/admin/grievances">← Back to the grievances</Link>
      </p>
      <h1>Grievance {g.reference}</h1>
      <p>
        Status: <strong>{g.statusLabel}</strong>
        {g.status === "resolved" ? ` on ${g.resolved}` : ""}
      </p>

      <dl className="details">
        <dt>Received</dt>
        <dd>{g.received}</dd>
        <dt>Answer by</dt>
        <dd>
          {g.due}
          {g.overdue ? <strong className="overdue"> Overdue</strong> : null}
        </dd>
        <dt>Category</dt>
        <dd>{g.category}</dd>
        <dt>Name</dt>
        <dd>{g.name}</dd>
        <dt>E-mail</dt>
        <dd>
          {g.email ? (
            <>
              <span>{g.email}</span> ({g.emailState})
            </>
          ) : (
            "—"
          )}
        </dd>
        <dt>Mobile</dt>
        <dd>{g.mobile ?? "—"}</dd>
        <dt>Sent by</dt>
        <dd>{g.fromCustomer ? "A signed-in customer" : "A visitor who was not signed in"}</dd>
      </dl>

      <section aria-labelledby="grievance-text">
        <h2 id="grievance-text">The grievance</h2>
        <p className="grievance-text">{g.description}</p>
      </section>

      <section aria-labelledby="grievance-answer" className="admin-panel">
        <h2 id="grievance-answer">Status and answer</h2>
        <ValidatedForm
          key={`${values.status}|${values.reply}`}
          validator={grievanceUpdateValidator}
          method="post"
          noValidate
          defaultValues={fieldValues((reply?.repopulateFields as Values | undefined) ?? values)}
          className="stack admin-form"
        >
          <ErrorSummary labels={labels} message="Nothing was saved: please correct the fields marked below." />
          <SelectField name="status" label={labels.status} options={GRIEVANCE_STATUSES} required />
          <TextareaField name="reply" label={labels.reply} rows={6} maxLength={TEXT_LIMITS.grievanceReply} hint={g.answerHint} />
          <div className="button-row">
            <SubmitButton pendingText="Saving...">Save</SubmitButton>
          </div>
        </ValidatedForm>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Grievance | Admin" }, { name: "robots", content: "noindex" }];
