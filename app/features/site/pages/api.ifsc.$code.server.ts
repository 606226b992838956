import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { getVisitorSession } from "~/infra/session.server";
import { astrologerIdOf } from "~/infra/session-keys.server";
import { lookupIfsc } from "~/services/ifsc.server";

// The bank form's IFSC lookup with JavaScript (spec §2 "Bank details form", §7 GET
// /bank/validate/{ifsc}). Only for an applicant filling the form: with IFSC_API_URL set,
// each call reaches an outside service, which strangers must not use through us.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (!astrologerIdOf(session)) {
    throw json({ error: "Forbidden" }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  const result = await lookupIfsc(params.code ?? "");
  return json(result, { headers: { "Cache-Control": "no-store" } });
}
