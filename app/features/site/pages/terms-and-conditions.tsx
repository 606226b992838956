import { useLanguage } from "~/components/language";
import { publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { LegalDocumentView, legalPageMeta } from "~/features/site/LegalDocumentView";
import { legalDocument } from "~/locales/content/legal/documents";

export const handle: RouteHandle = { i18n: "legal" };

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function TermsAndConditions() {
  const language = useLanguage();
  return <LegalDocumentView document={legalDocument("terms-and-conditions", language)} />;
}

export const meta = legalPageMeta("terms-and-conditions");
