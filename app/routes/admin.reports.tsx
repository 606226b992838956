import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/AdminNav";
import { formatPredictionDate } from "~/domain/horoscope";
import { indiaToday } from "~/domain/india-date";
import { requireAdmin } from "~/infra/admin-session.server";
import { adminReport } from "~/services/reports.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json({ email: admin.email, report: await adminReport(indiaToday(new Date())) });
}

export default function Reports() {
  const { email, report } = useLoaderData<typeof loader>();
  const { astrologers, customers, blogs, days, coverage } = report;
  return (
    <div className="container section admin-page">
      <AdminNav email={email} />
      <h1>Reports</h1>
      <ul className="figures">
        <li>
          <strong>{astrologers.pending}</strong> pending applications
        </li>
        <li>
          <strong>{astrologers.active}</strong> active astrologers
        </li>
        <li>
          <strong>{astrologers.rejected}</strong> rejected applications
        </li>
        <li>
          <strong>{astrologers.deactivated}</strong> deactivated astrologers
        </li>
        <li>
          <strong>{customers}</strong> customers
        </li>
        <li>
          <strong>{blogs.published}</strong> blogs published, {blogs.scheduled} scheduled
        </li>
      </ul>

      <h2>Horoscope coverage, next 7 days</h2>
      <ul>
        {coverage.map((c) => (
          <li key={c.day}>
            {formatPredictionDate(c.day)}: {c.missing.length === 0 ? "all 12 signs uploaded" : `missing ${c.missing.join(", ")}`}
          </li>
        ))}
      </ul>

      <h2>Last 30 days</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Customer registrations</th>
              <th scope="col">Astrologer registrations</th>
              <th scope="col">OTPs sent</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{formatPredictionDate(d.day)}</td>
                <td>{d.customers}</td>
                <td>{d.astrologers}</td>
                <td>{d.otps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports" }, { name: "robots", content: "noindex" }];
