import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endAdminSession, getAdmin } from "~/infra/admin-session.server";
import { audit } from "~/services/audit.server";

export function loader() {
  return redirect("/admin");
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) await audit(admin.id, "admin.logout");
  return redirect("/admin/login", { headers: { "Set-Cookie": await endAdminSession(request) } });
}
