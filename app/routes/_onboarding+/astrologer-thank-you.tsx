import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { privatePageMeta } from "~/domain/seo";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { hydrate: true };

// Spec §2: "a thank-you page for astrologer registration under review". What happens after
// the documents are in (spec §1: the provider verifies, then writes by e-mail).

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function AstrologerThankYou() {
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.site.brand ?? "Grahavani";
  return (
    <section className="container narrow section onboarding-page">
      <h1>Thank you for registering</h1>
      <p className="lead">Your profile is under review.</p>
      <h2>What happens next</h2>
      <ol className="onboarding-steps">
        <li>Our team checks your details, your bank details and your identity documents.</li>
        <li>When you are verified, we send you an e-mail at the address you gave us.</li>
        <li>Then install the {brand} app and log in with your registered mobile number to start taking chats and calls.</li>
      </ol>
      <p>Your earnings are paid weekly or monthly into the bank account you gave us, net of 18% GST and TDS.</p>
      <p className="button-row">
        <Link className="button" to="/astrologer-status">
          See your application status
        </Link>
        <Link className="button button-light" to="/app-download">
          Get the app
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Thank you for registering",
  description: "Your astrologer profile is under review.",
  path: "/astrologer-thank-you",
});
