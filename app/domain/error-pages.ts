// Which page of words an error shows, by status (root.tsx's ErrorBoundary): the product's words
// (the `common` namespace's `errors`), never a library's message.

export type ErrorPageKey = "notFound" | "unreadableForm" | "hostileFieldName" | "forbidden" | "refused" | "busy" | "unavailable" | "failed";
export function errorPageFor(status: number | null): ErrorPageKey {
  if (status === 400) return "unreadableForm";
  // Thrown only by the form reader, for a field named for a prototype (infra/form-data.server.ts);
  // a form's own 422 re-renders the form and never reaches an error page.
  if (status === 422) return "hostileFieldName";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  // Thrown only when the sky pool has no room for a page's reckoning (pages/sky-busy.server.ts);
  // a form's own 429 re-renders the form.
  if (status === 429) return "busy";
  if (status === 503) return "unavailable";
  if (status !== null && status >= 400 && status < 500) return "refused";
  return "failed";
}

/** How long a visitor or client is asked to wait after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/** How long a visitor is asked to wait when the sky pool is full: a reckoning takes a fraction of a second once its turn comes. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
