import { Link, useRouteLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { nextStepOf, type SessionAstrologer } from "~/domain/application-stage";
import { translator } from "~/locales/i18n";
import type { siteFrame } from "~/pages/site-frame.server";
import type { SiteInfo } from "~/seo/meta-tags";

import { LandingSection } from "./LandingSection";

/** Both /app-download and /app-downloads (spec route list) show this page; its canonical address. */
export const APP_DOWNLOAD_PATH = "/app-download";

/** The page's title and description in its language. */
export const appDownloadSeo = (site: SiteInfo) => {
  const t = translator(site.language);
  return {
    title: t("pages:appDownload.metaTitle", { brand: site.brand }),
    description: t("pages:appDownload.metaDescription"),
    path: APP_DOWNLOAD_PATH,
  };
};

const REASONS = ["verified", "free", "wallet"] as const;
const STEPS = ["install", "logIn", "choose", "wallet"] as const;

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
  const root = useRouteLoaderData<typeof siteFrame>("root");
  const { t } = useTranslation("pages");
  const brand = root?.site.brand ?? "Grahavani";
  const storeUrl = root?.appStoreUrl ?? "https://play.google.com/store/apps/details?id=in.grahavani.app";
  return (
    <div className="app-download">
      <section className="hero app-hero">
        <div className="container app-hero-body">
          <div>
            <h1>{t("appDownload.heading", { brand })}</h1>
            <p className="app-hero-text">{t("appDownload.text", { brand })}</p>
            <p className="hero-actions">
              <a className="button button-accent" href={storeUrl} rel="noopener">
                {t("appDownload.getApp")}
              </a>
            </p>
          </div>
          <img className="app-phone" src="/images/app-phone.svg" alt="" width={240} height={320} />
        </div>
      </section>

      <LandingSection id="why-app" heading={t("appDownload.whyTitle")}>
        <ul className="app-reasons">
          {REASONS.map((reason) => (
            <li key={reason}>
              <h3>{t(`appDownload.reasons.${reason}.title`)}</h3>
              <p>{t(`appDownload.reasons.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </LandingSection>

      <LandingSection id="app-next" heading={t("appDownload.nextTitle")}>
        <ol className="app-steps">
          {STEPS.map((step) => (
            <li key={step}>{t(`appDownload.steps.${step}`)}</li>
          ))}
        </ol>
        <p>
          <a className="button" href={storeUrl} rel="noopener">
            {t("appDownload.getApp")}
          </a>
        </p>
      </LandingSection>
    </div>
  );
}

function AstrologerAppPage({ astrologer, partnerAppUrl }: { astrologer: SessionAstrologer; partnerAppUrl: string }) {
  const brand = useRouteLoaderData<typeof siteFrame>("root")?.site.brand ?? "Grahavani";
  const { t } = useTranslation(["pages", "onboarding"]);
  const to = useLocalePath();
  const { stage } = astrologer;
  const reason = astrologer.rejectionReason?.trim() || t("appDownload.astrologer.noReason");
  const register = (
    <p>
      <Link className="button" to={to("/astrologer-registration")}>
        {t("appDownload.astrologer.reapplyLink")}
      </Link>
    </p>
  );
  return (
    <section className="container narrow section onboarding-page astrologer-app">
      <h1>{t("appDownload.astrologer.heading", { brand })}</h1>
      <p className="lead">{t("appDownload.astrologer.intro", { brand })}</p>
      <div className={`notice application-state application-${stage}`}>
        <h2>{t(`onboarding:stages.${stage}`)}</h2>
        {stage === "rejected" ? (
          <>
            <p>{t("appDownload.astrologer.reason", { reason })}</p>
            <p>{t(astrologer.mayReapply ? "appDownload.astrologer.mayReapply" : "appDownload.astrologer.mayNotReapply")}</p>
            {astrologer.mayReapply ? register : null}
          </>
        ) : (
          <p>{t(`appDownload.astrologer.${stage}`)}</p>
        )}
        {stage === "withdrawn" && astrologer.mayReapply ? register : null}
        {stage === "incomplete" ? (
          <p>
            <Link className="button" to={to(nextStepOf(astrologer).to)}>
              {t(astrologer.bankDetailsSaved ? "appDownload.astrologer.uploadDocuments" : "appDownload.astrologer.giveBankDetails")}
            </Link>
          </p>
        ) : null}
        {stage === "approved" ? (
          <p>
            <Link to={to("/astrologer-welcome")}>{t("appDownload.astrologer.welcomeLink")}</Link>
          </p>
        ) : null}
      </div>
      <p className="button-row">
        {stage === "deactivated" || stage === "withdrawn" ? null : (
          <a className="button button-accent" href={partnerAppUrl} rel="noopener">
            {t("appDownload.astrologer.getApp")}
          </a>
        )}
        <Link className="button button-light" to={to("/astrologer-status")}>
          {t("appDownload.astrologer.statusLink")}
        </Link>
      </p>
      <p>
        <Link to={to("/my-data")}>{t("appDownload.astrologer.myData")}</Link>
      </p>
    </section>
  );
}
