import { parse as parseCookieHeader } from "cookie";

import { indiaToday } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { socialLinksFrom } from "~/domain/site";
import { env } from "~/infra/env.server";
import { cookieName, type FlashMessage, isLoggedIn, type VisitorSession, visitorSessionOf } from "~/infra/session.server";
import { rememberedForSession } from "~/infra/session-reads.server";
import { readSessionRow } from "~/infra/session-store.server";

import { customerDisplayName } from "./customers.server";
import { getContactDetails } from "./site-content.server";

/**
 * What the frame of every page shows (the site's name and links, the contact details and the
 * Grievance Officer the legal pages name, whether someone is signed in, never who) and the flash
 * message the request brought.
 */
export async function frameOfVisitor({
  session,
  language,
  flash,
}: {
  session: VisitorSession;
  language: Language;
  flash: FlashMessage | null;
}) {
  const config = env();
  const [signedIn, contact] = await Promise.all([isSignedIn(session), getContactDetails().catch(() => null)]);
  return {
    site: { origin: config.PUBLIC_ORIGIN, brand: config.BRAND_NAME, legalName: config.LEGAL_NAME },
    language,
    grievanceOfficer: { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL },
    appStoreUrl: config.APP_STORE_URL,
    socialLinks: socialLinksFrom(config),
    contact,
    signedIn,
    flash,
    year: Number(indiaToday(new Date()).slice(0, 4)),
  };
}

/**
 * Whether the session is a signed-in customer's: all the shared frame shows of a visitor (the
 * avatar menu or the Login button), so every signed-in visitor gets the same page. A session
 * ended on the server (logout, deletion, every device) reads as signed out on the very next
 * request, and so does one whose customer no longer exists.
 */
export function isSignedInVisitor(session: VisitorSession): Promise<boolean> {
  return isSignedIn(session);
}

async function isSignedIn(session: VisitorSession): Promise<boolean> {
  const customerId = session.get("customerId");
  if (!session.id || !isLoggedIn(session) || !customerId) return false;
  // Remembered for a few seconds on the embedded database, forgotten at any write to a session
  // or a customer (session-reads.server.ts).
  return rememberedForSession(`signed-in:${customerId}`, async () => ({
    value: (await customerDisplayName(customerId)) !== null,
    validUntil: Infinity,
  }));
}

/**
 * Which cached copy of a reading page a request may get (edge/page-cache.ts): the anonymous one
 * (no live session), the signed-in one (a signed-in customer), or none when the page must be
 * rendered for this request alone: a flash message waits for it (flash messages never go on a
 * cached page), or the session holds something else a page may show (an astrologer's
 * application, a number being verified).
 */
export async function pageVariantOf(cookieHeader: string | undefined): Promise<"anonymous" | "signed-in" | null> {
  if (!cookieHeader) return "anonymous";
  const cookies = parseCookieHeader(cookieHeader);
  if (cookies[cookieName("flash")] !== undefined) return null;
  const signedId = cookies[cookieName("session")];
  if (signedId === undefined) return "anonymous";
  // Checking the cookie's signature costs more than sending the cached page it chooses, so the
  // answer is remembered by the signed value, as the session's row is (session-reads.server.ts):
  // any write to a session or a customer forgets it, and it never outlives the session.
  return rememberedForSession(`variant:${signedId}`, async () => {
    const session = await visitorSessionOf(cookieHeader);
    const row = session.id ? await readSessionRow("visitor", session.id) : null;
    if (!row) return { value: "anonymous" as const, validUntil: Infinity };
    return { value: (await isSignedIn(session)) ? ("signed-in" as const) : null, validUntil: row.expiresAt.getTime() };
  });
}
