import { type ComponentType, lazy } from "react";

import { answeredPostCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";

// What the two birth-form pages (the kundli's, the milan's) share. Each is a plain form post
// answered with the chart or the match: with JavaScript the form suggests places as they are
// typed, and the answer is drawn in the page; a post sent without it is answered without script.

export const handle: RouteHandle = {
  hydrate: "form",
  i18n: ["kundli", "panchang", "forms", "common"],
  costlyWork: ["POST"],
  renderedOnPagePool: true,
};

export const headers = answeredPostCacheControl(PRIVATE_NO_STORE);

/**
 * The answer's own components, which come to the browser only for an answer: the form's page is
 * lighter by them, and `preload` fetches them as soon as the form is first touched, long before
 * it is sent. The server renders a post's answer whole (entry.server waits for it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's lazy(): a component of any props, each keeping its own
export function lazyAnswer<Answer extends ComponentType<any>>(load: () => Promise<{ default: Answer }>) {
  return { Answer: lazy(load), preload: () => void load().catch(() => undefined) };
}
