import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { FormMessage } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { LinkButtons } from "~/components/LinkButtons";
import { useTranslation } from "~/components/use-translation";
import type { DocumentKind } from "~/domain/onboarding";
import type { RouteHandle } from "~/domain/route-handle";
import { withdrawalValidator } from "~/forms/validators/withdrawal";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader, Stage } from "./astrologer-status.server";

export { action, loader } from "./astrologer-status.server";

export const handle: RouteHandle = { hydrate: true, i18n: "onboarding" };

// Beyond the spec: where an astrologer's application stands (registered, bank details,
// documents, review), with the missing step as a link. The spec sends an existing
// astrologer to the app-download page; an applicant who stopped half-way needs a way back.

export default function AstrologerStatus() {
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  const { mobileEnding, stage, application } = useLoaderData<typeof loader>();

  if (!application) {
    return (
      <section className="container narrow section onboarding-page">
        <h1>{t("onboarding:status.title")}</h1>
        <p>{t("onboarding:status.noApplication", { ending: mobileEnding })}</p>
        <p>
          <Link className="button" to={to("/astrologer-registration")}>
            {t("onboarding:status.register")}
          </Link>
        </p>
        <YourData />
      </section>
    );
  }

  const open = stage === "incomplete" || stage === "review";
  const names = (kinds: readonly DocumentKind[]) => kinds.map((kind) => t(`onboarding:documents.kinds.${kind}`)).join(", ");
  const erasedOn = application.erasure ? t("onboarding:withdrawal.erasedOn", { date: application.erasure.on }) : null;
  return (
    <section className="container narrow section onboarding-page">
      <h1>{t("onboarding:status.title")}</h1>
      <p className="lead">
        {application.name
          ? t("onboarding:status.numberOf", { name: application.name, ending: mobileEnding })
          : t("onboarding:status.number", { ending: mobileEnding })}
      </p>
      <div className={`notice application-state application-${stage}`}>
        <StageSummary stage={stage} application={application} />
      </div>
      <h2>{t("onboarding:status.steps")}</h2>
      <ol className="onboarding-steps">
        <li className="step-done">
          <strong>{t("onboarding:status.registration")}</strong> <span className="step-state">{t("onboarding:status.done")}</span>
        </li>
        <li className={application.bankDetailsSaved ? "step-done" : "step-todo"}>
          <strong>{t("onboarding:status.bankDetails")}</strong>{" "}
          {erasedOn ? (
            <span className="step-state">{erasedOn}</span>
          ) : application.bankDetailsSaved ? (
            <span className="step-state">{t("onboarding:status.saved")}</span>
          ) : open ? (
            <Link to={to("/bank-details")}>{t("onboarding:status.giveBankDetails")}</Link>
          ) : (
            <span className="step-state">{t("onboarding:status.notGiven")}</span>
          )}
        </li>
        <li className={application.missing.length === 0 ? "step-done" : "step-todo"}>
          <strong>{t("onboarding:status.documents")}</strong>{" "}
          {erasedOn ? (
            <span className="step-state">{erasedOn}</span>
          ) : application.missing.length === 0 ? (
            <span className="step-state">{t("onboarding:status.uploaded")}</span>
          ) : (
            <>
              <span className="step-state">{t("onboarding:status.missing", { documents: names(application.missing) })}</span>{" "}
              {open ? <Link to={to("/document")}>{t("onboarding:status.uploadDocuments")}</Link> : null}
            </>
          )}
        </li>
        <li className={stage === "approved" ? "step-done" : "step-todo"}>
          <strong>{t("onboarding:status.review")}</strong>{" "}
          <span className="step-state">{t(`onboarding:status.reviewStates.${stage}`)}</span>
        </li>
      </ol>
      {application.mayWithdraw ? <WithdrawApplication applicationId={application.id} /> : null}
      {stage === "approved" ? <p>{t("onboarding:withdrawal.approved")}</p> : null}
      <YourData />
    </section>
  );
}

/**
 * Asked first: the button opens what a withdrawal erases and the confirming button, in a
 * <details> that needs no script and stays as it is when scripts start (as the admin's Reject).
 */
function WithdrawApplication({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation(["onboarding"]);
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const to = useLocalePath();
  return (
    <details className="withdraw-panel" open={reply ? true : undefined}>
      <summary className="button button-light">{t("onboarding:withdrawal.open")}</summary>
      <ValidatedForm
        action={to("/astrologer-status")}
        validator={withdrawalValidator(useLanguage())}
        method="post"
        noValidate
        className="stack"
      >
        <FormMessage />
        <p>{t("onboarding:withdrawal.explain")}</p>
        <p>{t("onboarding:withdrawal.again")}</p>
        <input type="hidden" name="applicationId" value={applicationId} />
        <div>
          <button type="submit" className="button button-danger" disabled={busy}>
            {t("onboarding:withdrawal.confirm")}
          </button>
        </div>
      </ValidatedForm>
    </details>
  );
}

/** The right of access (decision 069): everything we hold about the applicant. */
function YourData() {
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  return (
    <>
      <h2>{t("onboarding:status.yourData.title")}</h2>
      <p id="your-data-hint">{t("onboarding:status.yourData.hint")}</p>
      <p>
        <Link to={to("/my-data")} aria-describedby="your-data-hint">
          {t("onboarding:status.yourData.link")}
        </Link>
      </p>
    </>
  );
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
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  switch (stage) {
    case "review":
      return (
        <>
          <h2>{t("onboarding:stages.review")}</h2>
          <p>{t("onboarding:status.reviewText")}</p>
          <p>
            <Link to={to("/astrologer-thank-you")}>{t("onboarding:status.whatNext")}</Link>
          </p>
        </>
      );
    case "incomplete":
      return (
        <>
          <h2>{t("onboarding:stages.incomplete")}</h2>
          <p>{t("onboarding:status.incompleteText")}</p>
          <p>
            <Link className="button" to={to(application.bankDetailsSaved ? "/document" : "/bank-details")}>
              {application.bankDetailsSaved ? t("onboarding:status.uploadDocuments") : t("onboarding:status.giveBankDetails")}
            </Link>
          </p>
        </>
      );
    case "approved":
      return (
        <>
          <h2>{t("onboarding:stages.approved")}</h2>
          <p>{t("onboarding:status.approvedText")}</p>
          <LinkButtons
            main={{ to: to("/astrologer-welcome"), label: t("onboarding:status.getStarted") }}
            other={{ to: to("/app-download"), label: t("onboarding:status.downloadApp") }}
          />
        </>
      );
    case "rejected":
      return (
        <>
          <h2>{t("onboarding:stages.rejected")}</h2>
          <p>{t("onboarding:status.reason", { reason: application.rejectionReason || t("onboarding:status.noReason") })}</p>
          {application.canReapply ? (
            <p>
              {t("onboarding:status.mayRegisterAgain")}{" "}
              <Link className="button" to={to("/astrologer-registration")}>
                {t("onboarding:status.registerAgain")}
              </Link>
            </p>
          ) : (
            <p>{t("onboarding:status.questions")}</p>
          )}
          {application.erasure ? <p>{t("onboarding:withdrawal.erasedByRetention", { date: application.erasure.on })}</p> : null}
        </>
      );
    case "withdrawn":
      return (
        <>
          <h2>{t("onboarding:stages.withdrawn")}</h2>
          <p>
            {application.withdrawnOn ? t("onboarding:withdrawal.withdrawnOn", { date: application.withdrawnOn }) : null}{" "}
            {t("onboarding:withdrawal.erased")}
          </p>
          <p>
            {t("onboarding:withdrawal.mayApplyAgain")}{" "}
            <Link className="button" to={to("/astrologer-registration")}>
              {t("onboarding:withdrawal.registerAgain")}
            </Link>
          </p>
        </>
      );
    case "deactivated":
      return (
        <>
          <h2>{t("onboarding:stages.deactivated")}</h2>
          <p>{t("onboarding:status.deactivatedText")}</p>
        </>
      );
    default:
      return (
        <>
          <h2>{t("onboarding:stages.unknown")}</h2>
          <p>{t("onboarding:status.unknownText")}</p>
        </>
      );
  }
}

export const meta: MetaFunction = wordsMeta("onboarding:status.metaTitle", "onboarding:status.metaDescription", "/astrologer-status");
