import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/LegalDocumentView";
import { privacyNotice } from "~/content/legal/privacy-notice";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function PrivacyNotice() {
  return <LegalDocumentView document={privacyNotice} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${privacyNotice.title}`,
    description: privacyNotice.metaDescription.replace("{brand}", site.brand),
    keywords: "privacy notice, personal data, DPDP Act, consent, your rights",
    path: "/privacy-notice",
  });
};
