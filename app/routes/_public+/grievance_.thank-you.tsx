import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { GRIEVANCE_RESPONSE_DAYS } from "~/domain/grievance";
import { publicCache } from "~/domain/http-cache";
import { privatePageMeta } from "~/domain/seo";

// After a grievance is sent (post/redirect/get): the flash message above this page carries its
// reference number and the day we answer by; the page says what happens next, the same for all.

export function headers() {
  return { "Cache-Control": publicCache(3600, 86400) };
}

export default function GrievanceThankYou() {
  return (
    <section className="container narrow section">
      <h1>Your grievance has been sent</h1>
      <h2>What happens next</h2>
      <ol>
        <li>We have sent an acknowledgement with your reference number to the e-mail address or mobile number you gave us.</li>
        <li>Our Grievance Officer looks into your grievance and may write to you if we need more details.</li>
        <li>
          We answer within {GRIEVANCE_RESPONSE_DAYS} days of receiving it. Please quote your reference number if you write to us about it.
        </li>
      </ol>
      <p className="button-row">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        <Link className="button button-light" to="/grievance">
          Send another grievance
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = privatePageMeta({
  title: "Grievance sent",
  description: "Your grievance has been sent to our Grievance Officer.",
  path: "/grievance/thank-you",
});
