import { parse as parseCookieHeader } from "cookie";

import { cookieName, getVisitorSession, isLoggedIn } from "~/infra/session.server";
import { rememberedForSession } from "~/infra/session-reads.server";

import { customerDisplayName } from "./customers.server";

/**
 * Whether the request comes from a signed-in customer: all the shared frame shows of a visitor
 * (the avatar menu or the Login button), so every signed-in visitor gets the same page. A session
 * ended on the server (logout, deletion, every device) reads as signed out on the very next
 * request, and so does one whose customer no longer exists.
 */
export async function isSignedInVisitor(request: Request): Promise<boolean> {
  const session = await getVisitorSession(request);
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
  if (cookies[cookieName("session")] === undefined) return "anonymous";
  const request = new Request("http://localhost/", { headers: { Cookie: cookieHeader } });
  const session = await getVisitorSession(request);
  if (!session.id) return "anonymous";
  return (await isSignedInVisitor(request)) ? "signed-in" : null;
}
