import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { Pagination } from "~/components/Pagination";
import { indianNumber } from "~/domain/indian-number";
import { OpenRecordLink, RecordTable } from "~/features/admin/AdminRecordForms";
import { adminApplications } from "~/locales/en/admin/applications";
import { adminSmsBudget } from "~/locales/en/admin/sms-budget";

import type { DashboardTab, loader } from "./_index.server";

export { loader } from "./_index.server";

/** The dashboard's sections, in order: each a tab with its own address. */
const TAB_LABELS: Record<DashboardTab, string> = {
  pending: "Pending Registrations",
  approved: "Approved Astrologers",
  rejected: "Rejected Applications",
  // Ours: applications their applicants took back (decision 067).
  withdrawn: "Withdrawn Applications",
  uploads: "Uploads",
};
const TABS = Object.entries(TAB_LABELS).map(([id, label]) => ({ id: id as DashboardTab, label }));

/** The pages the Uploads tab opens, each in a new tab. */
const UPLOAD_PAGES = [
  { to: "/admin/horoscopeupload", label: "Daily horoscope upload" },
  { to: "/admin/blogupload", label: "Blog upload" },
  { to: "/admin/faqmanager", label: "FAQ and contact manager" },
  { to: "/admin/yearly", label: "Yearly horoscopes" },
  { to: "/admin/festivals", label: "Festivals" },
];

export default function AdminDashboard() {
  const { tab, rows, page, pageCount, smsWarnings, grievances } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <h1>Admin dashboard</h1>
      {grievances.open > 0 ? (
        <p className={grievances.overdue > 0 ? "notice notice-warning" : "notice"}>
          <Link to="/admin/grievances">
            Grievances: {grievances.open} not resolved{grievances.overdue > 0 ? `, ${grievances.overdue} overdue` : ""}
          </Link>
        </p>
      ) : null}
      {smsWarnings.length > 0 ? (
        <div className="notice notice-error" role="alert">
          {smsWarnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}
      {/* Tabs are links, so they work without JavaScript and each has its own address. */}
      <nav className="tabs" aria-label="Dashboard sections">
        {TABS.map((t) => (
          <Link
            key={t.id}
            to={`/admin?tab=${t.id}`}
            className={t.id === tab ? "chip chip-active" : "chip"}
            aria-current={t.id === tab ? "page" : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === "uploads" ? (
        <section aria-labelledby="uploads-title">
          <h2 id="uploads-title">Uploads</h2>
          <ul className="upload-links">
            {UPLOAD_PAGES.map(({ to, label }) => (
              <li key={to}>
                <a href={to} target="_blank" rel="noopener">
                  {label} (opens in a new tab)
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <ApplicationsTable tab={tab} rows={rows} />
          <Pagination
            page={page}
            pageCount={pageCount}
            href={(n) => `/admin?tab=${tab}${n === 1 ? "" : `&page=${n}`}`}
            label="Application pages"
          />
        </>
      )}
      <SmsSends />
    </div>
  );
}

/** SMS sent per hour by audience (OTP codes and notices), and each budget's use (services/sms-budget.server.ts). */
function SmsSends() {
  const { smsBudgets, smsHours, smsWithheld } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="sms-title" className="admin-sms">
      <h2 id="sms-title">SMS sent (codes and notices)</h2>
      <ul>
        {smsBudgets.map((b) => (
          <li key={b.audience}>
            To {adminSmsBudget.audiences[b.audience]}: {indianNumber(b.hour.sent)} of {indianNumber(b.hour.budget)} in the last hour,{" "}
            {indianNumber(b.day.sent)} of {indianNumber(b.day.budget)} in the last 24 hours
          </li>
        ))}
        <li>
          Codes withheld (answered as sent, not sent: a network cap or a budget): {indianNumber(smsWithheld.hour)} in the last hour,{" "}
          {indianNumber(smsWithheld.day)} in the last 24 hours
        </li>
      </ul>
      <details>
        <summary>Sends in each of the last 24 hours</summary>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Hour from</th>
              <th scope="col">Returning numbers</th>
              <th scope="col">New numbers</th>
              <th scope="col">Withheld</th>
            </tr>
          </thead>
          <tbody>
            {smsHours.map((h) => (
              <tr key={h.hour}>
                <td>{h.hour}</td>
                <td>{indianNumber(h.known)}</td>
                <td>{indianNumber(h.unknown)}</td>
                <td>{indianNumber(h.withheld)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function ApplicationsTable({
  tab,
  rows,
}: {
  tab: Exclude<DashboardTab, "uploads">;
  rows: ReturnType<typeof useLoaderData<typeof loader>>["rows"];
}) {
  const title = TAB_LABELS[tab];
  const empty = {
    pending: adminApplications.noPending,
    approved: adminApplications.noApproved,
    rejected: adminApplications.noRejected,
    withdrawn: adminApplications.noWithdrawn,
  }[tab];
  if (rows.length === 0) {
    return (
      <section>
        <h2>{title}</h2>
        <p className="notice">{empty}</p>
      </section>
    );
  }
  const dateHeading = { pending: "Registered", approved: "Approved", rejected: "Rejected", withdrawn: "Withdrawn" }[tab];
  const headings = [
    "Name",
    "Email",
    "Phone",
    "Status",
    dateHeading,
    ...(tab === "pending" ? ["Application"] : []),
    ...(tab === "rejected" ? ["Reason"] : []),
  ];
  return (
    <section>
      <h2>{title}</h2>
      <RecordTable headings={headings}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="card-title">{row.name}</td>
            <td data-label="Email">{row.email}</td>
            <td data-label="Phone">{row.mobile}</td>
            <td data-label="Status">{row.status}</td>
            <td data-label={dateHeading}>{row.date}</td>
            {tab === "pending" ? (
              <td data-label="Application">
                {row.lacking.length === 0 ? (
                  "Complete"
                ) : (
                  <>
                    <span className="status-mark status-incomplete">Incomplete</span>
                    <ul className="lacking">
                      {row.lacking.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </>
                )}
              </td>
            ) : null}
            {tab === "rejected" ? <td data-label="Reason">{row.reason}</td> : null}
            <OpenRecordLink to={`/admin/view/${row.id}`} label={`View Application of ${row.name}`}>
              View Application
            </OpenRecordLink>
          </tr>
        ))}
      </RecordTable>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin dashboard" }, { name: "robots", content: "noindex" }];
