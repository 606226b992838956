import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { FormMessage } from "~/components/form-fields";
import { type ApplicationStage, applicationStage, stageHeadings } from "~/domain/application-stage";
import { mayWithdraw, withdrawalMessages, withdrawalValidator } from "~/domain/application-withdrawal";
import { acceptsOnboardingSteps } from "~/domain/astrologer-forms";
import { FORM_ERROR } from "~/domain/forms";
import { formatIndiaDate } from "~/domain/india-date";
import { myDataCopy } from "~/domain/my-data";
import { DOCUMENT_KINDS } from "~/domain/onboarding";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import type { ApplicationStatus } from "~/services/onboarding.server";

import {
  clientIp,
  commitVisitorSession,
  failureStatus,
  json,
  jsonWithCookies,
  logger,
  readForm,
  redirectWithFlash,
  requireApplicationViewer,
  WithdrawalError,
  withdrawApplication,
} from "./astrologer-status.server";

export const handle: RouteHandle = { hydrate: true };

// Beyond the spec: where an astrologer's application stands (registered, bank details,
// documents, review), with the missing step as a link. The spec sends an existing
// astrologer to the app-download page; an applicant who stopped half-way needs a way back.

type Stage = ApplicationStage | "none";

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, phone, application } = await requireApplicationViewer(request);
  const mobileEnding = phone.slice(-4);
  if (!application) return json({ mobileEnding, stage: "none" as Stage, application: null });

  // The OTP proved this number: its open application is this visitor's to continue.
  const cookies: Array<string | null> = [];
  if (acceptsOnboardingSteps(application) && session.get("astrologerId") !== application.astrologerId) {
    session.set("astrologerId", application.astrologerId);
    cookies.push(await commitVisitorSession(session));
  }
  return jsonWithCookies({ mobileEnding, stage: applicationStage(application), application: describe(application) }, cookies);
}

function describe(a: ApplicationStatus) {
  const label = (kind: string) => DOCUMENT_KINDS.find((d) => d.kind === kind)?.label ?? kind;
  return {
    id: a.astrologerId,
    name: a.name,
    bankDetailsSaved: a.bankDetailsSaved,
    uploaded: a.documentsUploaded.map(label),
    missing: a.missingDocuments.map(label),
    rejectionReason: a.rejectionReason,
    canReapply: a.canReapply,
    mayWithdraw: mayWithdraw(a),
    withdrawnOn: a.withdrawnAt ? formatIndiaDate(a.withdrawnAt) : null,
    erasure: a.erasure ? { on: formatIndiaDate(a.erasure.at), cause: a.erasure.cause } : null,
  };
}

// The applicant withdraws (decision 067): the id is the application the page showed, which
// the service withdraws only if it is still the one registered under this visitor's number.
export async function action({ request, context }: ActionFunctionArgs) {
  const { phone } = await requireApplicationViewer(request);
  const result = await withdrawalValidator.validate(await readForm(request));
  if (result.error) return validationError(result.error, {}, { status: 400 });
  try {
    await withdrawApplication(result.data.applicationId, phone, clientIp(context));
  } catch (error) {
    if (error instanceof WithdrawalError) {
      const notFound = error.reason === "notFound";
      const text = notFound ? withdrawalMessages.notFound : withdrawalMessages.tooLate;
      return validationError({ fieldErrors: { [FORM_ERROR]: text } }, {}, { status: notFound ? 403 : 409 });
    }
    logger.error("withdrawing an application failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: withdrawalMessages.failed } }, {}, { status: failureStatus(error) });
  }
  return redirectWithFlash("/astrologer-status", { kind: "success", text: withdrawalMessages.done });
}

export default function AstrologerStatus() {
  const { mobileEnding, stage, application } = useLoaderData<typeof loader>();

  if (!application) {
    return (
      <section className="container narrow section onboarding-page">
        <h1>Your astrologer application</h1>
        <p>We have no astrologer application for the mobile number ending {mobileEnding}.</p>
        <p>
          <Link className="button" to="/astrologer-registration">
            Register as an astrologer
          </Link>
        </p>
        <YourData />
      </section>
    );
  }

  const open = stage === "incomplete" || stage === "review";
  return (
    <section className="container narrow section onboarding-page">
      <h1>Your astrologer application</h1>
      <p className="lead">
        {application.name ? `${application.name}, mobile` : "Mobile"} number ending {mobileEnding}.
      </p>
      <div className={`notice application-state application-${stage}`}>
        <StageSummary stage={stage} application={application} />
      </div>
      <h2>Your steps</h2>
      <ol className="onboarding-steps">
        <li className="step-done">
          <strong>Registration</strong> <span className="step-state">Done</span>
        </li>
        <li className={application.bankDetailsSaved ? "step-done" : "step-todo"}>
          <strong>Bank details</strong>{" "}
          {application.erasure ? (
            <span className="step-state">{withdrawalMessages.erasedOn(application.erasure.on)}</span>
          ) : application.bankDetailsSaved ? (
            <span className="step-state">Saved</span>
          ) : open ? (
            <Link to="/bank-details">Give your bank details</Link>
          ) : (
            <span className="step-state">Not given</span>
          )}
        </li>
        <li className={application.missing.length === 0 ? "step-done" : "step-todo"}>
          <strong>Documents</strong>{" "}
          {application.erasure ? (
            <span className="step-state">{withdrawalMessages.erasedOn(application.erasure.on)}</span>
          ) : application.missing.length === 0 ? (
            <span className="step-state">Uploaded</span>
          ) : (
            <>
              <span className="step-state">Missing: {application.missing.join(", ")}</span>{" "}
              {open ? <Link to="/document">Upload your documents</Link> : null}
            </>
          )}
        </li>
        <li className={stage === "approved" ? "step-done" : "step-todo"}>
          <strong>Review</strong> <span className="step-state">{reviewState(stage)}</span>
        </li>
      </ol>
      {application.mayWithdraw ? <WithdrawApplication applicationId={application.id} /> : null}
      {stage === "approved" ? <p>{withdrawalMessages.approved}</p> : null}
      <YourData />
    </section>
  );
}

/**
 * Asked first: the button opens what a withdrawal erases and the confirming button, in a
 * <details> that needs no script and stays as it is when scripts start (as the admin's Reject).
 */
function WithdrawApplication({ applicationId }: { applicationId: number }) {
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <details className="withdraw-panel" open={reply ? true : undefined}>
      <summary className="button button-light">{withdrawalMessages.open}</summary>
      <ValidatedForm validator={withdrawalValidator} method="post" noValidate className="stack">
        <FormMessage />
        <p>{withdrawalMessages.explain}</p>
        <p>{withdrawalMessages.again}</p>
        <input type="hidden" name="applicationId" value={applicationId} />
        <div>
          <button type="submit" className="button button-danger" disabled={busy}>
            {withdrawalMessages.confirm}
          </button>
        </div>
      </ValidatedForm>
    </details>
  );
}

/** The right of access (decision 069): everything we hold about the applicant. */
function YourData() {
  return (
    <>
      <h2>{myDataCopy.title}</h2>
      <p id="your-data-hint">{myDataCopy.linkHint}</p>
      <p>
        <Link to="/my-data" aria-describedby="your-data-hint">
          {myDataCopy.link}
        </Link>
      </p>
    </>
  );
}

function reviewState(stage: Stage): string {
  switch (stage) {
    case "review":
      return "Under review";
    case "incomplete":
      return "Starts when every step is done";
    case "approved":
      return "Approved";
    case "rejected":
      return "Not approved";
    case "withdrawn":
      return "Withdrawn";
    case "deactivated":
      return "Deactivated";
    default:
      return "Unknown";
  }
}

type SummaryProps = {
  stage: Stage;
  application: {
    bankDetailsSaved: boolean;
    rejectionReason: string | null;
    canReapply: boolean;
    withdrawnOn: string | null;
    erasure: { on: string; cause: "withdrawal" | "retention" } | null;
  };
};

function StageSummary({ stage, application }: SummaryProps) {
  switch (stage) {
    case "review":
      return (
        <>
          <h2>{stageHeadings.review}</h2>
          <p>Our team is checking your details and documents. We write to you by e-mail when it is done.</p>
          <p>
            <Link to="/astrologer-thank-you">What happens next</Link>
          </p>
        </>
      );
    case "incomplete":
      return (
        <>
          <h2>{stageHeadings.incomplete}</h2>
          <p>We review it as soon as every step below is done.</p>
          <p>
            <Link className="button" to={application.bankDetailsSaved ? "/document" : "/bank-details"}>
              {application.bankDetailsSaved ? "Upload your documents" : "Give your bank details"}
            </Link>
          </p>
        </>
      );
    case "approved":
      return (
        <>
          <h2>{stageHeadings.approved}</h2>
          <p>You consult in our mobile app: log in there with this mobile number.</p>
          <p className="button-row">
            <Link className="button" to="/astrologer-welcome">
              Get started
            </Link>
            <Link className="button button-light" to="/app-download">
              Download the app
            </Link>
          </p>
        </>
      );
    case "rejected":
      return (
        <>
          <h2>{stageHeadings.rejected}</h2>
          <p>Reason: {application.rejectionReason || "No reason was given."}</p>
          {application.canReapply ? (
            <p>
              You may register again.{" "}
              <Link className="button" to="/astrologer-registration">
                Register again
              </Link>
            </p>
          ) : (
            <p>If you have questions, please contact us.</p>
          )}
          {application.erasure ? <p>{withdrawalMessages.erasedByRetention(application.erasure.on)}</p> : null}
        </>
      );
    case "withdrawn":
      return (
        <>
          <h2>{stageHeadings.withdrawn}</h2>
          <p>
            {application.withdrawnOn ? withdrawalMessages.withdrawnOn(application.withdrawnOn) : null} {withdrawalMessages.erased}
          </p>
          <p>
            {withdrawalMessages.mayApplyAgain}{" "}
            <Link className="button" to="/astrologer-registration">
              {withdrawalMessages.registerAgain}
            </Link>
          </p>
        </>
      );
    case "deactivated":
      return (
        <>
          <h2>{stageHeadings.deactivated}</h2>
          <p>If you think this is a mistake, please contact us.</p>
        </>
      );
    default:
      return (
        <>
          <h2>{stageHeadings.unknown}</h2>
          <p>Please contact us if this does not change.</p>
        </>
      );
  }
}

export const meta: MetaFunction = privatePageMeta({
  title: "Your astrologer application",
  description: "See where your astrologer application stands.",
  path: "/astrologer-status",
});
