import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { formatIndiaDate } from "~/domain/india-date";

import type { loader } from "./reports.server";

export { loader } from "./reports.server";

export default function Reports() {
  const { report } = useLoaderData<typeof loader>();
  const { astrologers, customers, blogs, days, coverage } = report;
  return (
    <div className="container section admin-page">
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
            {formatIndiaDate(c.day)}: {c.missing.length === 0 ? "all 12 signs uploaded" : `missing ${c.missing.join(", ")}`}
          </li>
        ))}
      </ul>

      <h2>Last 30 days</h2>
      <table className="admin-table admin-cards">
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
              <td className="card-title">{formatIndiaDate(d.day)}</td>
              <td data-label="Customer registrations">{d.customers}</td>
              <td data-label="Astrologer registrations">{d.astrologers}</td>
              <td data-label="OTPs sent">{d.otps}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports" }, { name: "robots", content: "noindex" }];
