import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { useLocalePath } from "~/components/language";
import { maySeeWelcome } from "~/domain/application-stage";
import { loaderCacheControl } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { translator } from "~/i18n";
import type { loader as rootLoader } from "~/root";

import { astrologerOfSession, json, partnerAppUrl, redirect } from "./astrologer-welcome.server";

export const handle: RouteHandle = { hydrate: true, i18n: "onboarding" };

// Spec §2: "a welcome page". For approved astrologers: consultations happen in the app
// (spec §1), at the standard rate, with payouts net of GST and TDS (§1, §9).

// Only an approved astrologer in the session: anyone else is sent to the status page, which
// says where their application stands (or, without a verified number, asks for one).
export async function loader({ request }: LoaderFunctionArgs) {
  const astrologer = await astrologerOfSession(request);
  if (!astrologer || !maySeeWelcome(astrologer.stage)) throw redirect(pathInLanguage("/astrologer-status", languageOfRequest(request)));
  return json({ partnerAppUrl: partnerAppUrl() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers = loaderCacheControl("private, no-store");

export default function AstrologerWelcome() {
  const { t } = useTranslation(["onboarding"]);
  const to = useLocalePath();
  const { partnerAppUrl } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
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

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, {
    title: t("onboarding:welcome.metaTitle", { brand: site.brand }),
    description: t("onboarding:welcome.metaDescription", { brand: site.brand }),
    path: "/astrologer-welcome",
    noindex: true,
  });
};
