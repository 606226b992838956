import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { requireAdmin } from "~/infra/admin-session.server";
import { adminReport } from "~/services/reports.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ report: await adminReport(indiaToday(new Date())) });
}
