import { getDb } from "~/infra/db.server";
import { dropPageCache } from "~/infra/page-cache.server";

export type FaqItem = { id: number; question: string; answer: string };

// The admin FAQ manager calls invalidateFaqCache() after each change; the TTL only
// bounds how long another instance can show the old list.
const TTL_MS = 5 * 60_000;
let cached: { items: FaqItem[]; until: number } | null = null;

/** The public FAQ page's questions in the admin's order (position, then id), from memory when fresh. */
export async function listFaqs(now = Date.now()): Promise<FaqItem[]> {
  if (cached && cached.until > now) return cached.items;
  const db = await getDb();
  const items = await db
    .selectFrom("faqs")
    .select(["id", "question", "answer"])
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .execute();
  cached = { items, until: now + TTL_MS };
  return items;
}

export function invalidateFaqCache() {
  dropPageCache();
  cached = null;
}
