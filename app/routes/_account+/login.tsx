import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { SignupForm } from "~/components/SignupForm";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import { getVisitorSession, isLoggedIn, redirect } from "./login.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["account", "forms"] };

// Who-are-you sends visitors without a verified phone here (spec §2): the login page itself.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (isLoggedIn(session)) throw redirect(pathInLanguage("/", languageOfRequest(request)));
  return null;
}

export default function Login() {
  return <SignupForm />;
}

export const meta: MetaFunction = privatePageMeta((t, brand) => ({
  title: t("account:loginPage.metaTitle"),
  description: t("account:loginPage.metaDescription", { brand }),
  path: "/signup",
}));
