import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { readForm } from "~/infra/form-data.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { destroyVisitorSession, endAllVisitorSessions, getVisitorSession } from "~/infra/session.server";
import { translator } from "~/locales/i18n";

// Logout is a POST (spec §4: clears the login keys and returns to /); a GET just goes home.
// Home is the page's own edition: /hi/logout leads to /hi.
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathInLanguage("/", languageOfRequest(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const home = pathInLanguage("/", language);
  // Ended on the server: a copy of the cookie taken before logout opens nothing afterwards.
  const session = await getVisitorSession(request);
  // Read as every form is, so a hostile field name is refused here as on every other form; a
  // post with no body at all (a client that only asks to log out) has no fields to read.
  const form = request.headers.has("Content-Type") ? await readForm(request) : new FormData();
  if (form.get("scope") === "all") {
    const text = translator(language)("account:sessions.loggedOutEverywhere");
    return redirectWithFlash(home, { kind: "success", text }, [await endAllVisitorSessions(session)]);
  }
  return redirectWithCookies(home, [await destroyVisitorSession(session)]);
}
