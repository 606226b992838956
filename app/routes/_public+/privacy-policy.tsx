import "~/components/shared-browser-code";

import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { useLanguage } from "~/components/language";
import { LegalDocumentView, legalPageMeta } from "~/components/LegalDocumentView";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { legalDocument } from "~/locales/content/legal/documents";
import { configuredRetention } from "~/services/retention.server";

export const handle: RouteHandle = { i18n: "legal" };

// The policy states the retention periods the purge keeps; the one set by configuration
// comes from here.
export async function loader() {
  return json(configuredRetention(), { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(3600, 86400));

export default function PrivacyPolicy() {
  const language = useLanguage();
  const retention = useLoaderData<typeof loader>();
  return <LegalDocumentView document={legalDocument("privacy-policy", language)} values={retention} />;
}

export const meta = legalPageMeta("privacy-policy");
