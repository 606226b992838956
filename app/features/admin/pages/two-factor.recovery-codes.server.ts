import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { requireAdmin, takeRecoveryCodesForDisplay } from "~/infra/admin-session.server";
import { jsonWithCookies } from "~/infra/responses.server";

// The recovery codes, once, right after enrolment, from the session on the server; a reload
// finds them gone.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const shown = await takeRecoveryCodesForDisplay(request);
  if (!shown) throw redirect("/admin");
  const { codes, next, cookie } = shown;
  return jsonWithCookies({ codes, next }, [cookie], { headers: { "Cache-Control": "private, no-store" } });
}
