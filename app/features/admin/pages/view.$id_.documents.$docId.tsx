import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import type { loader } from "./view.$id_.documents.$docId.server";

export { loader } from "./view.$id_.documents.$docId.server";

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
