import type { ServerBuild } from "@remix-run/node";

import { RETRY_AFTER_SECONDS } from "../app/domain/error-pages";
import { type Language, languageOfPath } from "../app/domain/language";
import { isDatabaseUnavailable } from "../app/infra/database-errors.server";
import { logger } from "../app/infra/logger.server";
import { en } from "../app/locales/en";
import { hi } from "../app/locales/hi";
import { escapeHtml, smallPage } from "./small-page";

const texts = { en, hi };

/** Headers of every 503 we send: come back in a few seconds; no cache keeps the answer. */
export const UNAVAILABLE_HEADERS = {
  "Retry-After": String(RETRY_AFTER_SECONDS),
  "Cache-Control": "no-store",
} as const;

/**
 * The build with every loader and action answering 503 when the database cannot be reached:
 * the error becomes a thrown 503 response, which the error boundary shows as "We'll be right
 * back" (a resource route sends it as it is). Any other error stays a 500. A loader or action
 * that failed this way wrote nothing: each change is one transaction.
 */
export function withDatabaseOutageAnswers(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: answering503(id, loader) } : {}),
        ...(action ? { action: answering503(id, action) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}

function answering503<Args extends { request: Request }, Result>(routeId: string, handler: (args: Args) => Result) {
  return async (args: Args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (args.request.signal.aborted || !isDatabaseUnavailable(error)) throw error;
      logger.warn("database unavailable", {
        method: args.request.method,
        path: new URL(args.request.url).pathname,
        route: routeId,
        error: error instanceof Error ? error.message : String(error),
      });
      throw new Response(texts[languageOfPath(new URL(args.request.url).pathname)].common.errors.unavailable.text, {
        status: 503,
        headers: { ...UNAVAILABLE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  };
}

/**
 * The 503 page answered before the site's pages can run (while the instance starts, or when
 * middleware finds the database gone): short, styled inline, with no script and no detail.
 */
export function unavailablePage(brand: string, language: Language): string {
  const { title, text } = texts[language].common.errors.unavailable;
  const again = escapeHtml(texts[language].common.errors.tryAgain);
  return smallPage({ brand, language, title, paragraphs: [text], action: `<p><a href="">${again}</a></p>` });
}
