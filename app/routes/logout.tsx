import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearLogin, commitVisitorSession, getVisitorSession } from "~/infra/session.server";

// Logout is a POST (spec §4: clears the login keys and returns to /); a GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await getVisitorSession(request);
  clearLogin(session);
  return redirect("/", { headers: { "Set-Cookie": await commitVisitorSession(session) } });
}
