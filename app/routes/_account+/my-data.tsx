import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";

import { formatIndiaDateTime } from "~/domain/india-date";
import { type DataField, type DataRecord, formatDataValue, myDataCopy } from "~/domain/my-data";
import { privatePageMeta } from "~/domain/seo";
import { requireDataSubject } from "~/services/guards.server";
import { personalDataOf } from "~/services/my-data.server";

// "Download my data" (decision 069): everything we hold about the person the session holds, a
// customer or an astrologer applicant, to read here (no script needed) or to save as a file.

export async function loader({ request }: LoaderFunctionArgs) {
  const subject = await requireDataSubject(request);
  const data = await personalDataOf(subject);
  return json(data, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}

export const headers = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export default function MyData() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section account-page my-data">
      <h1>{myDataCopy.title}</h1>
      <p className="lead">{myDataCopy.intro}</p>
      <p className="button-row">
        <a className="button" href="/my-data.json" download aria-describedby="my-data-download-hint">
          {myDataCopy.download}
        </a>
      </p>
      <p className="field-hint" id="my-data-download-hint">
        {myDataCopy.downloadHint} {myDataCopy.generatedAt(formatIndiaDateTime(data.generatedAt))}
      </p>
      <nav aria-label="Sections of your data">
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
            <Record record={section.records[0]} />
          ) : (
            <ol className="my-data-records">
              {section.records.map((record, i) => (
                <li key={i}>
                  <Record record={record} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </section>
  );
}

function Record({ record }: { record: DataRecord }) {
  return (
    <dl className="detail-list">
      {record.fields.map((field) => (
        <Fragment key={field.key}>
          <dt>{field.label}</dt>
          <dd>
            <Value field={field} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Value({ field }: { field: DataField }) {
  if (field.format === "link" && typeof field.value === "string") return <a href={field.value}>{field.value}</a>;
  return <>{formatDataValue(field)}</>;
}

export const meta: MetaFunction = privatePageMeta({
  title: myDataCopy.title,
  description: myDataCopy.description,
  path: "/my-data",
});
