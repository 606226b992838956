import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { errorPageFor } from "~/domain/error-pages";

/** The error boundary's page: the status's title and words, and one way back. */
export function ErrorPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const error = useRouteError();
  const { title, text } = errorPageFor(isRouteErrorResponse(error) ? error.status : null);
  return (
    <section className="container error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={backTo} className="button">
          {backLabel}
        </Link>
      </p>
    </section>
  );
}
