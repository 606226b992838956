import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ValidatedForm } from "remix-validated-form";

import { FormMessage, TextareaField } from "~/components/form-fields";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { DocumentPreview } from "~/features/admin/DocumentPreview";
import { rejectionValidator } from "~/forms/rejection";
import { TEXT_LIMITS } from "~/forms/text-input";
import { adminApplications } from "~/locales/en/admin/applications";
import { adminApproval } from "~/locales/en/admin/approval";

import type { action, loader } from "./view.$id.server";

export { action, loader } from "./view.$id.server";

export default function ApplicationDetail() {
  const {
    astrologer: a,
    bank,
    documents,
    history,
    approvalWarnings: warnings,
    withdrawnNotice,
    erasureNotice,
  } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const pending = a.status === ASTROLOGER_STATUS.PENDING;
  // A withdrawn application is no longer the administrators' to decide.
  const approvable = pending || a.status === ASTROLOGER_STATUS.REJECTED;
  const confirming = approvable && data !== undefined && "confirm" in data;
  const rejection = data !== undefined && "fieldErrors" in data ? data : null;

  return (
    <div className="container section admin-page">
      <p>
        <Link to="/admin">← Back to the dashboard</Link>
      </p>
      <h1>Application: {a.name}</h1>
      <p>
        Status: <strong>{a.statusLabel}</strong>
        {a.rejectionReason ? ` — reason: ${a.rejectionReason}` : ""}
      </p>
      {withdrawnNotice ? <p className="notice">{withdrawnNotice}</p> : null}

      <div className="detail-grid">
        <section aria-labelledby="personal">
          <h2 id="personal">Personal details</h2>
          <dl className="details">
            <dt>Name</dt>
            <dd>{a.name}</dd>
            <dt>Email</dt>
            <dd>{a.email}</dd>
            <dt>Mobile</dt>
            <dd>{a.mobile}</dd>
            <dt>Gender</dt>
            <dd>{a.gender}</dd>
            <dt>Age</dt>
            <dd>{a.age}</dd>
            <dt>Address</dt>
            <dd>{a.address || "—"}</dd>
            <dt>Registered</dt>
            <dd>{a.registered}</dd>
          </dl>
        </section>
        <section aria-labelledby="professional">
          <h2 id="professional">Professional details</h2>
          <dl className="details">
            <dt>Specialisation</dt>
            <dd>{a.specialization}</dd>
            <dt>Languages</dt>
            <dd>{a.language}</dd>
            <dt>Experience</dt>
            <dd>{a.experience} years</dd>
            <dt>Rating</dt>
            <dd>{a.rating}</dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="documents">
        <h2 id="documents">Documents</h2>
        {documents.length === 0 ? (
          <p className="notice">{erasureNotice ?? adminApplications.noDocuments}</p>
        ) : (
          <ul className="document-list">
            {documents.map((d) => (
              <li key={d.id}>
                <DocumentPreview document={d} astrologerId={a.id} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="bank">
        <h2 id="bank">Bank details</h2>
        {bank ? (
          <dl className="details">
            <dt>Aadhar Number</dt>
            <dd>{bank.aadhaar}</dd>
            <dt>PAN Number</dt>
            <dd>{bank.pan}</dd>
            <dt>Account Holder Name</dt>
            <dd>{bank.holder}</dd>
            <dt>Account Number</dt>
            <dd>{bank.account}</dd>
            <dt>IFSC Code</dt>
            <dd>{bank.ifsc}</dd>
            <dt>Bank</dt>
            <dd>{bank.bank ?? "—"}</dd>
            <dt>Branch</dt>
            <dd>{bank.branch || "—"}</dd>
          </dl>
        ) : (
          <p className="notice">{erasureNotice ?? adminApplications.noBank}</p>
        )}
      </section>

      <section aria-labelledby="history">
        <h2 id="history">History</h2>
        {history.length === 0 ? (
          <p className="notice">{adminApplications.noData}</p>
        ) : (
          <ol className="history">
            {history.map((h) => (
              <li key={h.id}>
                <strong>{h.what}</strong> — {h.at}
                {h.by ? ` by ${h.by}` : ""}
                {h.reason ? <div>Reason: {h.reason}</div> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {/* Every control here is the same before and after scripts start: plain posts, and a
          <details> for the reason box, whose open state and typed text the browser keeps. */}
      <section aria-labelledby="actions" className="review-actions">
        <h2 id="actions">Review</h2>
        {a.status === ASTROLOGER_STATUS.WITHDRAWN ? (
          <p>{adminApplications.withdrawnNoDecision}</p>
        ) : confirming ? (
          <ApproveConfirmation id={a.id} name={a.name} warnings={warnings} busy={busy} />
        ) : (
          <div className="button-row">
            {approvable ? (
              // The fragment brings the question into view when the answer is a new page.
              <Form method="post" action={`/admin/view/${a.id}#approve-confirm`}>
                <button type="submit" name="intent" value="confirm-approve" className="button" disabled={busy}>
                  Approve
                </button>
              </Form>
            ) : null}
            {a.status === ASTROLOGER_STATUS.ACTIVE && !a.deactivated ? (
              <Form action={`/admin/view/${a.id}`} method="post">
                <button type="submit" name="intent" value="deactivate" className="button button-danger" disabled={busy}>
                  Deactivate
                </button>
              </Form>
            ) : null}
            {a.status === ASTROLOGER_STATUS.REJECTED && !a.canReapply ? (
              <Form action={`/admin/view/${a.id}`} method="post">
                <button type="submit" name="intent" value="reapply" className="button button-light" disabled={busy}>
                  Allow Reapplication
                </button>
              </Form>
            ) : null}
          </div>
        )}
        {pending && !confirming ? (
          <details className="reject-panel" open={rejection ? true : undefined}>
            <summary className="button button-danger">Reject</summary>
            <ValidatedForm
              action={`/admin/view/${a.id}`}
              validator={rejectionValidator}
              method="post"
              noValidate
              className="stack reject-form"
            >
              <FormMessage />
              <TextareaField name="reason" label="Rejection reason" rows={3} maxLength={TEXT_LIMITS.rejectionReason} required />
              <div>
                <button type="submit" name="intent" value="reject" className="button button-danger" disabled={busy}>
                  Submit rejection
                </button>
              </div>
            </ValidatedForm>
          </details>
        ) : null}
      </section>
    </div>
  );
}

/** The second step of Approve: what approving does, what the application lacks, yes or cancel. */
function ApproveConfirmation({ id, name, warnings, busy }: { id: number; name: string; warnings: string[]; busy: boolean }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // Shown after a click on a live page: take the focus there. Shown in the server's page,
    // the browser already went to it, and hydration must not move the focus.
    if (document.documentElement.dataset.hydrated === "true") panel.current?.focus();
  }, []);
  return (
    <section id="approve-confirm" className="confirm-panel" aria-labelledby="approve-confirm-title" tabIndex={-1} ref={panel}>
      <h3 id="approve-confirm-title">{adminApproval.heading}</h3>
      <p>{adminApproval.effect(name)}</p>
      {warnings.length > 0 ? (
        <div className="notice notice-warning">
          <p>
            <strong>{adminApproval.warningsTitle}</strong>
          </p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" action={`/admin/view/${id}`} className="button-row">
        <button type="submit" name="intent" value="approve" className="button" disabled={busy}>
          {adminApproval.confirm}
        </button>
        <Link to={`/admin/view/${id}`} className="button button-light">
          {adminApproval.cancel}
        </Link>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Application detail" }, { name: "robots", content: "noindex" }];
