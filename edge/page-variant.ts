import { parse as parseCookieHeader } from "cookie";

import { cookieName, visitorSessionOf } from "../app/infra/session.server";
import { rememberedForSession } from "../app/infra/session-reads.server";
import { readSessionRow } from "../app/infra/session-store.server";
import { isSignedInVisitor } from "../app/services/visitor-frame.server";

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
    return { value: (await isSignedInVisitor(session)) ? ("signed-in" as const) : null, validUntil: row.expiresAt.getTime() };
  });
}
