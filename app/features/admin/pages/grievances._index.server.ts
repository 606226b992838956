import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { categoryLabel, grievanceDueDate, isOverdue, statusLabel } from "~/domain/grievance";
import { formatIndiaDate } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { parsePageParam } from "~/domain/pagination";
import { requireAdmin } from "~/infra/admin-session.server";
import { adminGrievances } from "~/locales/en/admin/grievances";
import { translator } from "~/locales/i18n";
import { listGrievances, unresolvedGrievanceCounts } from "~/services/grievances.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw new Response("Not Found", { status: 404 });
  const now = new Date();
  const [{ rows, pageCount }, counts] = await Promise.all([listGrievances(page), unresolvedGrievanceCounts(now)]);
  if (page > Math.max(1, pageCount)) throw new Response("Not Found", { status: 404 });
  return json({
    page,
    pageCount,
    counts,
    rows: rows.map((g) => ({
      id: g.id,
      reference: g.reference,
      received: formatIndiaDateTime(g.receivedAt),
      category: categoryLabel(g.category, translator("en")),
      status: statusLabel(g.status, adminGrievances.statuses),
      due: formatIndiaDate(grievanceDueDate(g.receivedAt)),
      overdue: isOverdue(g, now),
    })),
  });
}
