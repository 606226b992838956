import type { MetaFunction } from "@remix-run/node";

import type { RouteHandle } from "~/domain/route-handle";
import { SignupForm } from "~/features/account/SignupForm";
import { wordsMeta } from "~/seo/words-meta";

export { loader } from "./login.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

export default function Login() {
  return <SignupForm />;
}

export const meta: MetaFunction = wordsMeta("account:loginPage.metaTitle", "account:loginPage.metaDescription", "/signup");
