import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { SignupForm } from "~/components/SignupForm";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";

import { getVisitorSession, isLoggedIn, redirect } from "./login.server";

export const handle: RouteHandle = { hydrate: true };

// Who-are-you sends visitors without a verified phone here (spec §2): the login page itself.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  if (isLoggedIn(session)) throw redirect("/");
  return null;
}

export default function Login() {
  return <SignupForm />;
}

export const meta: MetaFunction = privatePageMeta({
  title: "Login",
  description: (brand) => `Log in to ${brand} with your mobile number and a one-time password.`,
  path: "/signup",
});
