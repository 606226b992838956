import { type FrameUser, frameUserOf } from "~/domain/visitor-frame";
import { cookieName, isLoggedIn, readVisitorSession, visitorSessionId } from "~/infra/session.server";
import { rememberedForSession } from "~/infra/session-reads.server";

import { customerDisplayName } from "./customers.server";

export type VisitorFrame = { user: FrameUser | null };

/**
 * The per-visitor part of the shared frame, from the session cookie: the signed-in customer's
 * name, or nobody. The root loader shows it, and the page cache fills it into cached pages, so
 * both read it here. A session ended on the server (logout, deletion, every device) reads as
 * nobody on the very next request.
 */
export async function visitorFrame(cookieHeader: string | null | undefined): Promise<VisitorFrame> {
  const id = await visitorSessionId(cookieHeader);
  if (!id) return { user: null };
  // On the embedded database the last read is remembered for a few seconds, forgotten at any
  // write to a session or a customer (session-reads.server.ts).
  return rememberedForSession(id, async () => {
    const { session, expiresAt } = await readVisitorSession(id);
    const customerId = session.get("customerId");
    // A session whose customer no longer exists (deleted elsewhere) shows as logged out.
    const name = isLoggedIn(session) && customerId ? await customerDisplayName(customerId) : null;
    // An ended or unknown session stays "nobody"; a live one holds until it expires.
    return { value: { user: name ? frameUserOf(name) : null }, validUntil: expiresAt ? expiresAt.getTime() : Infinity };
  });
}

/**
 * The frame for a cached page, or null when the request carries any cookie besides the session
 * (a flash message, an admin session, anything else): such a request gets a full render.
 */
export async function cachedPageFrame(cookieHeader: string): Promise<VisitorFrame | null> {
  const session = cookieName("session");
  for (const pair of cookieHeader.split(";")) {
    const name = pair.slice(0, pair.includes("=") ? pair.indexOf("=") : pair.length).trim();
    if (name !== session && name !== "") return null;
  }
  return visitorFrame(cookieHeader);
}
