import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { formatIndiaDate } from "~/domain/india-date";
import { yearlyAdminMessages as messages } from "~/domain/yearly-admin";
import { parseContentYear, yearlyPath } from "~/domain/yearly-horoscope";

import {
  deleteYearlyYear,
  failureStatus,
  getYearlyYear,
  json,
  logger,
  publishYearlyYear,
  readForm,
  redirectWithFlash,
  requireAdmin,
  unpublishYearlyYear,
} from "./yearly.$year._index.server";

// One year of yearly horoscopes: its twelve signs, and the publish step.
function yearFrom(param: string | undefined): number {
  const year = parseContentYear(param);
  if (year === null) throw new Response("Not Found", { status: 404 });
  return year;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const found = await getYearlyYear(yearFrom(params.year));
  if (!found) throw new Response("Not Found", { status: 404 });
  return json({
    year: found.year,
    published: found.publishedAt === null ? null : formatIndiaDate(found.publishedAt),
    demo: found.demo,
    written: found.written,
    signs: found.signs.map((s) => ({
      name: s.sign.name,
      yearlySlug: s.sign.yearlySlug,
      written: s.written,
      demo: s.demo,
      updated: s.updatedAt ? formatIndiaDate(s.updatedAt) : null,
    })),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const year = yearFrom(params.year);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const here = `/admin/yearly/${year}`;
  const refuse = (status: number, formError: string) => json({ formError }, { status });
  try {
    switch (intent) {
      case "publish": {
        const outcome = await publishYearlyYear(admin.id, year);
        if (outcome.kind === "missing") return refuse(404, messages.noSuchYear);
        if (outcome.kind === "incomplete") return refuse(409, messages.incomplete(year, outcome.written));
        return redirectWithFlash(here, { kind: "success", text: messages.published(year) });
      }
      case "unpublish": {
        if (!(await unpublishYearlyYear(admin.id, year))) return refuse(404, messages.noSuchYear);
        return redirectWithFlash(here, { kind: "success", text: messages.unpublished(year) });
      }
      case "delete": {
        const outcome = await deleteYearlyYear(admin.id, year);
        if (outcome === "missing") return refuse(404, messages.noSuchYear);
        if (outcome === "published") return refuse(409, messages.deletePublished);
        return redirectWithFlash("/admin/yearly", { kind: "success", text: messages.deleted(year) });
      }
      default:
        return refuse(400, "Unknown action.");
    }
  } catch (error) {
    logger.error("yearly: year action failed", { error, intent });
    return refuse(failureStatus(error), messages.saveFailed);
  }
}

export default function YearlyYearAdmin() {
  const { year, published, demo, written, signs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  return (
    <div className="container section admin-page">
      <p>
        <Link to="/admin/yearly">← All years</Link>
      </p>
      <h1>Yearly horoscopes {year}</h1>
      <p>
        {published ? `Published ${published}: the site shows ${year} at its own addresses.` : `Draft: visitors cannot see ${year} yet.`}{" "}
        {written} of 12 signs written.
      </p>
      {demo > 0 ? (
        <p className="notice notice-warning">
          {demo} of its signs carry demo text, generated from general phrases and not written by an astrologer. Replace each sign marked
          &ldquo;demo text&rdquo; before relying on it.
        </p>
      ) : null}
      {answer?.formError ? (
        <p className="error-summary" role="alert">
          {answer.formError}
        </p>
      ) : null}

      <table className="admin-table admin-cards">
        <thead>
          <tr>
            <th scope="col">Sign</th>
            <th scope="col">Text</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {signs.map((s) => (
            <tr key={s.yearlySlug}>
              <td className="card-title">{s.name}</td>
              <td data-label="Text">{s.written ? `${s.demo ? "Demo text" : "Written"}, saved ${s.updated}` : "Not written yet"}</td>
              <td className="card-action">
                <Link
                  to={`/admin/yearly/${year}/${s.yearlySlug}`}
                  className="button button-small"
                  aria-label={`${s.written ? "Edit" : "Write"} ${s.name} ${year}`}
                >
                  {s.written ? "Edit" : "Write"}
                </Link>{" "}
                {published && s.written ? (
                  <Link
                    to={yearlyPath(year, s.yearlySlug)}
                    className="button button-small button-light"
                    aria-label={`View ${s.name} ${year} on the site`}
                  >
                    View
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <section className="admin-panel" aria-labelledby="publish-title">
        <h2 id="publish-title">{published ? "On the site" : "Publish"}</h2>
        <Form method="post" className="button-row">
          {published ? (
            <button type="submit" name="intent" value="unpublish" className="button button-light" disabled={pending !== null}>
              {pending === "unpublish" ? "Unpublishing..." : `Unpublish ${year}`}
            </button>
          ) : (
            <button type="submit" name="intent" value="publish" className="button" disabled={pending !== null}>
              {pending === "publish" ? "Publishing..." : `Publish ${year}`}
            </button>
          )}
        </Form>
        {published ? null : (
          <>
            <p className="field-hint">Publishing needs all twelve signs written. Edit any sign again at any time.</p>
            {/* Deleting asks twice: a mis-tap must not lose twelve texts. */}
            <details className="reject-panel">
              <summary className="button button-small button-light">Delete draft {year}…</summary>
              <Form method="post" className="confirm-panel">
                <p>Delete {year} and every text written for it? This cannot be undone.</p>
                <button type="submit" name="intent" value="delete" className="button button-danger" disabled={pending !== null}>
                  {pending === "delete" ? "Deleting..." : `Yes, delete ${year}`}
                </button>
              </Form>
            </details>
          </>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Yearly horoscopes ${data?.year ?? ""} | Admin` },
  { name: "robots", content: "noindex" },
];
