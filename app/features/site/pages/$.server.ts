import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { redirectionFor } from "~/domain/redirects";

// Unknown paths come here (not to Remix's bare no-match) so the root loader runs and
// the 404 page renders inside the full frame. Addresses that only redirect do so first
// (domain/redirects.ts).
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirection = redirectionFor(url.pathname, url.searchParams);
  if (redirection) throw redirect(redirection.to, redirection.status);
  throw new Response("Not Found", { status: 404 });
}
