import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";

import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { formatIndiaDateTime } from "~/domain/india-times";
import { type Language } from "~/domain/language";
import { type DataField, type DataRecord, formatDataValue } from "~/domain/my-data";
import type { RouteHandle } from "~/domain/route-handle";
import { translator } from "~/locales/i18n";
import { wordsMeta } from "~/seo/words-meta";

import type { loader } from "./my-data.server";

export { loader } from "./my-data.server";

// "Download my data" (decision 069): everything we hold about the person the session holds, a
// customer or an astrologer applicant, to read here (no script needed) or to save as a file.
// The page's words and the sections' are in the page's language; the file is the resource
// route's (my-data[.json].ts).

export const handle: RouteHandle = { i18n: "account", formStyles: true };

export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export default function MyData() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const language = useLanguage();
  return (
    <section className="container narrow section account-page my-data">
      <h1>{t("myData.title")}</h1>
      <p className="lead">{t("myData.intro")}</p>
      <p className="button-row">
        <a className="button" href="/my-data.json" download aria-describedby="my-data-download-hint">
          {t("myData.download")}
        </a>
      </p>
      <p className="field-hint" id="my-data-download-hint">
        {t("myData.downloadHint")} {t("myData.generatedAt", { when: formatIndiaDateTime(data.generatedAt, language) })}
      </p>
      <nav aria-label={t("myData.sections")}>
        <ul className="my-data-contents">
          {data.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {data.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="my-data-section">
          <h2 id={`${section.id}-heading`}>{section.title}</h2>
          <p className="field-hint">{section.about}</p>
          {section.records.length === 0 ? (
            <p>{section.empty}</p>
          ) : section.records.length === 1 ? (
            <Record record={section.records[0]} language={language} />
          ) : (
            <ol className="my-data-records">
              {section.records.map((record, i) => (
                <li key={i}>
                  <Record record={record} language={language} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </section>
  );
}

function Record({ record, language }: { record: DataRecord; language: Language }) {
  return (
    <dl className="detail-list">
      {record.fields.map((field) => (
        <Fragment key={field.key}>
          <dt>{field.label}</dt>
          <dd>
            <Value field={field} language={language} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Value({ field, language }: { field: DataField; language: Language }) {
  if (field.format === "link" && typeof field.value === "string") return <a href={field.value}>{field.value}</a>;
  return <>{formatDataValue(field, translator(language), language)}</>;
}

export const meta: MetaFunction = wordsMeta("account:myData.title", "account:myData.description", "/my-data");
