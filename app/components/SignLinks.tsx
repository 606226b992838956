import { Link } from "@remix-run/react";

import { SIGNS } from "~/domain/horoscope";

import { SignImage } from "./SignImage";

/** The twelve signs as links; `href` chooses where each goes (today's daily page by default). */
export function SignLinks({
  href = (slug: string) => `/daily-horoscope/today/${slug}`,
}: {
  href?: (slug: string, code: string) => string;
}) {
  return (
    <ul className="sign-grid">
      {SIGNS.map((sign) => (
        <li key={sign.slug}>
          <Link to={href(sign.slug, sign.code)} className="sign-tile">
            <SignImage sign={sign} size={56} decorative />
            <span className="sign-name">{sign.name}</span>
            <span className="sign-dates">{sign.dates}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
