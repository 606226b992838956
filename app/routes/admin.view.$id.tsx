import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AdminNav } from "~/components/AdminNav";
import { DocumentPreview } from "~/components/DocumentPreview";
import { useHydrated } from "~/components/use-hydrated";
import { adminMessages, formatAdminDate, rejectionReasonError } from "~/domain/admin";
import { maskLast4 } from "~/domain/bank";
import { ASTROLOGER_STATUS, DOCUMENT_KINDS } from "~/domain/onboarding";
import { parseRecordId } from "~/domain/record-id";
import { TEXT_LIMITS } from "~/domain/text-input";
import { requireAdmin } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { setFlash } from "~/infra/session.server";
import {
  allowReapplication,
  approveApplication,
  deactivateAstrologer,
  getApplication,
  rejectApplication,
  ReviewError,
} from "~/services/admin-review.server";

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
  return json({
    email: admin.email,
    astrologer: {
      id: astrologer.id,
      name: [astrologer.firstName, astrologer.lastName].filter(Boolean).join(" "),
      email: astrologer.email,
      mobile: astrologer.mobile,
      gender: astrologer.gender,
      age: astrologer.age,
      address: [astrologer.address, astrologer.city, astrologer.state, astrologer.country, astrologer.pinCode].filter(Boolean).join(", "),
      language: astrologer.language,
      specialization: astrologer.specialization,
      experience: astrologer.experience,
      rating: astrologer.rating,
      status: astrologer.status,
      rejectionReason: astrologer.rejectionReason,
      canReapply: astrologer.canReapply,
      deactivated: astrologer.deactivatedAt !== null,
      registered: formatAdminDate(astrologer.registrationDate),
    },
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
      label: DOCUMENT_KINDS.find((k) => k.kind === d.kind)?.label ?? d.kind,
      originalName: d.originalName,
      contentType: d.contentType,
    })),
    history: [
      ...events.map((e) => ({ id: `e${e.id}`, at: e.createdAt, what: historyLabel(e.action), reason: e.reason, by: e.adminEmail })),
      ...documentViews.map((v) => ({ id: `a${v.id}`, at: v.createdAt, what: "Document viewed", reason: null, by: v.adminEmail })),
    ]
      .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
      .map((h) => ({ ...h, at: formatAdminDate(h.at) + " " + new Date(h.at).toISOString().slice(11, 16) + " UTC" })),
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
    }[action] ?? action
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const back = async (text: string, kind: "success" | "error" = "success") =>
    redirect(`/admin/view/${id}`, { headers: { "Set-Cookie": await setFlash({ kind, text }) } });
  try {
    switch (intent) {
      case "approve":
        await approveApplication(admin.id, id);
        return back(adminMessages.approved);
      case "reject": {
        const reason = String(form.get("reason") ?? "").trim();
        const reasonError = rejectionReasonError(reason);
        if (reasonError) return json({ reasonError, reason }, { status: 400 });
        try {
          await rejectApplication(admin.id, id, reason);
        } catch (error) {
          logger.error("reject failed", { error });
          return json({ reasonError: adminMessages.rejectFailed, reason }, { status: 500 });
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
        return json({ reasonError: null }, { status: 400 });
    }
  } catch (error) {
    // The spec's 'Error: {message}' carries our own review messages, never a database's.
    if (error instanceof ReviewError) return back(`Error: ${error.message}`, "error");
    logger.error("review action failed", { error });
    return back(`Error: ${adminMessages.noData}`, "error");
  }
}

export default function ApplicationDetail() {
  const { email, astrologer: a, bank, documents, history } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [rejecting, setRejecting] = useState(false);
  const busy = navigation.state === "submitting";
  const showReason = !hydrated || rejecting || Boolean(data?.reasonError);
  const pending = a.status === ASTROLOGER_STATUS.PENDING;
  const status = a.deactivated ? "Inactive" : a.status === 1 ? "Active" : a.status === 3 ? "Pending" : a.status === 4 ? "Reject" : "Unknown";

  return (
    <div className="container section admin-page">
      <AdminNav email={email} />
      <p>
        <Link to="/admin">← Back to the dashboard</Link>
      </p>
      <h1>Application: {a.name}</h1>
      <p>
        Status: <strong>{status}</strong>
        {a.rejectionReason ? ` — reason: ${a.rejectionReason}` : ""}
      </p>

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
          <p className="notice">{adminMessages.noDocuments}</p>
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
          <p className="notice">{adminMessages.noBank}</p>
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

      <section aria-labelledby="actions" className="review-actions">
        <h2 id="actions">Review</h2>
        <div className="button-row">
          {a.status !== ASTROLOGER_STATUS.ACTIVE ? (
            <Form method="post">
              <button type="submit" name="intent" value="approve" className="button" disabled={busy}>
                Approve
              </button>
            </Form>
          ) : null}
          {pending && hydrated && !showReason ? (
            <button type="button" className="button button-danger" onClick={() => setRejecting(true)}>
              Reject
            </button>
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
        {pending && showReason ? (
          <Form method="post" className="stack reject-form" noValidate>
            <div className="field">
              <label htmlFor="reason">Rejection reason</label>
              <textarea
                id="reason"
                name="reason"
                rows={3}
                maxLength={TEXT_LIMITS.rejectionReason}
                defaultValue={data && "reason" in data ? data.reason : undefined}
                aria-invalid={data?.reasonError ? true : undefined}
                aria-describedby={data?.reasonError ? "reason-error" : undefined}
                autoFocus={hydrated && rejecting}
              />
              {data?.reasonError ? (
                <p id="reason-error" className="field-error" role="alert">
                  {data.reasonError}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" name="intent" value="reject" className="button button-danger" disabled={busy}>
                {hydrated ? "Submit rejection" : "Reject"}
              </button>
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Application detail" }, { name: "robots", content: "noindex" }];
