import "~/shared-browser-code";

import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { SignupForm } from "~/components/SignupForm";
import type { RouteHandle } from "~/domain/route-handle";
import { wordsMeta } from "~/meta";

export { action, loader } from "./signup.server";

// A refused send's Retry-After reaches the page posted without JavaScript too: a document takes
// only the headers a route's `headers` gives it (and cookies), never its action's own.
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export default function Signup() {
  return <SignupForm />;
}

export const meta: MetaFunction = wordsMeta("account:signup.metaTitle", "account:signup.metaDescription", "/signup", { listed: true });
