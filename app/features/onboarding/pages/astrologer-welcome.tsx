import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import type { siteFrame } from "~/pages/site-frame.server";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./astrologer-welcome.server";

export { loader } from "./astrologer-welcome.server";

export const handle: RouteHandle = { hydrate: true, i18n: "onboarding" };

// Spec §2: "a welcome page". For approved astrologers: consultations happen in the app
// (spec §1), at the standard rate, with payouts net of GST and TDS (§1, §9).

export const headers = loaderCacheControl("private, no-store");

export default function AstrologerWelcome() {
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  const { partnerAppUrl } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof siteFrame>("root");
  const brand = root?.site.brand ?? "Grahavani";
  return (
    <section className="container narrow section onboarding-page">
      <h1>{t("onboarding:welcome.title", { brand })}</h1>
      <p className="lead">{t("onboarding:welcome.lead")}</p>
      <h2>{t("onboarding:welcome.startTitle")}</h2>
      <ol className="onboarding-steps">
        <li>{t("onboarding:welcome.install", { brand })}</li>
        <li>{t("onboarding:welcome.logIn")}</li>
        <li>{t("onboarding:welcome.goOnline")}</li>
      </ol>
      <p>{t("onboarding:welcome.rate")}</p>
      <p className="button-row">
        <a className="button button-accent" href={partnerAppUrl} rel="noopener">
          {t("onboarding:welcome.getApp")}
        </a>
        <Link className="button button-light" to={to("/astrologer-status")}>
          {t("onboarding:welcome.application")}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("onboarding:welcome.metaTitle", "onboarding:welcome.metaDescription", "/astrologer-welcome");
