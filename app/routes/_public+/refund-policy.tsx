import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/LegalDocumentView";
import { refundPolicy } from "~/content/legal/refund-policy";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function RefundPolicy() {
  return <LegalDocumentView document={refundPolicy} />;
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${refundPolicy.title}`,
    description: refundPolicy.metaDescription,
    keywords: "refund policy, cancellation policy, wallet refund, consultation complaint",
    path: "/refund-policy",
  });
};
