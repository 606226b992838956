import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { DocumentPreview } from "~/components/DocumentPreview";
import { FormMessage, TextareaField } from "~/components/form-fields";
import { adminMessages, approvalMessages, approvalWarnings, rejectionValidator } from "~/domain/admin";
import { specializationName } from "~/domain/astrologer-list";
import { maskLast4 } from "~/domain/bank";
import { FORM_ERROR } from "~/domain/forms";
import { formatIndiaDateTime } from "~/domain/india-date";
import { ASTROLOGER_STATUS, documentName, statusLabel } from "~/domain/onboarding";
import { parseRecordId } from "~/domain/record-id";
import { TEXT_LIMITS } from "~/domain/text-input";
import { translator } from "~/i18n";

import {
  allowReapplication,
  approveApplication,
  clientIp,
  deactivateAstrologer,
  failureStatus,
  getApplication,
  json,
  logger,
  readForm,
  redirectWithFlash,
  rejectApplication,
  requireAdmin,
  ReviewError,
} from "./view.$id.server";

function parseId(value: string | undefined) {
  const id = parseRecordId(value);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const application = await getApplication(id, { adminId: admin.id, ip: clientIp(context) });
  if (!application) throw json({ message: adminMessages.noAstrologer }, { status: 404 });
  const { astrologer, bank, documents, events, documentViews } = application;
  const withdrawal =
    astrologer.status === ASTROLOGER_STATUS.WITHDRAWN ? [...events].reverse().find((e) => e.action === "withdrawn") : undefined;
  const erasedAt = astrologer.identityDataErasedAt ? formatIndiaDateTime(astrologer.identityDataErasedAt) : null;
  return json({
    // Said where the documents and bank details would be, instead of "none available".
    withdrawnNotice: withdrawal ? adminMessages.withdrawnOn(formatIndiaDateTime(withdrawal.createdAt)) : null,
    erasureNotice:
      erasedAt === null
        ? null
        : astrologer.identityDataErasure === "withdrawal"
          ? adminMessages.erasedOnWithdrawal(erasedAt)
          : adminMessages.erasedByRetention(erasedAt),
    astrologer: {
      id: astrologer.id,
      name: [astrologer.firstName, astrologer.lastName].filter(Boolean).join(" "),
      email: astrologer.email,
      mobile: astrologer.mobile,
      gender: astrologer.gender,
      age: astrologer.age,
      address: [astrologer.address, astrologer.city, astrologer.state, astrologer.country, astrologer.pinCode].filter(Boolean).join(", "),
      language: astrologer.language,
      specialization: specializationName(astrologer.specialization, translator("en")),
      experience: astrologer.experience,
      rating: astrologer.rating,
      status: astrologer.status,
      statusLabel: statusLabel(astrologer.status, astrologer.deactivatedAt !== null),
      rejectionReason: astrologer.rejectionReason,
      canReapply: astrologer.canReapply,
      deactivated: astrologer.deactivatedAt !== null,
      registered: formatIndiaDateTime(astrologer.registrationDate),
    },
    approvalWarnings: approvalWarnings({ documentKinds: documents.map((d) => d.kind), hasBankDetails: Boolean(bank) }, translator("en")),
    // Identity and account numbers leave the server masked, never whole.
    bank: bank && {
      aadhaar: maskLast4(bank.aadhaarLast4),
      account: maskLast4(bank.accountLast4),
      pan: bank.pan,
      holder: bank.accountHolderName,
      ifsc: bank.ifsc,
      bank: bank.bankName,
      branch: [bank.branchName, bank.address, bank.city, bank.state].filter(Boolean).join(", "),
      mobile: bank.mobile,
    },
    documents: documents.map((d) => ({
      id: d.id,
      label: documentName(d.kind, translator("en")),
      originalName: d.originalName,
      contentType: d.contentType,
    })),
    history: [
      ...events.map((e) => ({ id: `e${e.id}`, at: e.createdAt, what: historyLabel(e.action), reason: e.reason, by: e.adminEmail })),
      ...documentViews.map((v) => ({ id: `a${v.id}`, at: v.createdAt, what: "Document viewed", reason: null, by: v.adminEmail })),
    ]
      .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
      .map((h) => ({ ...h, at: formatIndiaDateTime(h.at) })),
  });
}

function historyLabel(action: string): string {
  return (
    {
      submitted: "Application submitted",
      resubmitted: "Application submitted again",
      approved: "Approved",
      rejected: "Rejected",
      deactivated: "Deactivated",
      reapply_allowed: "Reapplication allowed",
      withdrawn: "Withdrawn by the applicant",
      data_erased: "Documents and bank details erased (retention rule)",
    }[action] ?? action
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const back = async (text: string, kind: "success" | "error" = "success") => redirectWithFlash(`/admin/view/${id}`, { kind, text });
  try {
    switch (intent) {
      // Approving is asked twice; the question is a page of its own answer, so it needs no script.
      case "confirm-approve":
        return json({ confirm: "approve" as const });
      case "approve":
        await approveApplication(admin.id, id);
        return back(adminMessages.approved);
      case "reject": {
        const checked = await rejectionValidator.validate(form);
        if (checked.error) return validationError(checked.error, checked.submittedData);
        try {
          await rejectApplication(admin.id, id, checked.data.reason);
        } catch (error) {
          // An application that cannot be rejected (withdrawn meanwhile) is said beside the form.
          if (error instanceof ReviewError) {
            return validationError({ fieldErrors: { [FORM_ERROR]: `Error: ${error.message}` } }, checked.submittedData, { status: 409 });
          }
          logger.error("reject failed", { error });
          return validationError({ fieldErrors: { [FORM_ERROR]: adminMessages.rejectFailed } }, checked.submittedData, {
            status: failureStatus(error),
          });
        }
        return back(adminMessages.rejected);
      }
      case "deactivate":
        try {
          await deactivateAstrologer(admin.id, id);
        } catch (error) {
          logger.error("deactivate failed", { error });
          return back(adminMessages.deactivateFailed, "error");
        }
        return back(adminMessages.deactivated);
      case "reapply":
        await allowReapplication(admin.id, id);
        return back(adminMessages.reapplyAllowed);
      default:
        return json({ unknownIntent: true }, { status: 400 });
    }
  } catch (error) {
    // The spec's 'Error: {message}' carries our own review messages, never a database's.
    if (error instanceof ReviewError) return back(`Error: ${error.message}`, "error");
    logger.error("review action failed", { error });
    return back(`Error: ${adminMessages.noData}`, "error");
  }
}

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
          <p className="notice">{erasureNotice ?? adminMessages.noDocuments}</p>
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
          <p className="notice">{erasureNotice ?? adminMessages.noBank}</p>
        )}
      </section>

      <section aria-labelledby="history">
        <h2 id="history">History</h2>
        {history.length === 0 ? (
          <p className="notice">{adminMessages.noData}</p>
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
          <p>{adminMessages.withdrawnNoDecision}</p>
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
              <Form method="post">
                <button type="submit" name="intent" value="deactivate" className="button button-danger" disabled={busy}>
                  Deactivate
                </button>
              </Form>
            ) : null}
            {a.status === ASTROLOGER_STATUS.REJECTED && !a.canReapply ? (
              <Form method="post">
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
            <ValidatedForm validator={rejectionValidator} method="post" noValidate className="stack reject-form">
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
      <h3 id="approve-confirm-title">{approvalMessages.heading}</h3>
      <p>{approvalMessages.effect(name)}</p>
      {warnings.length > 0 ? (
        <div className="notice notice-warning">
          <p>
            <strong>{approvalMessages.warningsTitle}</strong>
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
          {approvalMessages.confirm}
        </button>
        <Link to={`/admin/view/${id}`} className="button button-light">
          {approvalMessages.cancel}
        </Link>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Application detail" }, { name: "robots", content: "noindex" }];
