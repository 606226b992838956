import { json, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { maySeeWelcome } from "~/domain/application-stage";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { astrologerOfRequest } from "~/pages/visitor-guards.server";
import { partnerAppUrl } from "~/services/astrologer-journey.server";

// Only an approved astrologer in the session: anyone else is sent to the status page, which
// says where their application stands (or, without a verified number, asks for one).
export async function loader({ request }: LoaderFunctionArgs) {
  const astrologer = await astrologerOfRequest(request);
  if (!astrologer || !maySeeWelcome(astrologer.stage)) throw redirect(pathInLanguage("/astrologer-status", languageOfRequest(request)));
  return json({ partnerAppUrl: partnerAppUrl() }, { headers: { "Cache-Control": "private, no-store" } });
}
