import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { parseRecordId } from "~/domain/record-id";

import { json, requireAdmin } from "./view.$id_.documents.$docId.server";

// Without JavaScript a PDF is previewed on a page of its own, in a 400-pixel frame.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const astrologerId = parseRecordId(params.id);
  const documentId = parseRecordId(params.docId);
  if (astrologerId === null || documentId === null) throw new Response("Not Found", { status: 404 });
  return json({ astrologerId, documentId });
}

export default function DocumentPage() {
  const { astrologerId, documentId } = useLoaderData<typeof loader>();
  return (
    <div className="container section admin-page">
      <p>
        <Link to={`/admin/view/${astrologerId}`}>← Back to the application</Link>
      </p>
      <h1>Document preview</h1>
      <iframe className="document-frame" src={`/admin/documents/${documentId}`} title="Document preview" height={400} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Document preview" }, { name: "robots", content: "noindex" }];
