import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/LegalDocumentView";
import { privacyPolicy } from "~/content/legal/privacy-policy";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function PrivacyPolicy() {
  return <LegalDocumentView document={privacyPolicy} />;
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
