import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/infra/admin-session.server";
import { readPrivateFile } from "~/infra/file-storage.server";
import { getDocumentForAdmin } from "~/services/admin-review.server";

// Identity documents are private: only an admin session reads them, every read is
// audited, and the browser is told not to cache, sniff or run them.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isInteger(id)) throw new Response("Not Found", { status: 404 });
  const doc = await getDocumentForAdmin(admin.id, id);
  const bytes = doc ? await readPrivateFile(doc.storedName) : null;
  if (!doc || !bytes) throw new Response("Not Found", { status: 404 });
  const filename = doc.originalName.replace(/[^\w.-]+/g, "_");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": doc.contentType,
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Shown only inside our own admin pages (the PDF preview frame).
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; object-src 'self'; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
