import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { sessionMessages } from "~/domain/account-messages";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { destroyVisitorSession, endAllVisitorSessions, getVisitorSession } from "~/infra/session.server";

// Logout is a POST (spec §4: clears the login keys and returns to /); a GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  // Ended on the server: a copy of the cookie taken before logout opens nothing afterwards.
  const session = await getVisitorSession(request);
  const form = await request.formData().catch(() => null);
  if (form?.get("scope") === "all") {
    return redirectWithFlash("/", { kind: "success", text: sessionMessages.loggedOutEverywhere }, [await endAllVisitorSessions(session)]);
  }
  return redirectWithCookies("/", [await destroyVisitorSession(session)]);
}
