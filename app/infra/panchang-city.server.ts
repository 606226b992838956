import { createCookie } from "@remix-run/node";

import { cookieName, isSecure } from "./session.server";
import { singleton } from "./singleton.server";

// The city whose panchang the home and daily horoscope pages show at a glance: the one the
// visitor last chose in the panchang's form. Without it, New Delhi.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function panchangCityCookie() {
  return singleton("panchang-city-cookie", () =>
    createCookie(cookieName("panchang-city"), { httpOnly: true, sameSite: "lax", secure: isSecure(), path: "/", maxAge: YEAR_SECONDS }),
  );
}

/** The chosen city's address slug, or null. */
export async function chosenPanchangCity(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await panchangCityCookie().parse(cookieHeader);
  return typeof value === "string" && /^[a-z0-9-]{1,80}$/.test(value) ? value : null;
}
