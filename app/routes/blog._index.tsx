import { redirect } from "@remix-run/node";

// Spec route list: /blog is declared with no content of its own; the list lives at /blogs.
export function loader() {
  return redirect("/blogs", 301);
}
