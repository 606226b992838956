import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { adminReport } from "~/features/admin/reports.server";
import { requireAdmin } from "~/infra/admin-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ report: await adminReport(indiaToday(new Date())) });
}
