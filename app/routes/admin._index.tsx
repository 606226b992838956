import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/AdminNav";
import { adminMessages, formatAdminDate } from "~/domain/admin";
import { statusLabel } from "~/domain/onboarding";
import { requireAdmin } from "~/infra/admin-session.server";
import { listApplications } from "~/services/admin-review.server";

const TABS = [
  { id: "pending", label: "Pending Registrations" },
  { id: "approved", label: "Approved Astrologers" },
  { id: "rejected", label: "Rejected Applications" },
  { id: "uploads", label: "Uploads" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : "pending";
  const rows = tab === "uploads" ? [] : await listApplications(tab);
  return json({ email: admin.email, tab, rows });
}

export default function AdminDashboard() {
  const { email, tab, rows } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <AdminNav email={email} />
      <h1>Admin dashboard</h1>
      {/* Tabs are links, so they work without JavaScript and each has its own address. */}
      <nav className="tabs" aria-label="Dashboard sections">
        {TABS.map((t) => (
          <Link key={t.id} to={`/admin?tab=${t.id}`} className={t.id === tab ? "chip chip-active" : "chip"} aria-current={t.id === tab ? "page" : undefined}>
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
          </ul>
        </section>
      ) : (
        <ApplicationsTable tab={tab} rows={rows} />
      )}
    </div>
  );
}

function ApplicationsTable({ tab, rows }: { tab: Exclude<TabId, "uploads">; rows: ReturnType<typeof useLoaderData<typeof loader>>["rows"] }) {
  const title = TABS.find((t) => t.id === tab)!.label;
  const empty = tab === "pending" ? adminMessages.noPending : tab === "approved" ? adminMessages.noApproved : adminMessages.noRejected;
  if (rows.length === 0) {
    return (
      <section>
        <h2>{title}</h2>
        <p className="notice">{empty}</p>
      </section>
    );
  }
  return (
    <section>
      <h2>{title}</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">Status</th>
              <th scope="col">{tab === "pending" ? "Registered" : tab === "approved" ? "Approved" : "Rejected"}</th>
              {tab === "rejected" ? <th scope="col">Reason</th> : null}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>{row.email}</td>
                <td>{row.mobile}</td>
                <td>
                  {statusLabel(row.status)}
                  {row.deactivated ? " (deactivated)" : ""}
                </td>
                <td>{formatAdminDate(tab === "pending" ? row.registrationDate : row.decidedAt ?? row.registrationDate)}</td>
                {tab === "rejected" ? <td>{row.rejectionReason ?? "—"}</td> : null}
                <td>
                  <Link to={`/admin/view/${row.id}`} aria-label={`View Application of ${row.name}`}>
                    View Application
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin dashboard" }, { name: "robots", content: "noindex" }];
