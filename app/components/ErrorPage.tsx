import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { errorPageFor } from "~/domain/error-pages";

/** The error boundary's page: the status's title and words, and one way back. */
export function ErrorPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const { title, text } = errorPageFor(status);
  // While the site cannot answer (503), the way on is the same page again.
  const link = status === 503 ? { to: location.pathname + location.search, label: "Try again" } : { to: backTo, label: backLabel };
  return (
    <section className="container error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={link.to} className="button" reloadDocument={status === 503}>
          {link.label}
        </Link>
      </p>
    </section>
  );
}
