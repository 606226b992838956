// What the error page says, by status (root.tsx's ErrorBoundary): the product's words, never a
// library's message.
export const errorPageMessages = {
  notFound: {
    title: "Page not found",
    text: "We could not find the page you asked for. It may have moved, or the address may have a typo.",
  },
  // A post whose body is not a form we can read (infra/form-data.server.ts).
  unreadableForm: {
    title: "We could not read that",
    text: "We could not read the form you sent. Please go back and try again.",
  },
  forbidden: {
    title: "Not allowed",
    text: "You cannot do that here. Please go back, log in if you need to, and try again.",
  },
  refused: {
    title: "We could not do that",
    text: "This page cannot answer that request. Please go back and try again.",
  },
  // The database is down or the site is starting: nothing is wrong with what the visitor did.
  unavailable: {
    title: "We'll be right back",
    text: "The site cannot answer for a moment. Please try again in a few seconds. If you were sending a form, nothing of it was saved: send it again.",
  },
  failed: {
    title: "Something went wrong",
    text: "We could not show this page just now. Please try again in a moment.",
  },
} as const;

export function errorPageFor(status: number | null) {
  if (status === 400) return errorPageMessages.unreadableForm;
  if (status === 403) return errorPageMessages.forbidden;
  if (status === 404) return errorPageMessages.notFound;
  if (status === 503) return errorPageMessages.unavailable;
  if (status !== null && status >= 400 && status < 500) return errorPageMessages.refused;
  return errorPageMessages.failed;
}

/** How long a visitor or client is asked to wait after a 503 (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;
