import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/LegalDocumentView";
import { termsAndConditions } from "~/content/legal/terms";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function TermsAndConditions() {
  return <LegalDocumentView document={termsAndConditions} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${termsAndConditions.title}`,
    description: termsAndConditions.metaDescription,
    keywords: "terms and conditions, terms of use, astrology consultation terms",
    path: "/terms-and-conditions",
  });
};
