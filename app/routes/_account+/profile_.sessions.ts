import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { endSignInValidator, signInMessages } from "~/domain/sign-ins";
import { readForm } from "~/infra/form-data.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { destroyVisitorSession } from "~/infra/session.server";
import { requireCustomer } from "~/services/guards.server";
import { endSignIn } from "~/services/sign-ins.server";

// The End buttons of "Where you are signed in" on the profile (decision 069). A GET just goes
// back to the profile.
export async function loader() {
  return redirect("/profile");
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, customer } = await requireCustomer(request);
  const result = await endSignInValidator.validate(await readForm(request));
  // Only the owner's own sessions can end: another number's handle, or a made-up one, ends nothing.
  const ended = result.data ? await endSignIn(customer.mobile, result.data.session, session.id) : { ended: false as const };
  if (!ended.ended) return redirectWithFlash("/profile", { kind: "info", text: signInMessages.alreadyEnded });
  if (ended.current)
    return redirectWithFlash("/", { kind: "success", text: signInMessages.endedHere }, [await destroyVisitorSession(session)]);
  return redirectWithFlash("/profile", { kind: "success", text: signInMessages.ended(ended.device) });
}
