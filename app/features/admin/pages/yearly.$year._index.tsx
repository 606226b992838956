import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { withLanguageQuery } from "~/domain/content-language";
import { pathInLanguage } from "~/domain/language";
import { yearlyAdminPath } from "~/domain/yearly-admin";
import { yearlyPath } from "~/domain/yearly-horoscope";
import { RecordTable } from "~/features/admin/AdminRecordForms";
import { yearlyEditionName } from "~/forms/yearly-admin";
import { adminContentLanguage } from "~/locales/en/admin/content-language";

import type { action, loader } from "./yearly.$year._index.server";

export { action, loader } from "./yearly.$year._index.server";

export default function YearlyYearAdmin() {
  const { year, language, published, demo, written, signs } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const name = yearlyEditionName(year, language);
  return (
    <div className="container section admin-page">
      <p>
        <Link to={yearlyAdminPath(language)}>← All {language === "en" ? "" : `${adminContentLanguage.names[language]} `}years</Link>
      </p>
      <h1>Yearly horoscopes {name}</h1>
      <p>
        {published
          ? `Published ${published}: the site shows ${name} at its own addresses${language === "en" ? "" : `, ${pathInLanguage(yearlyPath(year, "{sign}"), language)}`}.`
          : `Draft: visitors cannot see ${name} yet.`}{" "}
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

      <RecordTable headings={["Sign", "Text"]}>
        {signs.map((s) => (
          <tr key={s.yearlySlug}>
            <td className="card-title">{s.name}</td>
            <td data-label="Text">{s.written ? `${s.demo ? "Demo text" : "Written"}, saved ${s.updated}` : "Not written yet"}</td>
            <td className="card-action">
              <Link
                to={yearlyAdminPath(language, year, s.yearlySlug)}
                className="button button-small"
                aria-label={`${s.written ? "Edit" : "Write"} ${s.name} ${name}`}
              >
                {s.written ? "Edit" : "Write"}
              </Link>{" "}
              {published && s.written ? (
                <Link
                  to={pathInLanguage(yearlyPath(year, s.yearlySlug), language)}
                  className="button button-small button-light"
                  aria-label={`View ${s.name} ${name} on the site`}
                >
                  View
                </Link>
              ) : null}
            </td>
          </tr>
        ))}
      </RecordTable>

      <section className="admin-panel" aria-labelledby="publish-title">
        <h2 id="publish-title">{published ? "On the site" : "Publish"}</h2>
        <Form action={withLanguageQuery(`/admin/yearly/${year}?index`, language)} method="post" className="button-row">
          {published ? (
            <button type="submit" name="intent" value="unpublish" className="button button-light" disabled={pending !== null}>
              {pending === "unpublish" ? "Unpublishing..." : `Unpublish ${name}`}
            </button>
          ) : (
            <button type="submit" name="intent" value="publish" className="button" disabled={pending !== null}>
              {pending === "publish" ? "Publishing..." : `Publish ${name}`}
            </button>
          )}
        </Form>
        {published ? null : (
          <>
            <p className="field-hint">Publishing needs all twelve signs written. Edit any sign again at any time.</p>
            {/* Deleting asks twice: a mis-tap must not lose twelve texts. */}
            <details className="reject-panel">
              <summary className="button button-small button-light">Delete draft {name}…</summary>
              <Form action={withLanguageQuery(`/admin/yearly/${year}?index`, language)} method="post" className="confirm-panel">
                <p>Delete {name} and every text written for it? This cannot be undone.</p>
                <button type="submit" name="intent" value="delete" className="button button-danger" disabled={pending !== null}>
                  {pending === "delete" ? "Deleting..." : `Yes, delete ${name}`}
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
  { title: `Yearly horoscopes ${data ? yearlyEditionName(data.year, data.language) : ""} | Admin` },
  { name: "robots", content: "noindex" },
];
