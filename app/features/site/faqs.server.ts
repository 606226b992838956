import type { Language } from "~/domain/language";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

export type FaqItem = { id: number; question: string; answer: string };

// Every instance drops this when an admin changes the FAQ (change-notices.server.ts); the TTL
// only bounds how long an instance that missed the notice shows the old list.
const TTL_MS = 5 * 60_000;
const cache = new Map<Language, { items: FaqItem[]; until: number }>();

/**
 * The public FAQ page's questions of one edition in the admin's order (position, then id), from
 * memory when fresh.
 */
export async function listFaqs(language: Language = "en", now = Date.now()): Promise<FaqItem[]> {
  const cached = cache.get(language);
  if (cached && cached.until > now) return cached.items;
  const drops = dropsOf("faqs");
  const db = await getDb();
  const items = await db
    .selectFrom("faqs")
    .select(["id", "question", "answer"])
    .where("language", "=", language)
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .execute();
  if (dropsOf("faqs") === drops) cache.set(language, { items, until: now + TTL_MS });
  return items;
}

export function invalidateFaqCache() {
  cache.clear();
}
onChange("faqs", invalidateFaqCache);
