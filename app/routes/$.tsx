import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { legacyRedirect } from "~/domain/redirects";

// Unknown paths come here (not to Remix's bare no-match) so the root loader runs and
// the 404 page renders inside the full frame. Old addresses redirect first.
export function loader({ request }: LoaderFunctionArgs) {
  const target = legacyRedirect(new URL(request.url).pathname);
  if (target) throw redirect(target, 301);
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
