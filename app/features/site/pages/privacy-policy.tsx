import { useLoaderData } from "@remix-run/react";

import { useLanguage } from "~/components/language";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { LegalDocumentView, legalPageMeta } from "~/features/site/LegalDocumentView";
import { legalDocument } from "~/locales/content/legal/documents";

import type { loader } from "./privacy-policy.server";

export { loader } from "./privacy-policy.server";

export const handle: RouteHandle = { i18n: "legal" };

export const headers = loaderCacheControl(publicCache(3600, 86400));

export default function PrivacyPolicy() {
  const language = useLanguage();
  const retention = useLoaderData<typeof loader>();
  return <LegalDocumentView document={legalDocument("privacy-policy", language)} values={retention} />;
}

export const meta = legalPageMeta("privacy-policy");
