import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

export type FaqItem = { id: number; question: string; answer: string };

// Every instance drops this when an admin changes the FAQ (change-notices.server.ts); the TTL
// only bounds how long an instance that missed the notice shows the old list.
const TTL_MS = 5 * 60_000;
let cached: { items: FaqItem[]; until: number } | null = null;

/** The public FAQ page's questions in the admin's order (position, then id), from memory when fresh. */
export async function listFaqs(now = Date.now()): Promise<FaqItem[]> {
  if (cached && cached.until > now) return cached.items;
  const drops = dropsOf("faqs");
  const db = await getDb();
  const items = await db.selectFrom("faqs").select(["id", "question", "answer"]).orderBy("position", "asc").orderBy("id", "asc").execute();
  if (dropsOf("faqs") === drops) cached = { items, until: now + TTL_MS };
  return items;
}

export function invalidateFaqCache() {
  cached = null;
}
onChange("faqs", invalidateFaqCache);
