import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { languageOfRequest } from "~/domain/language";
import { personalDataOf } from "~/features/account/my-data.server";
import { requireDataSubject } from "~/pages/visitor-guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const subject = await requireDataSubject(request);
  const data = await personalDataOf(subject, new Date(), languageOfRequest(request));
  return json(data, { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } });
}
