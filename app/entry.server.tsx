import { Writable } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { InlineCssProvider } from "~/components/InlineStylesheet";
import { NonceProvider } from "~/components/nonce";
import { RETRY_AFTER_SECONDS } from "~/domain/error-pages";
import { deferHydrationScripts } from "~/infra/html-stream.server";
import { readBuiltCss } from "~/infra/inline-css.server";
import { logger } from "~/infra/logger.server";
import { sharedCacheTtl, type PageCapture } from "~/infra/page-cache.server";
import { personalTemplate } from "~/infra/personal-page.server";
import { hasSessionCookie } from "~/infra/session.server";

const ABORT_DELAY = 5_000;

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
    pageCapture && !pageCapture.readsCookies && responseStatusCode === 200 && !responseHeaders.has("Set-Cookie") &&
    sharedCacheTtl(responseHeaders.get("Cache-Control") ?? "") !== null;

  // The page is rendered whole and answered in one piece, for people and crawlers alike: no
  // page waits on data after its loaders (nothing is deferred), so the shell is the whole page,
  // and one piece is rewritten once and compressed once (infra/document-compression.server.ts)
  // instead of chunk by chunk through three streams (decision 015: the render profile).
  return renderWhole(request, remixContext, nonce, (error, shellRendered) => {
    responseStatusCode = 500;
    if (shellRendered) logger.error("render error", { path: new URL(request.url).pathname, error });
  }).then((html) => {
    // The page cache keeps this page: at its first hit the same data are rendered again as the
    // template for signed-in customers (personal-page.server.ts).
    if (forCache && pageCapture) {
      pageCapture.makePersonal = () => personalTemplate(remixContext, (context) => renderToText(request, context, nonce));
    }
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  });
}

function pageDocument(request: Request, context: EntryContext, nonce: string | undefined) {
  return (
    <NonceProvider value={nonce}>
      <InlineCssProvider value={readBuiltCss}>
        <RemixServer context={context} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </InlineCssProvider>
    </NonceProvider>
  );
}

/** The whole page as one string, its hydration scripts held back (html-stream.server.ts). */
function renderWhole(
  request: Request,
  context: EntryContext,
  nonce: string | undefined,
  onError: (error: unknown, shellRendered: boolean) => void,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(deferHydrationScripts(Buffer.concat(chunks).toString("utf8")));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(pageDocument(request, context, nonce), {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        onError(error, shellRendered);
      },
    });
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}

/** The page as a visitor's answer would carry it; rejected when any part failed to render. */
async function renderToText(request: Request, context: EntryContext, nonce: string | undefined): Promise<string> {
  let failed = false;
  const html = await renderWhole(request, context, nonce, () => {
    failed = true;
  });
  if (failed) throw new Error("render error");
  return html;
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
