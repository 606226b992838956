import type { ServerBuild } from "@remix-run/node";

import { RETRY_AFTER_SECONDS } from "../app/domain/error-pages";
import { type Language, LANGUAGE_TAGS, languageOfPath } from "../app/domain/language";
import { isDatabaseUnavailable } from "../app/infra/database-errors.server";
import { logger } from "../app/infra/logger.server";
import { en } from "../app/locales/en";
import { hi } from "../app/locales/hi";

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
  return `<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;line-height:1.6;color:#1f1733;background:#fffdf8}
header{background:#2b1a5a;color:#fff;padding:1rem;font-weight:700;font-size:1.25rem}
main{max-width:40rem;margin:0 auto;padding:3rem 1rem}
h1{color:#2b1a5a;line-height:1.2}
a{display:inline-block;background:#2b1a5a;color:#fff;padding:.6rem 1.2rem;border-radius:10px;text-decoration:none}
</style>
</head>
<body>
<header>${escapeHtml(brand)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="">${escapeHtml(texts[language].common.errors.tryAgain)}</a></p>
</main>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
