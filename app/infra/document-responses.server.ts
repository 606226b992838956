import { singleton } from "./singleton.server";

/**
 * A rendered page's answer, handed from entry.server to the server as its text (decision 019).
 *
 * Remix takes a web `Response` from entry.server, and its Express adapter read the body back
 * through a stream, chunk by chunk, to write it to Node's response: for a page rendered whole
 * into one string, a stream made and read only to get that string back (about 7% of an uncached
 * render). A page's answer is made here without a body, its text kept beside it, and the request
 * handler (remix-request-handler.server.ts) writes the text at once; any other answer (resource
 * routes, redirects, Remix's own) is streamed as before. HEAD answers are remade by Remix without
 * a body, and so are sent without one.
 */

/** The texts of answers made by documentResponse (server.ts and the build are two bundles). */
function texts(): WeakMap<Response, string> {
  return singleton("document-response-texts", () => new WeakMap<Response, string>());
}

export function documentResponse(html: string, init: ResponseInit): Response {
  const response = new Response(null, init);
  texts().set(response, html);
  return response;
}

/** The text of an answer made by documentResponse, or undefined. */
export function documentText(response: Response): string | undefined {
  return texts().get(response);
}
