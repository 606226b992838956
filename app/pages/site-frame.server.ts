import { languageOfRequest } from "~/domain/language";
import { jsonWithCookies } from "~/infra/responses.server";
import { getVisitorSession, readFlash } from "~/infra/session.server";
import { frameOfVisitor } from "~/services/visitor-frame.server";

// What the root's loader uses on the server, in one module: each server module the root imports
// stays in the browser build as an empty chunk, one more request for the pages that hydrate.

/** The frame of every page, and its flash message, cleared as it is read. */
export async function siteFrame(request: Request) {
  const [session, { flash, clear }] = await Promise.all([getVisitorSession(request), readFlash(request)]);
  return jsonWithCookies(await frameOfVisitor({ session, language: languageOfRequest(request), flash }), [clear]);
}
