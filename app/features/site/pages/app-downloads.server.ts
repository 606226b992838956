import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { appDownloadOf } from "~/pages/visitor-guards.server";

// Anyone may come here; an astrologer in the session sees their own version, never cached.
export async function loader({ request }: LoaderFunctionArgs) {
  const data = await appDownloadOf(request);
  return json(data, data.astrologer ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}
