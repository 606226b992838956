import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { Pagination } from "~/components/Pagination";
import { GRIEVANCE_RESPONSE_DAYS } from "~/domain/grievance";
import { OpenRecordLink, RecordTable } from "~/features/admin/AdminRecordForms";
import { adminGrievances } from "~/locales/en/admin/grievances";

import type { loader } from "./grievances._index.server";

export { loader } from "./grievances._index.server";

export default function AdminGrievances() {
  const { rows, page, pageCount, counts } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <h1>Grievances</h1>
      <p>
        Every grievance is answered within {GRIEVANCE_RESPONSE_DAYS} days of receiving it: open one to read it, change its status and write
        the answer, which is sent to the person when you mark it Resolved.
      </p>
      <p>
        {counts.open} not resolved
        {counts.overdue > 0 ? (
          <>
            , <strong className="overdue">{counts.overdue} overdue</strong>
          </>
        ) : null}
        .
      </p>
      {rows.length === 0 ? (
        <p className="notice">{adminGrievances.noGrievances}</p>
      ) : (
        <RecordTable headings={["Reference", "Received", "Category", "Status", "Answer by"]}>
          {rows.map((g) => (
            <tr key={g.id}>
              <td className="card-title">{g.reference}</td>
              <td data-label="Received">{g.received}</td>
              <td data-label="Category">{g.category}</td>
              <td data-label="Status">{g.status}</td>
              <td data-label="Answer by">
                {g.due}
                {g.overdue ? <strong className="overdue"> Overdue</strong> : null}
              </td>
              <OpenRecordLink to={`/admin/grievances/${g.id}`} label={`Open grievance ${g.reference}`} />
            </tr>
          ))}
        </RecordTable>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(n) => (n === 1 ? "/admin/grievances" : `/admin/grievances?page=${n}`)}
        label="Grievance pages"
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Grievances | Admin" }, { name: "robots", content: "noindex" }];
