import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { astrologerAppCopy, maySeeWelcome } from "~/domain/application-stage";
import { loaderCacheControl } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import type { loader as rootLoader } from "~/root";

import { astrologerOfSession, json, partnerAppUrl, redirect } from "./astrologer-welcome.server";

export const handle: RouteHandle = { hydrate: true };

// Spec §2: "a welcome page". For approved astrologers: consultations happen in the app
// (spec §1), at the standard rate, with payouts net of GST and TDS (§1, §9).

// Only an approved astrologer in the session: anyone else is sent to the status page, which
// says where their application stands (or, without a verified number, asks for one).
export async function loader({ request }: LoaderFunctionArgs) {
  const astrologer = await astrologerOfSession(request);
  if (!astrologer || !maySeeWelcome(astrologer.stage)) throw redirect("/astrologer-status");
  return json({ partnerAppUrl: partnerAppUrl() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers = loaderCacheControl("private, no-store");

export default function AstrologerWelcome() {
  const { partnerAppUrl } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.site.brand ?? "Grahavani";
  return (
    <section className="container narrow section onboarding-page">
      <h1>Welcome to {brand}</h1>
      <p className="lead">Your astrologer profile is approved. Customers can now find you and consult you.</p>
      <h2>Start consulting in the app</h2>
      <ol className="onboarding-steps">
        <li>Install the {brand} partner app.</li>
        <li>Log in with your registered mobile number: we send you a 4-digit one-time password (OTP) by SMS.</li>
        <li>Go online to take chats and calls.</li>
      </ol>
      <p>The standard rate is 10 rupees per minute. Your earnings are paid weekly or monthly, net of 18% GST and TDS.</p>
      <p className="button-row">
        <a className="button button-accent" href={partnerAppUrl} rel="noopener">
          {astrologerAppCopy.getApp}
        </a>
        <Link className="button button-light" to="/astrologer-status">
          Your application
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Welcome, astrologer",
  description: (brand) => `Welcome to ${brand}: start consulting in the app.`,
  path: "/astrologer-welcome",
});
