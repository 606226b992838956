import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";

import { DocumentMethodProvider } from "~/components/document-method";
import { InlineCssProvider } from "~/components/InlineStylesheet";
import { NonceProvider } from "~/components/nonce";
import { BUSY_RETRY_AFTER_SECONDS, RETRY_AFTER_SECONDS } from "~/domain/error-pages";
import { NO_STORE } from "~/domain/http-cache";
import { i18nForPage, remixI18n } from "~/infra/i18next.server";
import { readBuiltCss } from "~/infra/inline-css.server";
import type { LoadContext } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { hasSessionCookie } from "~/infra/session.server";

// Remix's template for runtimes with Web Streams (its Cloudflare one): crawlers (and a post's
// answer) get the whole document at once, people get it as it renders. No page defers data, so the shell is the whole
// page either way. Node has Web Streams, and React 18's Node renderer (renderToPipeableStream)
// writes stray NUL bytes where a multi-byte character meets its 2 KB buffer's end, which Hindi
// text does on most pages (decision 077).
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { cspNonce: nonce } = loadContext as LoadContext;
  applyCachePolicy(request, responseHeaders);
  // A loader or action found the database out of reach (edge/database-outage.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  // A loader threw 429: the sky pool had no room for its reckoning (pages/sky-busy.server.ts).
  // Whatever the route's headers say of its page, this answer is kept by no cache. (A form's
  // own 429 is its page, not an error, and says its own Retry-After.)
  if (responseStatusCode === 429 && remixContext.staticHandlerContext.errors) {
    responseHeaders.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", NO_STORE);
  }
  // remix-i18next's setup: the page renders with an i18next instance in its own language.
  const i18n = i18nForPage(await remixI18n.getLocale(request));

  const controller = new AbortController();
  // Leaves React time to flush what was rejected after the stream's own timeout.
  const timeoutId = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <InlineCssProvider value={readBuiltCss}>
        <I18nextProvider i18n={i18n}>
          <DocumentMethodProvider value={request.method}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </DocumentMethodProvider>
        </I18nextProvider>
      </InlineCssProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject, and Remix logs them through handleError.
        if (shellRendered && !controller.signal.aborted) logger.error("render failed", { path: new URL(request.url).pathname, error });
      },
    },
  );
  shellRendered = true;
  // A render that fails after its shell rejects allReady too: onError has logged it.
  const settled = () => clearTimeout(timeoutId);
  body.allReady.then(settled, settled);
  // A post's answer is whole too: its page carries no script (route-handle.ts, "form") that could
  // put a part rendered late (a lazily loaded component, the first time) in its place.
  if (request.method === "POST" || isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(inLargerChunks(body), { headers: responseHeaders, status: responseStatusCode });
}

/** Bytes per write to the response: the size of a Node stream's buffer. */
const WRITE_BYTES = 16 * 1024;

/**
 * React's Web Streams renderer hands out its HTML in pieces of half a kilobyte, and the adapter
 * writes and flushes each one through the response's compression on its own. Its stream is a byte
 * stream, so a reader that brings its own buffer takes all the bytes waiting at once: the same
 * bytes, as soon as they are ready, in a few writes.
 */
function inLargerChunks(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader({ mode: "byob" });
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read(new Uint8Array(WRITE_BYTES));
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A page seen by a visitor with a session differs from the anonymous one (the header says who
 * is signed in), so no shared cache may keep it; anonymous pages keep the caching their route chose.
 */
function applyCachePolicy(request: Request, headers: Headers) {
  headers.append("Vary", "Cookie");
  if (hasSessionCookie(request) || !headers.has("Cache-Control") || headers.has("Set-Cookie")) {
    headers.set("Cache-Control", "private, no-store");
  }
}

export function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
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
