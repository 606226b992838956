import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { confirmGrievanceEmail, grievanceEmailLinkState } from "~/services/grievances.server";

const statusOf = (state: string) => (state === "not-found" ? 404 : state === "expired" ? 410 : 200);

export async function loader({ params }: LoaderFunctionArgs) {
  const state = await grievanceEmailLinkState(params.token ?? "");
  return json({ state }, { status: statusOf(state) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const language = languageOfRequest(request);
  const token = params.token ?? "";
  const { state, confirmedNow } = await confirmGrievanceEmail(token, clientIp(context));
  if (state !== "confirmed") return json({ state }, { status: statusOf(state) });
  const here = pathInLanguage(`/grievance/confirm/${token}`, language);
  if (!confirmedNow) return json({ state });
  return redirectWithFlash(here, { kind: "success", text: translator(language)("grievance:confirmEmail.confirmed") });
}
