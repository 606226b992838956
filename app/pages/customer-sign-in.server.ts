import type { ActionFunctionArgs } from "@remix-run/node";

import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { sessionClient } from "~/infra/load-context.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { commitVisitorSession, logInCustomer, type VisitorSession } from "~/infra/session.server";
import { takeReturnPath } from "~/infra/session-keys.server";

/**
 * Signs a customer in on the session that proved their number, and sends them back to the page
 * that asked them to sign in (else home), with a word of welcome when given.
 */
export async function signInCustomer(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  verified: VisitorSession,
  customerId: number,
  welcome?: string,
) {
  const back = takeReturnPath(verified, pathInLanguage("/", languageOfRequest(request)));
  const cookie = await commitVisitorSession(await logInCustomer(verified, customerId, sessionClient(request, context)));
  return welcome ? redirectWithFlash(back, { kind: "success", text: welcome }, [cookie]) : redirectWithCookies(back, [cookie]);
}
