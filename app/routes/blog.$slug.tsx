import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { blogPath } from "~/domain/blog";

// Spec: both /blog/{slug} and /blogs/{slug} exist; /blogs/{slug} is canonical.
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(blogPath(params.slug ?? ""), 301);
}
