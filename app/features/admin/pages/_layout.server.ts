import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { getAdmin } from "~/infra/admin-session.server";

/** Who is signed in, for the header; the pages themselves decide who may be there. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await getAdmin(request);
  return json({ email: admin?.email ?? null });
}
