import { json } from "@remix-run/node";

import { publicCache } from "~/domain/http-cache";
import { configuredRetention } from "~/services/retention.server";

// The policy states the retention periods the purge keeps; the one set by configuration
// comes from here.
export async function loader() {
  return json(configuredRetention(), { headers: { "Cache-Control": publicCache(3600, 86400) } });
}
