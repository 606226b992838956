import { createCookie, redirect } from "@remix-run/node";

import { DEFAULT_PANCHANG_CITY } from "~/domain/panchang-cities";

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

/**
 * The page of the city the visitor chose, for a page without a city (/panchang, /choghadiya,
 * /hora): a redirect to `pathOf(city)` kept by no cache, or null when they chose none (or the
 * default, New Delhi, which the page shows anyway). The edge renders these pages afresh for a
 * visitor with the cookie (edge/chosen-city.ts).
 */
export async function toChosenCity(request: Request, pathOf: (city: string) => string): Promise<Response | null> {
  const city = await chosenPanchangCity(request.headers.get("Cookie"));
  if (!city || city === DEFAULT_PANCHANG_CITY) return null;
  return redirect(pathOf(city), { headers: { "Cache-Control": "private, no-store" } });
}
