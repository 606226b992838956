import type { LoaderFunctionArgs } from "@remix-run/node";

import { parseBlogImageVariant } from "~/domain/blog-images";
import type { RouteHandle } from "~/domain/route-handle";
import { openBlogImage } from "~/infra/blog-image-storage.server";
import { storedFileResponse } from "~/infra/file-responses.server";

// Pictures are served with a policy of their own (below), stricter than a page's.
export const handle: RouteHandle = { ownSecurityPolicy: true };

// Blog images uploaded by an admin, sent from the database. An SVG is a document that could
// carry script, so even after it was sanitised on upload it is served inert: a CSP that allows
// nothing but inline styles and sandboxes the file (no script, no same origin) when opened
// directly, and nosniff so no browser reads the bytes as anything but their declared type.
// Names are random and never reused, so a file can be cached for good. `?w=480` answers the
// WebP copy at one of a few fixed widths and `?v=share` the 1200×630 link-preview JPEG
// (domain/blog-images.ts), both made when the post was saved; any other width is refused.
const HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain" } });
  const variant = parseBlogImageVariant(new URL(request.url).searchParams);
  if (!variant) throw notFound();
  const image = await openBlogImage(params.name ?? "", variant);
  if (!image) throw notFound();
  return storedFileResponse(request, image, { ...HEADERS, "Cache-Control": "public, max-age=31536000, immutable" });
}
