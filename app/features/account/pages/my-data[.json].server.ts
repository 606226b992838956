import type { LoaderFunctionArgs } from "@remix-run/node";

import { personalDataFile } from "~/domain/my-data";
import { personalDataFileName, personalDataOf } from "~/features/account/my-data.server";
import { requireDataSubject } from "~/pages/visitor-guards.server";

// "Download my data" as a file (decision 069): the page's data, to keep or to hand to another
// service. Personal: never kept by any cache, never indexed.
export async function loader({ request }: LoaderFunctionArgs) {
  const subject = await requireDataSubject(request);
  const now = new Date();
  const file = personalDataFile(await personalDataOf(subject, now));
  return new Response(`${JSON.stringify(file, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${personalDataFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
