import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalePath } from "~/components/language";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { faqPageItemsIn } from "~/locales/content/faq-page";
import { translator } from "~/locales/i18n";
import type { loader as rootLoader } from "~/root";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { listFaqs } from "~/services/faqs.server";

export const handle: RouteHandle = { i18n: "pages" };

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const faqs = await listFaqs(language);
  // A database started without the demo seed has no rows of this edition yet: the page then
  // shows our own written questions in its language (app/locales/content/faq-page.ts) rather than an
  // empty page.
  const items = (faqs.length > 0 ? faqs : faqPageItemsIn(language)).map(({ question, answer }) => ({ question, answer }));
  return json({ items }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function Faq() {
  const { items } = useLoaderData<typeof loader>();
  const contact = useRouteLoaderData<typeof rootLoader>("root")?.contact ?? null;
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
