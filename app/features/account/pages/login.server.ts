import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { getVisitorSession, isLoggedIn } from "~/infra/session.server";

// Who-are-you sends visitors without a verified phone here (spec §2): the login page itself.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (isLoggedIn(session)) throw redirect(pathInLanguage("/", languageOfRequest(request)));
  return null;
}
