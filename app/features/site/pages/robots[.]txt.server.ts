import { publicCache } from "~/domain/http-cache";
import { env } from "~/infra/env.server";

// Crawlers may read every public page, the sign-up page among them (people search for a site's
// login); the steps behind it, onboarding and admin are not for indexing.
const PRIVATE_PATHS = [
  "/admin",
  "/deshboard",
  "/api/",
  "/profile",
  "/login",
  "/logout",
  "/otp-verifications",
  "/who-are-you",
  "/user-registration",
  "/astrologer-registration",
  "/astrologerform",
  "/astrologer-status",
  "/bank-details",
  "/document",
  "/account-deletion",
  "/my-data",
  "/daily-horoscope/choose",
];

export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${env().PUBLIC_ORIGIN}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": publicCache(86400, 86400) },
  });
}
