import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { endSignIn } from "~/features/account/sign-ins.server";
import { endSignInValidator } from "~/forms/validators/end-sign-in";
import { readForm } from "~/infra/form-data.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { destroyVisitorSession } from "~/infra/session.server";
import { translator } from "~/locales/i18n";
import { requireCustomer } from "~/pages/visitor-guards.server";

// The End buttons of "Where you are signed in" on the profile (decision 069). A GET just goes
// back to the profile. A .tsx route, as logout is, so that it has a Hindi twin (/hi/profile/sessions)
// and answers in the edition of the profile page that posted to it.
export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(pathInLanguage("/profile", languageOfRequest(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, customer } = await requireCustomer(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const profile = pathInLanguage("/profile", language);
  const result = await endSignInValidator(language).validate(await readForm(request));
  // Only the owner's own sessions can end: another number's handle, or a made-up one, ends nothing.
  const ended = result.data ? await endSignIn(customer.mobile, result.data.session, session.id, language) : { ended: false as const };
  if (!ended.ended) return redirectWithFlash(profile, { kind: "info", text: t("account:signIns.alreadyEnded") });
  if (ended.current) {
    const text = t("account:signIns.endedHere");
    return redirectWithFlash(pathInLanguage("/", language), { kind: "success", text }, [await destroyVisitorSession(session)]);
  }
  return redirectWithFlash(profile, { kind: "success", text: t("account:signIns.ended", { device: ended.device }) });
}
