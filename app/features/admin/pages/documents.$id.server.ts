import type { LoaderFunctionArgs } from "@remix-run/node";

import { parseRecordId } from "~/domain/record-id";
import type { RouteHandle } from "~/domain/route-handle";
import { getDocumentForAdmin } from "~/features/admin/admin-review.server";
import { requireAdmin } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";

// Documents are served with a policy and framing rules of their own (the preview frames them).
export const handle: RouteHandle = { ownSecurityPolicy: true };

// Identity documents are private: only an admin session reads them (decrypted for that
// answer only), every read is audited, and the browser is told not to cache, sniff or run them.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const doc = await getDocumentForAdmin(admin.id, id, clientIp(context));
  if (!doc) throw new Response("Not Found", { status: 404 });
  const filename = doc.originalName.replace(/[^\w.-]+/g, "_");
  return new Response(new Uint8Array(doc.content), {
    headers: {
      "Content-Type": doc.contentType,
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Shown only inside our own admin pages (the PDF preview frame); the browser's PDF viewer
      // styles itself inline, and a PDF carries no HTML of its own.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
