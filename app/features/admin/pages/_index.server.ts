import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { approvalWarnings } from "~/domain/admin";
import { formatIndiaDate } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { applicationStatus } from "~/domain/onboarding";
import { parsePageParam } from "~/domain/pagination";
import { smsBudgetWarnings } from "~/domain/sms-budget";
import { listApplications } from "~/features/admin/admin-review.server";
import { smsSendsOverview } from "~/features/admin/sms-report.server";
import { requireAdmin } from "~/infra/admin-session.server";
import { adminApplications } from "~/locales/en/admin/applications";
import { adminApproval } from "~/locales/en/admin/approval";
import { adminSmsBudget } from "~/locales/en/admin/sms-budget";
import { translator } from "~/locales/i18n";
import { unresolvedGrievanceCounts } from "~/services/grievances.server";

/** The dashboard's tabs (the page names them): the applications in each state, and the upload pages. */
const DASHBOARD_TABS = ["pending", "approved", "rejected", "withdrawn", "uploads"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("tab");
  const tab: DashboardTab = DASHBOARD_TABS.find((t) => t === requested) ?? "pending";
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
    status: adminApplications.statuses[applicationStatus(row.status, row.deactivated)],
    date: formatIndiaDate(tab === "pending" ? row.registrationDate : (row.decidedAt ?? row.registrationDate)),
    reason: row.rejectionReason ?? "—",
    // A pending application that lacks bank details or required documents says which.
    lacking: row.given ? approvalWarnings(row.given, translator("en"), adminApproval) : [],
  }));
  const [sms, grievances] = await Promise.all([smsSendsOverview(), unresolvedGrievanceCounts()]);
  return json({
    grievances,
    tab,
    rows: listed,
    page,
    pageCount,
    smsWarnings: smsBudgetWarnings(adminSmsBudget, sms.budgets, sms.withheld),
    smsBudgets: sms.budgets,
    smsWithheld: sms.withheld,
    // Newest hour first, as India's clock shows it.
    smsHours: sms.hours
      .reverse()
      .map((h) => ({ hour: formatIndiaDateTime(h.start), known: h.known, unknown: h.unknown, withheld: h.withheld })),
  });
}
