import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

export type ContactDetails = { email: string; phone: string };

const TTL_MS = 60_000;
let cached: { value: ContactDetails | null; until: number } | null = null;

/** The site's contact e-mail and phone (footer, legal pages); cached for a minute. */
export async function getContactDetails(now = Date.now()): Promise<ContactDetails | null> {
  if (cached && cached.until > now) return cached.value;
  const drops = dropsOf("site-content");
  const db = await getDb();
  const row = await db.selectFrom("contacts").select(["email", "phone"]).orderBy("id", "asc").executeTakeFirst();
  if (dropsOf("site-content") === drops) cached = { value: row ?? null, until: now + TTL_MS };
  return row ?? null;
}

/** Every instance forgets the contact when an admin changes it, so the footer shows it at once. */
export function forgetContactDetails() {
  cached = null;
}
onChange("site-content", forgetContactDetails);
