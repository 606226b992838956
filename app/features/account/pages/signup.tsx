import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { withActionRetryAfter } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { SignupForm } from "~/features/account/SignupForm";
import { wordsMeta } from "~/seo/words-meta";

export { action, loader } from "./signup.server";

export const headers: HeadersFunction = withActionRetryAfter;

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export default function Signup() {
  return <SignupForm />;
}

export const meta: MetaFunction = wordsMeta("account:signup.metaTitle", "account:signup.metaDescription", "/signup", { listed: true });
