import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

import { ErrorPage } from "./ErrorPage";

type Props = {
  /** The route's own page for a status it answers itself (a horoscope's 404 offers the signs). */
  statusHandlers?: Partial<Record<number, (error: ErrorResponse) => ReactNode>>;
  /** The route's page for any other error; without it, the site's error page for the status. */
  otherwise?: () => ReactNode;
  /** The site's error page's one way back (the home page unless a route names another). */
  backTo?: string;
  backLabel?: string;
};

/** Every route's ErrorBoundary is this: one place decides what an error shows. */
export function GeneralErrorBoundary({ statusHandlers = {}, otherwise, backTo = "/", backLabel }: Props) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler(error)}</>;
  }
  if (otherwise) return <>{otherwise()}</>;
  return <ErrorPage backTo={backTo} backLabel={backLabel} />;
}
