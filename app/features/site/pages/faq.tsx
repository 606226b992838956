import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Trans } from "react-i18next";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { translator } from "~/locales/i18n";
import type { siteFrame } from "~/pages/site-frame.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./faq.server";

export { loader } from "./faq.server";

export const handle: RouteHandle = { i18n: "pages" };

export const headers = loaderCacheControl(publicCache(300));

export default function Faq() {
  const { items } = useLoaderData<typeof loader>();
  const contact = useRouteLoaderData<typeof siteFrame>("root")?.contact ?? null;
  const { t } = useTranslation("pages");
  const to = useLocalePath();
  const language = useLanguage();
  const links = { about: <Link to={to("/about")} />, terms: <Link to={to("/terms-and-conditions")} /> };
  return (
    <div className="container section faq-page">
      <h1>{t("faq.title")}</h1>
      <p className="lead">{t("faq.lead")}</p>
      <FaqAccordion items={items} name="faq" headingLevel={2} />
      <JsonLd data={faqStructuredData(items, language)} />
      <p className="notice faq-more">
        {t("faq.stillQuestion")}{" "}
        {contact ? (
          <Trans
            t={t}
            i18nKey="faq.writeOrRead"
            values={{ email: contact.email }}
            components={{ mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>, ...links }}
          />
        ) : (
          <Trans t={t} i18nKey="faq.read" components={links} />
        )}
      </p>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, {
    title: t("pages:faq.metaTitle", { brand: site.brand }),
    description: t("pages:faq.metaDescription"),
    path: "/faq",
  });
};
