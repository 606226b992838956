import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { endAdminSession, getAdmin } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { audit } from "~/services/audit.server";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) await audit(admin.id, "admin.logout", undefined, undefined, clientIp(context));
  return redirectWithCookies("/admin/login", [await endAdminSession(request)]);
}
