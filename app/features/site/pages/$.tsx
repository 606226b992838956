import type { MetaFunction } from "@remix-run/node";

export { loader } from "./$.server";

export default function NotFound() {
  return null;
}

export const meta: MetaFunction = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
