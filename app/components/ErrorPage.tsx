import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { errorPageFor } from "~/domain/error-pages";

import { useLocalePath } from "./language";

/** The error boundary's page: the status's title and words, and one way back. */
export function ErrorPage({ backTo, backLabel }: { backTo: string; backLabel?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const page = errorPageFor(status);
  // While the site cannot answer (503) or is busy (429), the way on is the same page again.
  const again = status === 503 || status === 429;
  const link = again
    ? { to: location.pathname + location.search, label: t("errors.tryAgain") }
    : { to: to(backTo), label: backLabel ?? t("errors.goHome") };
  return (
    <section className="container error-page">
      <h1>{t(`errors.${page}.title`)}</h1>
      <p>{t(`errors.${page}.text`)}</p>
      <p>
        <Link to={link.to} className="button" reloadDocument={again}>
          {link.label}
        </Link>
      </p>
    </section>
  );
}
