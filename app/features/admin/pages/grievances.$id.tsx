import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField } from "~/components/form-fields";
import { GRIEVANCE_STATUSES } from "~/domain/grievance";
import { grievanceUpdateValidator } from "~/forms/grievance-update";
import { TEXT_LIMITS } from "~/forms/text-input";
import { adminGrievances } from "~/locales/en/admin/grievances";

import type { action, loader } from "./grievances.$id.server";

export { action, loader } from "./grievances.$id.server";

const labels = adminGrievances.update;
const statusOptions = GRIEVANCE_STATUSES.map((value) => ({ value, label: adminGrievances.statuses[value] }));

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
          action={`/admin/grievances/${g.id}`}
          key={`${values.status}|${values.reply}`}
          validator={grievanceUpdateValidator}
          method="post"
          noValidate
          defaultValues={fieldValues((reply?.repopulateFields as Values | undefined) ?? values)}
          className="stack admin-form"
        >
          <ErrorSummary labels={labels} message="Nothing was saved: please correct the fields marked below." />
          <SelectField name="status" label={labels.status} options={statusOptions} required />
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
