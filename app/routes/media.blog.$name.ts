import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseBlogImageVariant } from "~/domain/blog-images";
import { blogImageCopy } from "~/infra/blog-image-variants.server";
import { readBlogImage } from "~/infra/blog-image-storage.server";

// Blog images uploaded by an admin. An SVG is a document that could carry script, so even
// after it was sanitised on upload it is served inert: a CSP that allows nothing but inline
// styles and sandboxes the file (no script, no same origin) when opened directly, and nosniff
// so no browser reads the bytes as anything but their declared type. Names are random and
// never reused, so a file can be cached for good. `?w=480` answers a WebP copy at one of a
// few fixed widths and `?v=share` the 1200×630 link-preview JPEG (domain/blog-images.ts); any other
// width is refused, so nobody can make the server resize at sizes of their choosing.
const HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const notFound = () => new Response("Not Found", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain" } });
  const variant = parseBlogImageVariant(new URL(request.url).searchParams);
  if (!variant) throw notFound();
  const image = variant.kind === "original" ? await readBlogImage(params.name ?? "") : await blogImageCopy(params.name ?? "", variant);
  if (!image) throw notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...HEADERS,
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
