import type { LoaderFunctionArgs } from "@remix-run/node";

import { BUSY_RETRY_AFTER_SECONDS } from "~/domain/error-pages";
import { NO_STORE } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { isSkyBusy } from "~/infra/sky-worker.server";
import { translator } from "~/locales/i18n";

/**
 * What a page answers when the sky pool had no room for its reckoning: 429 with Retry-After, kept
 * by no cache. A page's error boundary shows it as "Many are asking just now" with a link to try
 * again (entry.server.tsx sends the headers); a resource route sends it as it is, in words.
 */
export function skyBusyResponse(request: Request): Response {
  const words = translator(languageOfRequest(request));
  return new Response(words("errors.busy.text"), {
    status: 429,
    headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS), "Cache-Control": NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A loader that answers SkyBusy with the 429 above instead of failing with 500; otherwise the same loader. */
export function answeringSkyBusy<Loader extends (args: LoaderFunctionArgs) => Promise<unknown>>(loader: Loader): Loader {
  return (async (args: LoaderFunctionArgs) => {
    try {
      return await loader(args);
    } catch (error) {
      if (isSkyBusy(error)) throw skyBusyResponse(args.request);
      throw error;
    }
  }) as Loader;
}

/**
 * A part of a page that needs the sky pool and that the page can do without (the panchang at a
 * glance beside a horoscope): null while the pool has no room, so the page is still answered.
 */
export function unlessSkyBusy<T>(part: Promise<T>): Promise<T | null> {
  return part.catch((error: unknown) => {
    if (isSkyBusy(error)) return null;
    throw error;
  });
}
