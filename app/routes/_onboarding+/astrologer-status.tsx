import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { type ApplicationStage, applicationStage, stageHeadings } from "~/domain/application-stage";
import { acceptsOnboardingSteps } from "~/domain/astrologer-forms";
import { DOCUMENT_KINDS } from "~/domain/onboarding";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import { jsonWithCookies } from "~/infra/responses.server";
import { commitVisitorSession } from "~/infra/session.server";
import { requireApplicationViewer } from "~/services/guards.server";
import type { ApplicationStatus } from "~/services/onboarding.server";

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
  const cookies: string[] = [];
  if (acceptsOnboardingSteps(application) && session.get("astrologerId") !== application.astrologerId) {
    session.set("astrologerId", application.astrologerId);
    cookies.push(await commitVisitorSession(session));
  }
  return jsonWithCookies({ mobileEnding, stage: applicationStage(application), application: describe(application) }, cookies);
}

function describe(a: ApplicationStatus) {
  const label = (kind: string) => DOCUMENT_KINDS.find((d) => d.kind === kind)?.label ?? kind;
  return {
    name: a.name,
    bankDetailsSaved: a.bankDetailsSaved,
    uploaded: a.documentsUploaded.map(label),
    missing: a.missingDocuments.map(label),
    rejectionReason: a.rejectionReason,
    canReapply: a.canReapply,
  };
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
          {application.bankDetailsSaved ? (
            <span className="step-state">Saved</span>
          ) : open ? (
            <Link to="/bank-details">Give your bank details</Link>
          ) : (
            <span className="step-state">Not given</span>
          )}
        </li>
        <li className={application.missing.length === 0 ? "step-done" : "step-todo"}>
          <strong>Documents</strong>{" "}
          {application.missing.length === 0 ? (
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
    </section>
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
    case "deactivated":
      return "Deactivated";
    default:
      return "Unknown";
  }
}

type SummaryProps = { stage: Stage; application: { bankDetailsSaved: boolean; rejectionReason: string | null; canReapply: boolean } };

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
