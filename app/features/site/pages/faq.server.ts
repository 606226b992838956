import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { publicCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { listFaqs } from "~/features/site/faqs.server";
import { faqPageItemsIn } from "~/locales/content/faq-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const faqs = await listFaqs(language);
  // A database started without the demo seed has no rows of this edition yet: the page then
  // shows our own written questions in its language (app/locales/content/faq-page.ts) rather than an
  // empty page.
  const items = (faqs.length > 0 ? faqs : faqPageItemsIn(language)).map(({ question, answer }) => ({ question, answer }));
  return json({ items }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}
