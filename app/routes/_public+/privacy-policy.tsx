import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalDocumentView } from "~/components/LegalDocumentView";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { configuredRetention } from "~/services/retention.server";

// The policy states the retention periods the purge keeps; the one set by configuration
// comes from here.
export async function loader() {
  return json(configuredRetention(), { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(3600, 86400));

export default function PrivacyPolicy() {
  const retention = useLoaderData<typeof loader>();
  return <LegalDocumentView document={privacyPolicy} values={retention} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${privacyPolicy.title}`,
    description: privacyPolicy.metaDescription,
    keywords: "privacy, data protection, DPDP Act, grievance officer",
    path: "/privacy-policy",
  });
};
