import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { Writable } from "node:stream";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { InlineCssProvider } from "~/components/InlineStylesheet";
import { NonceProvider } from "~/components/nonce";
import { RETRY_AFTER_SECONDS } from "~/domain/error-pages";
import { deferHydrationScripts } from "~/infra/html-stream.server";
import { readBuiltCss } from "~/infra/inline-css.server";
import { logger } from "~/infra/logger.server";
import { hasSessionCookie } from "~/infra/session.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string }).cspNonce;
  applyCachePolicy(request, responseHeaders);
  // A loader or action found the database out of reach (infra/database-outage.server.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));

  // The page is rendered whole and answered in one piece, for people and crawlers alike: no
  // page waits on data after its loaders (nothing is deferred), so the shell is the whole page,
  // and one piece is rewritten once and compressed once (infra/document-compression.server.ts)
  // instead of chunk by chunk through three streams (issue 14: the render profile).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        // Hydration waits for the first interaction: the page reads without it (html-stream.server.ts).
        const html = deferHydrationScripts(Buffer.concat(chunks).toString("utf8"));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={readBuiltCss}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
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
          responseStatusCode = 500;
          if (shellRendered) logger.error("render error", { path: new URL(request.url).pathname, error });
        },
      },
    );
    timer = setTimeout(abort, ABORT_DELAY);
  });
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
