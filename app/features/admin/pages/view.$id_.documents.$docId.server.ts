import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { parseRecordId } from "~/domain/record-id";
import { requireAdmin } from "~/infra/admin-session.server";

// Without JavaScript a PDF is previewed on a page of its own, in a 400-pixel frame.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const astrologerId = parseRecordId(params.id);
  const documentId = parseRecordId(params.docId);
  if (astrologerId === null || documentId === null) throw new Response("Not Found", { status: 404 });
  return json({ astrologerId, documentId });
}
