import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { JsonLd } from "~/components/JsonLd";
import { faqPageItems } from "~/content/faq-page";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import type { loader as rootLoader } from "~/root";
import { listFaqs } from "~/services/faqs.server";

export async function loader() {
  const faqs = await listFaqs();
  // A database started without the demo seed has no rows yet: the page then shows our
  // own written questions (app/content/faq-page.ts) rather than an empty page.
  const items = (faqs.length > 0 ? faqs : faqPageItems).map(({ question, answer }) => ({ question, answer }));
  return json({ items }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function Faq() {
  const { items } = useLoaderData<typeof loader>();
  const contact = useRouteLoaderData<typeof rootLoader>("root")?.contact ?? null;
  return (
    <div className="container section faq-page">
      <h1>Frequently Asked Questions</h1>
      <p className="lead">Answers to the questions people ask us most about consultations, prices, payments, refunds and your account.</p>
      <FaqAccordion items={items} name="faq" headingLevel={2} />
      <JsonLd data={faqStructuredData(items)} />
      <p className="notice faq-more">
        Still have a question?{" "}
        {contact ? (
          <>
            Write to us at <a href={`mailto:${contact.email}`}>{contact.email}</a>, or read{" "}
          </>
        ) : (
          "Read "
        )}
        <Link to="/about">more about us</Link> and our <Link to="/terms-and-conditions">Terms &amp; Conditions</Link>.
      </p>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Frequently Asked Questions`,
    description:
      "Answers about consultation prices, the free first 5 minutes, payments and refunds, verified astrologers, logging in and deleting your account.",
    path: "/faq",
  });
};
