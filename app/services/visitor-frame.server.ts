import { indiaToday } from "~/clock/india-clock";
import type { Language } from "~/domain/language";
import { socialLinksFrom } from "~/domain/site";
import { env } from "~/infra/env.server";
import { type FlashMessage, isLoggedIn, type VisitorSession } from "~/infra/session.server";
import { customerIdOf } from "~/infra/session-keys.server";
import { rememberedForSession } from "~/infra/session-reads.server";

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
  const [signedIn, contact] = await Promise.all([isSignedInVisitor(session), getContactDetails().catch(() => null)]);
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
export async function isSignedInVisitor(session: VisitorSession): Promise<boolean> {
  const customerId = customerIdOf(session);
  if (!session.id || !isLoggedIn(session) || !customerId) return false;
  // Remembered for a few seconds on the embedded database, forgotten at any write to a session
  // or a customer (session-reads.server.ts).
  return rememberedForSession(`signed-in:${customerId}`, async () => ({
    value: (await customerDisplayName(customerId)) !== null,
    validUntil: Infinity,
  }));
}
