import type { ActionFunctionArgs } from "@remix-run/node";

import { audit, clientIp, endAdminSession, getAdmin, redirect, redirectWithCookies } from "./logout.server";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await getAdmin(request);
  if (admin) await audit(admin.id, "admin.logout", undefined, undefined, clientIp(context));
  return redirectWithCookies("/admin/login", [await endAdminSession(request)]);
}
