import type { StoredFile } from "./stored-files.server";

// Answers for stored files: the length is known before the first byte, so Content-Length is
// exact; the ETag is the content's digest, so a client that has the file gets a 304 and no
// bytes are read from the database at all.

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function storedFileResponse(request: Request, file: StoredFile, headers: Record<string, string>): Response {
  const common = { ...headers, ETag: file.etag };
  if (matches(request.headers.get("If-None-Match"), file.etag)) return new Response(null, { status: 304, headers: common });
  return new Response(request.method === "HEAD" ? null : file.body(), {
    headers: { ...common, "Content-Type": file.contentType, "Content-Length": String(file.byteLength) },
  });
}
