import { useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { astrologerAppCopy, nextStepOf, type SessionAstrologer, stageHeadings } from "~/domain/application-stage";
import { myDataCopy } from "~/domain/my-data";
import type { loader as rootLoader } from "~/root";

/** Both /app-download and /app-downloads (spec route list) show this page; its canonical address. */
export const APP_DOWNLOAD_PATH = "/app-download";

export const appDownloadSeo = (brand: string) => ({
  title: `${brand} - Download the App to Chat and Call with Astrologers`,
  description:
    "Consult verified astrologers by chat or call in our mobile app: your first 5 minutes are free, and payments come from a secure prepaid wallet.",
  path: APP_DOWNLOAD_PATH,
});

const reasons = [
  {
    title: "Chat and call with verified astrologers",
    text: "Every astrologer's identity and experience is checked before their profile is listed. Pick one by language, specialisation and rate.",
  },
  {
    title: "Your first 5 minutes are free",
    text: "Your first chat or call costs nothing for the first 5 minutes, so you can get to know an astrologer before you pay.",
  },
  {
    title: "Prepaid wallet with secure payments",
    text: "Add credits to your wallet with a secure payment method; each session's cost is deducted when it ends, and you see the rate per minute before you start.",
  },
];

const nextSteps = [
  "Install the app from the store and open it.",
  "Log in with your mobile number: we send you a 4-digit one-time password (OTP) by SMS.",
  "Choose an astrologer and start a chat or call. Your first 5 minutes are free.",
  "To carry on after the free minutes, add credits to your prepaid wallet; the rate per minute is shown before you begin.",
];

type Props = { astrologer: SessionAstrologer | null; partnerAppUrl: string | null };

// The page that the Call and Chat buttons lead to: consultations happen in the app
// (spec §1). A flash from the page that sent the visitor here is shown by the frame.
// The spec also sends astrologers here (after step 3, and when an existing one logs in):
// they get their own version, with where their application stands and their own app.
export function AppDownloadPage({ astrologer, partnerAppUrl }: Props) {
  if (astrologer && partnerAppUrl) return <AstrologerAppPage astrologer={astrologer} partnerAppUrl={partnerAppUrl} />;
  return <CustomerAppPage />;
}

function CustomerAppPage() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.site.brand ?? "Grahavani";
  const storeUrl = root?.appStoreUrl ?? "https://play.google.com/store/apps/details?id=in.grahavani.app";
  return (
    <div className="app-download">
      <section className="hero app-hero">
        <div className="container app-hero-body">
          <div>
            <h1>Talk to an astrologer in the {brand} app</h1>
            <p className="app-hero-text">
              Chats and calls with our astrologers take place in the {brand} mobile app. Install it, log in with your mobile number and
              start your first consultation in minutes.
            </p>
            <p className="hero-actions">
              <a className="button button-accent" href={storeUrl} rel="noopener">
                Get the app
              </a>
            </p>
          </div>
          <img className="app-phone" src="/images/app-phone.svg" alt="" width={240} height={320} />
        </div>
      </section>

      <section className="container section" aria-labelledby="why-app">
        <h2 id="why-app">Why use the app</h2>
        <ul className="app-reasons">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="app-next">
        <h2 id="app-next">What happens next</h2>
        <ol className="app-steps">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <a className="button" href={storeUrl} rel="noopener">
            Get the app
          </a>
        </p>
      </section>
    </div>
  );
}

function AstrologerAppPage({ astrologer, partnerAppUrl }: { astrologer: SessionAstrologer; partnerAppUrl: string }) {
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.site.brand ?? "Grahavani";
  const { stage } = astrologer;
  const next = nextStepOf(astrologer);
  return (
    <section className="container narrow section onboarding-page astrologer-app">
      <h1>{astrologerAppCopy.heading(brand)}</h1>
      <p className="lead">{astrologerAppCopy.intro(brand)}</p>
      <div className={`notice application-state application-${stage}`}>
        <h2>{stageHeadings[stage]}</h2>
        {stage === "rejected" ? (
          <>
            <p>{astrologerAppCopy.rejectionReason(astrologer.rejectionReason)}</p>
            <p>{astrologer.mayReapply ? astrologerAppCopy.mayReapply : astrologerAppCopy.mayNotReapply}</p>
            {astrologer.mayReapply ? (
              <p>
                <Link className="button" to="/astrologer-registration">
                  {astrologerAppCopy.reapplyLink}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p>{astrologerAppCopy[stage]}</p>
        )}
        {stage === "withdrawn" && astrologer.mayReapply ? (
          <p>
            <Link className="button" to="/astrologer-registration">
              {astrologerAppCopy.reapplyLink}
            </Link>
          </p>
        ) : null}
        {stage === "incomplete" ? (
          <p>
            <Link className="button" to={next.to}>
              {next.label}
            </Link>
          </p>
        ) : null}
        {stage === "approved" ? (
          <p>
            <Link to="/astrologer-welcome">{astrologerAppCopy.welcomeLink}</Link>
          </p>
        ) : null}
      </div>
      <p className="button-row">
        {stage === "deactivated" || stage === "withdrawn" ? null : (
          <a className="button button-accent" href={partnerAppUrl} rel="noopener">
            {astrologerAppCopy.getApp}
          </a>
        )}
        <Link className="button button-light" to="/astrologer-status">
          {astrologerAppCopy.statusLink}
        </Link>
      </p>
      <p>
        <Link to="/my-data">{myDataCopy.link}</Link>
      </p>
    </section>
  );
}
