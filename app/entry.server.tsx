import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";

import { InlineCssProvider } from "~/components/InlineStylesheet";
import { NonceProvider } from "~/components/nonce";
import { RETRY_AFTER_SECONDS } from "~/domain/error-pages";
import { documentResponse } from "~/infra/document-responses.server";
import { readHandoff, withHandoffScripts, withoutHandoffStream } from "~/infra/handoff-stream.server";
import { deferHydrationScripts } from "~/infra/html-stream.server";
import { readBuiltCss } from "~/infra/inline-css.server";
import { logger } from "~/infra/logger.server";
import { type PageCapture, sharedCacheTtl } from "~/infra/page-cache.server";
import { personalTemplate } from "~/infra/personal-page.server";
import { hasSessionCookie } from "~/infra/session.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce: nonce, pageCapture } = loadContext as { cspNonce?: string; pageCapture?: PageCapture | null };
  applyCachePolicy(request, responseHeaders);
  // A loader or action found the database out of reach (infra/database-outage.server.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  const forCache =
    pageCapture &&
    !pageCapture.readsCookies &&
    responseStatusCode === 200 &&
    !responseHeaders.has("Set-Cookie") &&
    sharedCacheTtl(responseHeaders.get("Cache-Control") ?? "") !== null;

  // The page is rendered whole and answered in one piece, for people and crawlers alike: no
  // page waits on data after its loaders (nothing is deferred), so the shell is the whole page,
  // and one piece is rewritten once and compressed once (infra/document-compression.server.ts)
  // instead of chunk by chunk through three streams (decision 015: the render profile).
  return readHandoff(remixContext).then((handoff) => {
    const html = renderWhole(request, remixContext, handoff, nonce);
    // The page cache keeps this page: at its first hit the same data are rendered again as the
    // template for signed-in customers (personal-page.server.ts).
    if (forCache && pageCapture) {
      pageCapture.makePersonal = () =>
        personalTemplate(remixContext, handoff, (context, data) => renderWhole(request, context, data, nonce));
    }
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // Handed to the server as its text, not as a stream to read back (document-responses.server.ts).
    return documentResponse(html, { headers: responseHeaders, status: responseStatusCode });
  });
}

function pageDocument(request: Request, context: EntryContext, nonce: string | undefined) {
  return (
    <NonceProvider value={nonce}>
      <InlineCssProvider value={readBuiltCss}>
        <RemixServer context={context} url={request.url} nonce={nonce} />
      </InlineCssProvider>
    </NonceProvider>
  );
}

/**
 * The whole page as one string, its data's scripts at the end of <body> and its hydration
 * scripts held back (handoff-stream.server.ts, html-stream.server.ts). renderToString, not a
 * stream: nothing on the server suspends (no page defers data, and the data stream was read
 * before), so the result is the same markup without the stream's bytes, which were only decoded
 * again (decision 015). A render error throws, and Remix renders the route's error boundary instead.
 */
function renderWhole(request: Request, context: EntryContext, handoff: string | null, nonce: string | undefined): string {
  // The streaming renderer wrote the doctype before <html>; renderToString leaves it to us.
  const html = `<!DOCTYPE html>${renderToString(pageDocument(request, withoutHandoffStream(context), nonce))}`;
  return deferHydrationScripts(withHandoffScripts(html, context, handoff, nonce));
}

/**
 * A page seen by a visitor with a session may show who they are, so it is never
 * stored by a shared cache; anonymous pages keep the caching their route chose.
 */
function applyCachePolicy(request: Request, headers: Headers) {
  headers.append("Vary", "Cookie");
  if (hasSessionCookie(request) || !headers.has("Cache-Control") || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCachePolicy(request, response.headers);
  return response;
}

/**
 * Errors a loader, action or render threw, with their stacks, as one log line each. Answers
 * a route chose to throw (404, 405) are not errors; nor is a request its client abandoned.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const url = new URL(request.url);
  logger.error("request failed", { method: request.method, path: url.pathname, error });
}
