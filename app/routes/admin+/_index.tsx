import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { OpenRecordLink, RecordTable } from "~/components/AdminRecordForms";
import { Pagination } from "~/components/Pagination";
import { adminMessages, approvalWarnings } from "~/domain/admin";
import { formatIndiaDate, formatIndiaDateTime } from "~/domain/india-date";
import { indianNumber } from "~/domain/indian-number";
import { statusLabel } from "~/domain/onboarding";
import { parsePageParam } from "~/domain/pagination";
import { SMS_AUDIENCE_LABELS, smsBudgetWarnings } from "~/domain/sms-budget";
import { translator } from "~/i18n";

import { json, listApplications, requireAdmin, smsSendsOverview, unresolvedGrievanceCounts } from "./_index.server";

const TABS = [
  { id: "pending", label: "Pending Registrations" },
  { id: "approved", label: "Approved Astrologers" },
  { id: "rejected", label: "Rejected Applications" },
  // Ours: applications their applicants took back (decision 067).
  { id: "withdrawn", label: "Withdrawn Applications" },
  { id: "uploads", label: "Uploads" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("tab");
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : "pending";
  const page = parsePageParam(params.get("page"));
  if (page === null) throw new Response("Not Found", { status: 404 });
  const { rows, pageCount } = tab === "uploads" ? { rows: [], pageCount: 0 } : await listApplications(tab, page);
  if (page > Math.max(1, pageCount)) throw new Response("Not Found", { status: 404 });
  // Each row as the table shows it, in words: plain data, and nothing the page does not show
  // written into it.
  const listed = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: statusLabel(row.status, row.deactivated),
    date: formatIndiaDate(tab === "pending" ? row.registrationDate : (row.decidedAt ?? row.registrationDate)),
    reason: row.rejectionReason ?? "—",
    // A pending application that lacks bank details or required documents says which.
    lacking: row.given ? approvalWarnings(row.given, translator("en")) : [],
  }));
  const [sms, grievances] = await Promise.all([smsSendsOverview(), unresolvedGrievanceCounts()]);
  return json({
    grievances,
    tab,
    rows: listed,
    page,
    pageCount,
    smsWarnings: smsBudgetWarnings(sms.budgets, sms.withheld),
    smsBudgets: sms.budgets,
    smsWithheld: sms.withheld,
    // Newest hour first, as India's clock shows it.
    smsHours: sms.hours
      .reverse()
      .map((h) => ({ hour: formatIndiaDateTime(h.start), known: h.known, unknown: h.unknown, withheld: h.withheld })),
  });
}

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
            <li>
              <a href="/admin/horoscopeupload" target="_blank" rel="noopener">
                Daily horoscope upload (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/admin/blogupload" target="_blank" rel="noopener">
                Blog upload (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/admin/faqmanager" target="_blank" rel="noopener">
                FAQ and contact manager (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/admin/yearly" target="_blank" rel="noopener">
                Yearly horoscopes (opens in a new tab)
              </a>
            </li>
            <li>
              <a href="/admin/festivals" target="_blank" rel="noopener">
                Festivals (opens in a new tab)
              </a>
            </li>
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
            To {SMS_AUDIENCE_LABELS[b.audience]}: {indianNumber(b.hour.sent)} of {indianNumber(b.hour.budget)} in the last hour,{" "}
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
  tab: Exclude<TabId, "uploads">;
  rows: ReturnType<typeof useLoaderData<typeof loader>>["rows"];
}) {
  const title = TABS.find((t) => t.id === tab)!.label;
  const empty = {
    pending: adminMessages.noPending,
    approved: adminMessages.noApproved,
    rejected: adminMessages.noRejected,
    withdrawn: adminMessages.noWithdrawn,
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
