import { finished } from "node:stream/promises";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
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
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  applyCachePolicy(request, responseHeaders);
  // A loader or action found the database out of reach (infra/database-outage.server.ts).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  const forCache =
    pageCapture && !pageCapture.readsCookies && responseStatusCode === 200 && !responseHeaders.has("Set-Cookie") &&
    sharedCacheTtl(responseHeaders.get("Cache-Control") ?? "") !== null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      pageDocument(request, remixContext, nonce),
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Hydration waits for the first interaction: the page reads without it (html-stream.server.ts).
          const body = deferHydrationScripts();
          // The page cache keeps this page: once it is sent, the same data are rendered again as
          // the template for signed-in customers (personal-page.server.ts).
          if (forCache && pageCapture) {
            pageCapture.personal = finished(body)
              .then(() => personalTemplate(remixContext, (context) => renderToText(request, context, nonce)))
              .catch(() => null);
          }
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error("render error", { path: new URL(request.url).pathname, error });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
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

/** The whole page as the answer's stream would carry it, as one string. */
function renderToText(request: Request, context: EntryContext, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(pageDocument(request, context, nonce), {
      nonce,
      onAllReady() {
        const body = deferHydrationScripts();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => (failed ? reject(new Error("render error")) : resolve(Buffer.concat(chunks).toString("utf8"))));
        pipe(body);
      },
      onShellError: reject,
      onError() {
        failed = true;
      },
    });
    setTimeout(abort, ABORT_DELAY).unref();
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
